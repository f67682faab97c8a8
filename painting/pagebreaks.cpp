#include "painting/pagebreaks.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextList>

namespace FlowAudit {

void PageBreaks::settle(QTextDocument* document) {
    const qreal pageHeight = document->pageSize().height();
    QAbstractTextDocumentLayout* layout = document->documentLayout();
    // Qt moves a line to the next page by moving the line inside its block, so each
    // line's page is found by its middle.
    auto pageOf = [&](const QTextBlock& block, int line) {
        const QTextLine at = block.layout()->lineAt(line);
        return int((layout->blockBoundingRect(block).top() + at.y() + at.height() / 2) /
                   pageHeight);
    };
    // A split or a moved heading moves what follows, so look again; it settles fast.
    for (int pass = 0; pass < 8; ++pass) {
        document->pageCount(); // lays out what is not laid out yet: lines exist after this
        QList<int> splits;     // document positions, ascending
        QList<int> headings;
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
            const QTextLayout* lines = block.layout();
            if (lines->lineCount() == 0)
                continue;
            int page = pageOf(block, 0);
            for (int i = 1; i < lines->lineCount(); ++i) {
                const int linePage = pageOf(block, i);
                if (linePage != page)
                    splits.append(block.position() + lines->lineAt(i).textStart());
                page = linePage;
            }
            const QTextBlock next = block.next();
            if (block.blockFormat().headingLevel() > 0 && next.isValid() &&
                next.layout()->lineCount() > 0 && pageOf(next, 0) > page &&
                block.blockFormat().pageBreakPolicy() == QTextFormat::PageBreak_Auto)
                headings.append(block.position());
        }
        if (splits.isEmpty() && headings.isEmpty())
            return;
        QTextCursor cursor(document);
        cursor.beginEditBlock();
        for (int at : headings) {
            cursor.setPosition(at);
            QTextBlockFormat format;
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            cursor.mergeBlockFormat(format);
        }
        for (auto at = splits.crbegin(); at != splits.crend(); ++at) {
            cursor.setPosition(*at);
            cursor.insertBlock();
            // The rest of a list item is not another item: no bullet, the item's indent.
            if (QTextList* list = cursor.block().textList()) {
                const int indent = list->format().indent();
                list->remove(cursor.block());
                QTextBlockFormat format = cursor.blockFormat();
                format.setIndent(indent);
                format.setTopMargin(0);
                cursor.setBlockFormat(format);
            }
        }
        cursor.endEditBlock();
    }
}

} // namespace FlowAudit
