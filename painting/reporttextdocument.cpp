#include "painting/reporttextdocument.h"

#include "core/report/reportglyph.h"
#include "painting/reportcolumnwidths.h"
#include "painting/reportfigureobject.h"
#include "painting/reportmarkobject.h"

#include <QHash>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextList>
#include <QTextTable>

namespace FlowAudit {

namespace {

constexpr qreal BodyPoints = 9.5;
constexpr qreal TablePoints = 8.5;
constexpr qreal CompactPoints = 7.5;

QTextCharFormat textFormat(qreal points, bool bold = false) {
    QTextCharFormat format;
    format.setFontFamilies({ReportTextDocument::bodyFamily()});
    format.setFontPointSize(points);
    format.setFontWeight(bold ? QFont::Bold : QFont::Normal);
    format.setForeground(QColor(0x11, 0x11, 0x11));
    // Any letter spacing makes Qt shape without ligatures, so "fi" and "fl" stay two
    // letters and the PDF's text can be searched and copied as written.
    format.setFontLetterSpacingType(QFont::AbsoluteSpacing);
    format.setFontLetterSpacing(0.3); // layout pixels: far below what the eye sees
    return format;
}

// The few character formats a report uses, made once: a large report inserts hundreds of
// thousands of runs, and building a format for each cost more than inserting the text.
class TextFormats {
public:
    struct Pair {
        QTextCharFormat text;
        QTextCharFormat mark; // the icon before the text; invalid when there is none
    };
    const Pair& of(const ReportText& text, qreal points) {
        const quint64 key = (quint64(points * 4) << 16) | (quint64(text.mark) << 2) |
                            (text.strong ? 2 : 0) | (text.code ? 1 : 0);
        auto found = m_formats.find(key);
        if (found == m_formats.end()) {
            QTextCharFormat format = textFormat(points, text.strong);
            if (text.code)
                format.setFontFamilies({ReportTextDocument::codeFamily()});
            Pair pair;
            if (text.mark != ReportMark::None) {
                pair.mark = ReportMarkObject::format(text.mark, format);
                format.setForeground(QColor(ReportGlyph::of(text.mark).colour));
            }
            pair.text = format;
            found = m_formats.insert(key, pair);
        }
        return *found;
    }

private:
    QHash<quint64, Pair> m_formats;
};

void insertText(QTextCursor& cursor, const ReportText& text, qreal points, TextFormats& formats) {
    const TextFormats::Pair& format = formats.of(text, points);
    if (text.mark != ReportMark::None)
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), format.mark);
    if (text.link.isEmpty()) {
        cursor.insertText(ReportDocument::printable(text.text), format.text);
        return;
    }
    // A vendor's page (landing on the sentence) or a heading of the report: Qt writes a link
    // annotation, and PdfUpdate makes "#anchor" a jump to the heading's page.
    QTextCharFormat linked = format.text;
    linked.setAnchor(true);
    linked.setAnchorHref(text.link.startsWith(QLatin1StringView("https://"))
                             ? text.link
                             : QLatin1Char('#') + text.link);
    cursor.insertText(ReportDocument::printable(text.text), linked);
}

QTextBlockFormat headingFormat(int level) {
    QTextBlockFormat format;
    format.setTopMargin(level == 1 ? 6 : level == 2 ? 16 : 8);
    format.setBottomMargin(level == 1 ? 8 : 4);
    format.setHeadingLevel(level);
    return format;
}

void insertHeading(QTextCursor& cursor, const ReportBlock& block) {
    static const qreal points[] = {17, 12.5, 10};
    QTextCharFormat text = textFormat(points[qBound(1, block.level, 3) - 1], true);
    if (!block.anchor.isEmpty()) {
        text.setAnchor(true);
        text.setAnchorNames({block.anchor});
    }
    cursor.insertText(ReportDocument::printable(block.text.text), text);
}

// The table's rows [firstRow, endRow) under its header.
void insertTable(QTextCursor& cursor, const ReportTable& table, qsizetype firstRow,
                 qsizetype endRow, ReportColumnWidths* fit, TextFormats& formats) {
    const int columns = int(table.header.size());
    const qreal points = table.compact ? CompactPoints : TablePoints;
    QTextTableFormat format;
    format.setHeaderRowCount(1);
    format.setBorder(0.5);
    format.setBorderBrush(QColor(0x88, 0x88, 0x88));
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderCollapse(true);
    format.setCellSpacing(0);
    const qreal padding = table.compact ? 2 : 3;
    format.setCellPadding(padding);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setTopMargin(4);
    format.setBottomMargin(6);
    QList<QTextLength> widths;
    for (double width : fit ? fit->of(table, points, padding + 1) : table.widths)
        widths.append(QTextLength(QTextLength::PercentageLength, width));
    format.setColumnWidthConstraints(widths);
    QTextTable* out = cursor.insertTable(int(endRow - firstRow) + 1, columns, format);
    QTextTableCellFormat headerCell;
    headerCell.setBackground(QColor(0xe8, 0xe8, 0xe8));
    for (int c = 0; c < columns; ++c) {
        QTextTableCell cell = out->cellAt(0, c);
        cell.setFormat(headerCell);
        QTextCursor at = cell.firstCursorPosition();
        insertText(at, ReportText(table.header[c], ReportMark::None, true), points, formats);
    }
    for (qsizetype r = firstRow; r < endRow; ++r) {
        const QList<ReportText>& row = table.rows[r];
        for (int c = 0; c < columns && c < row.size(); ++c) {
            if (row[c].text.isEmpty() && row[c].mark == ReportMark::None)
                continue;
            QTextCursor at = out->cellAt(int(r - firstRow) + 1, c).firstCursorPosition();
            insertText(at, row[c], points, formats);
        }
    }
    cursor = out->lastCursorPosition();
    cursor.movePosition(QTextCursor::NextBlock);
}

} // namespace

QString ReportTextDocument::bodyFamily() {
    return QStringLiteral("DejaVu Sans");
}

QString ReportTextDocument::codeFamily() {
    return QStringLiteral("DejaVu Sans Mono");
}

std::unique_ptr<QTextDocument> ReportTextDocument::build(const ReportDocument& report,
                                                         qsizetype firstBlock, qsizetype endBlock,
                                                         qsizetype firstRow, qsizetype endRow,
                                                         ReportColumnWidths* columns) {
    auto document = std::make_unique<QTextDocument>();
    document->setUndoRedoEnabled(false);
    document->setDocumentMargin(0);
    QFont font(bodyFamily());
    font.setPointSizeF(BodyPoints);
    document->setDefaultFont(font);
    ReportMarkObject::registerWith(document.get());
    ReportFigureObject* figures = ReportFigureObject::registerWith(document.get());

    QTextCursor cursor(document.get());
    // One edit block: the layout runs once at the end, not after every insertion.
    cursor.beginEditBlock();
    TextFormats formats;
    bool first = true;
    bool pageBreak = false;
    for (qsizetype i = firstBlock; i < endBlock; ++i) {
        const ReportBlock& block = report.blocks[i];
        if (block.kind == ReportBlock::Kind::PageBreak) {
            pageBreak = !first;
            continue;
        }
        if (block.kind == ReportBlock::Kind::Seam)
            continue;
        QTextBlockFormat format;
        if (block.kind == ReportBlock::Kind::Heading)
            format = headingFormat(qBound(1, block.level, 3));
        else
            format.setBottomMargin(block.kind == ReportBlock::Kind::Table ? 0 : 4);
        if (first)
            format.setTopMargin(0);
        if (pageBreak)
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        pageBreak = false;
        // A new block takes the body's type, not the run before it: a list's bullet is
        // drawn in its block's type.
        if (first)
            cursor.setBlockFormat(format);
        else
            cursor.insertBlock(format, textFormat(BodyPoints));
        first = false;
        switch (block.kind) {
        case ReportBlock::Kind::Heading:
            insertHeading(cursor, block);
            break;
        case ReportBlock::Kind::Paragraph:
            insertText(cursor, block.text, BodyPoints, formats);
            break;
        case ReportBlock::Kind::Table:
            insertTable(cursor, block.table, i == firstBlock ? firstRow : 0,
                        i == endBlock - 1 && endRow >= 0 ? endRow : block.table.rows.size(),
                        columns, formats);
            break;
        case ReportBlock::Kind::List: {
            QTextListFormat list;
            list.setStyle(QTextListFormat::ListDisc);
            list.setIndent(1);
            cursor.createList(list);
            for (int item = 0; item < block.items.size(); ++item) {
                if (item > 0)
                    cursor.insertBlock();
                insertText(cursor, block.items[item], BodyPoints, formats);
            }
            break;
        }
        case ReportBlock::Kind::PageBreak:
        case ReportBlock::Kind::Seam:
            break;
        case ReportBlock::Kind::Figure:
            // The chart on a line of its own, its caption below it.
            cursor.insertText(QString(QChar::ObjectReplacementCharacter),
                              figures->add(block, textFormat(BodyPoints)));
            cursor.insertBlock(QTextBlockFormat(), textFormat(BodyPoints));
            insertText(cursor, block.text, BodyPoints, formats);
            break;
        }
    }
    cursor.endEditBlock();
    return document;
}

} // namespace FlowAudit
