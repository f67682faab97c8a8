#include "core/report/reportdocument.h"

namespace FlowAudit {

void ReportDocument::heading(int level, const QString& text, const QString& anchor) {
    ReportBlock block;
    block.kind = ReportBlock::Kind::Heading;
    block.level = level;
    block.anchor = anchor;
    block.text.text = text;
    blocks.append(std::move(block));
}

void ReportDocument::paragraph(const QString& text, ReportMark mark) {
    paragraph(ReportText{text, mark});
}

void ReportDocument::paragraph(const ReportText& text) {
    ReportBlock block;
    block.kind = ReportBlock::Kind::Paragraph;
    block.text = text;
    blocks.append(std::move(block));
}

void ReportDocument::table(ReportTable table) {
    ReportBlock block;
    block.kind = ReportBlock::Kind::Table;
    block.table = std::move(table);
    blocks.append(std::move(block));
}

void ReportDocument::list(QList<ReportText> items) {
    ReportBlock block;
    block.kind = ReportBlock::Kind::List;
    block.items = std::move(items);
    blocks.append(std::move(block));
}

namespace {

ReportBlock figureBlock(const QString& caption) {
    ReportBlock block;
    block.kind = ReportBlock::Kind::Figure;
    block.text = ReportText(caption);
    return block;
}

} // namespace

void ReportDocument::figure(std::shared_ptr<const StormStudy> storm, const QString& caption) {
    ReportBlock block = figureBlock(caption);
    block.storm = std::move(storm);
    blocks.append(std::move(block));
}

void ReportDocument::figure(std::shared_ptr<const ReportWindowsFigure> windows,
                            const QString& caption) {
    ReportBlock block = figureBlock(caption);
    block.windows = std::move(windows);
    blocks.append(std::move(block));
}

void ReportDocument::figure(std::shared_ptr<const ReportMapFigure> map, const QString& caption) {
    ReportBlock block = figureBlock(caption);
    block.map = std::move(map);
    blocks.append(std::move(block));
}

void ReportDocument::pageBreak() {
    ReportBlock block;
    block.kind = ReportBlock::Kind::PageBreak;
    blocks.append(std::move(block));
}

void ReportDocument::seam() {
    ReportBlock block;
    block.kind = ReportBlock::Kind::Seam;
    blocks.append(std::move(block));
}

QString ReportDocument::printable(QStringView text) {
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c == u'\r') {
            out += QLatin1Char('\n');
            if (i + 1 < text.size() && text[i + 1] == QLatin1Char('\n'))
                ++i;
        } else if ((c < 0x20 && c != u'\t' && c != u'\n') || c == 0x7F ||
                   (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0xFFFE ||
                   c == 0xFFFF) {
            out += QChar(QChar::ReplacementCharacter);
        } else {
            out += QChar(c);
        }
    }
    return out;
}

} // namespace FlowAudit
