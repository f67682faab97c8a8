#include "core/report/reportdocument.h"

namespace FlowAudit {

void ReportDocument::heading(int level, const QString& text, const QString& anchor)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Heading;
    block.level = level;
    block.anchor = anchor;
    block.text.text = text;
    blocks.append(std::move(block));
}

void ReportDocument::paragraph(const QString& text, ReportMark mark)
{
    paragraph(ReportText{text, mark});
}

void ReportDocument::paragraph(const ReportText& text)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Paragraph;
    block.text = text;
    blocks.append(std::move(block));
}

void ReportDocument::table(ReportTable table)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Table;
    block.table = std::move(table);
    blocks.append(std::move(block));
}

void ReportDocument::list(QList<ReportText> items)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::List;
    block.items = std::move(items);
    blocks.append(std::move(block));
}

void ReportDocument::pageBreak()
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::PageBreak;
    blocks.append(std::move(block));
}

} // namespace FlowAudit
