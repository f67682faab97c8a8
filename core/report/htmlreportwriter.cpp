#include "core/report/htmlreportwriter.h"

#include "core/map/mapsvg.h"
#include "core/report/reportglyph.h"
#include "core/rules/verdictpalette.h"

namespace FlowAudit {

namespace {

// The marks' colours, from the one palette.
QString verdictStyles() {
    return QStringLiteral(".fail { color: %1; } .warn, .stale { color: %2; } .info { color: %3; } "
                          ".pass { color: %4; } .not-evaluated { color: %5; } .accepted { color: "
                          "%6; }\n")
        .arg(VerdictPalette::Fail, VerdictPalette::Warn, VerdictPalette::Info, VerdictPalette::Pass,
             VerdictPalette::NotEvaluated, VerdictPalette::Accepted);
}

const char* const Style = R"(
body { font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; font-size: 10.5pt; color: #111; margin: 0 auto; max-width: 62em; padding: 1.5em; line-height: 1.4; }
header.running { color: #444; border-bottom: 1px solid #888; padding-bottom: 0.3em; margin-bottom: 1.5em; font-size: 9pt; }
h1 { font-size: 18pt; margin: 1.2em 0 0.5em; border-bottom: 2px solid #333; }
h2 { font-size: 13.5pt; margin: 1.4em 0 0.4em; }
h3 { font-size: 11pt; margin: 1em 0 0.3em; color: #333; }
table { border-collapse: collapse; width: 100%; margin: 0.4em 0 0.8em; }
th, td { border: 1px solid #999; padding: 0.25em 0.45em; text-align: left; vertical-align: top; }
th { background: #e8e8e8; }
table.compact { font-size: 8.5pt; }
code { font-family: "DejaVu Sans Mono", monospace; font-size: 0.95em; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; background: #f6f6f6; padding: 0.6em; font-size: 0.9em; }
.mark { white-space: nowrap; }
.symbols { position: absolute; width: 0; height: 0; overflow: hidden; }
.mark svg { width: 1em; height: 1em; vertical-align: -0.15em; margin-right: 0.25em; }
.break { break-after: page; page-break-after: always; }
@media print { body { max-width: none; padding: 0; } thead { display: table-header-group; } tr { break-inside: avoid; } }
)";

QString markClass(ReportMark mark) {
    switch (mark) {
    case ReportMark::None:
        return {};
    case ReportMark::Pass:
        return QStringLiteral("pass");
    case ReportMark::Info:
        return QStringLiteral("info");
    case ReportMark::Warn:
        return QStringLiteral("warn");
    case ReportMark::Fail:
        return QStringLiteral("fail");
    case ReportMark::NotEvaluated:
        return QStringLiteral("not-evaluated");
    case ReportMark::Stale:
        return QStringLiteral("stale");
    case ReportMark::Accepted:
        return QStringLiteral("accepted");
    }
    return {};
}

QString number(double value) {
    return QString::number(value, 'g', 4);
}

QString points(const QList<QPointF>& list) {
    QStringList pairs;
    for (const QPointF& p : list)
        pairs.append(number(p.x()) + QLatin1Char(',') + number(p.y()));
    return pairs.join(QLatin1Char(' '));
}

// The mark's icon, drawn once in the document as an SVG symbol (markSymbols) and used
// where the mark stands: a report of 10,000 flows has some 90,000 marks, and drawn each
// time they made two thirds of its bytes. aria-hidden: the word beside it says the same.
QString svg(ReportMark mark) {
    return QStringLiteral("<svg aria-hidden=\"true\"><use href=\"#mark-%1\"/></svg>")
        .arg(markClass(mark));
}

QString symbol(ReportMark mark) {
    const ReportGlyph glyph = ReportGlyph::of(mark);
    QString out =
        QStringLiteral("<symbol id=\"mark-%1\" viewBox=\"0 0 16 16\">").arg(markClass(mark));
    for (const GlyphShape& shape : glyph.shapes) {
        const QString colour = shape.knockout ? QStringLiteral("#ffffff") : glyph.colour;
        const QString paint =
            shape.filled ? QStringLiteral("fill=\"%1\" stroke=\"none\"").arg(colour)
                         : QStringLiteral("fill=\"none\" stroke=\"%1\" stroke-width=\"%2\" "
                                          "stroke-linecap=\"round\" stroke-linejoin=\"round\"")
                               .arg(colour, number(shape.strokeWidth));
        switch (shape.kind) {
        case GlyphShape::Kind::Circle:
            out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"%3\" %4/>")
                       .arg(number(shape.points[0].x()), number(shape.points[0].y()),
                            number(shape.radius), paint);
            break;
        case GlyphShape::Kind::Polygon:
            out += QStringLiteral("<polygon points=\"%1\" %2/>").arg(points(shape.points), paint);
            break;
        case GlyphShape::Kind::Polyline:
            out += QStringLiteral("<polyline points=\"%1\" %2/>").arg(points(shape.points), paint);
            break;
        }
    }
    return out + QStringLiteral("</symbol>");
}

// Every mark's symbol, in an SVG that draws nothing itself.
QString markSymbols() {
    QString out = QStringLiteral("<svg class=\"symbols\" aria-hidden=\"true\">");
    for (ReportMark mark : {ReportMark::Pass, ReportMark::Info, ReportMark::Warn, ReportMark::Fail,
                            ReportMark::NotEvaluated, ReportMark::Stale, ReportMark::Accepted})
        out += symbol(mark);
    return out + QStringLiteral("</svg>\n");
}

QString inlineText(const ReportText& text) {
    QString body = HtmlReportWriter::escaped(text.text);
    body.replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
    if (text.code)
        body = QStringLiteral("<code>") + body + QStringLiteral("</code>");
    if (text.strong)
        body = QStringLiteral("<strong>") + body + QStringLiteral("</strong>");
    if (!text.link.isEmpty()) {
        // A heading's anchor, or a page on the web (a vendor's sentence).
        const bool page = text.link.startsWith(QLatin1StringView("https://"));
        body = QStringLiteral("<a href=\"%1%2\">%3</a>")
                   .arg(page ? QString() : QStringLiteral("#"),
                        HtmlReportWriter::escaped(text.link), body);
    }
    if (text.mark != ReportMark::None)
        body = QStringLiteral("<span class=\"mark %1\">%2%3</span>")
                   .arg(markClass(text.mark), svg(text.mark), body);
    return body;
}

void writeTable(const ReportTable& table, QString& out) {
    // A page of its own per row exists only on paper: the contents' page column is left out.
    const qsizetype columns = table.header.size() - (table.pageOf.isEmpty() ? 0 : 1);
    out += table.compact ? QStringLiteral("<table class=\"compact\">") : QStringLiteral("<table>");
    if (!table.widths.isEmpty() && table.pageOf.isEmpty()) {
        out += QStringLiteral("<colgroup>");
        for (double width : table.widths)
            out += QStringLiteral("<col style=\"width:%1%\"/>").arg(number(width));
        out += QStringLiteral("</colgroup>");
    }
    out += QStringLiteral("<thead><tr>");
    for (const QString& header : table.header.first(columns))
        out += QStringLiteral("<th scope=\"col\">") + HtmlReportWriter::escaped(header) +
               QStringLiteral("</th>");
    out += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (const QList<ReportText>& row : table.rows) {
        out += QStringLiteral("<tr>");
        for (const ReportText& cell : row.first(std::min(columns, row.size())))
            out += QStringLiteral("<td>") + inlineText(cell) + QStringLiteral("</td>");
        out += QStringLiteral("</tr>\n");
    }
    out += QStringLiteral("</tbody></table>\n");
}

} // namespace

QString HtmlReportWriter::escaped(QStringView text) {
    const QString printable = ReportDocument::printable(text);
    QString out;
    out.reserve(printable.size() + printable.size() / 8);
    for (QChar c : printable) {
        switch (c.unicode()) {
        case '&':
            out += QStringLiteral("&amp;");
            break;
        case '<':
            out += QStringLiteral("&lt;");
            break;
        case '>':
            out += QStringLiteral("&gt;");
            break;
        case '"':
            out += QStringLiteral("&quot;");
            break;
        case '\'':
            out += QStringLiteral("&#39;");
            break;
        default:
            out += c;
        }
    }
    return out;
}

QByteArray HtmlReportWriter::write(const ReportDocument& document, ReportPaper paper,
                                   const FigureImage& figureImage) {
    QString out;
    out +=
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\"/>\n")
            .arg(escaped(document.language));
    out += QStringLiteral("<meta name=\"generator\" content=\"FlowAudit %1\"/>\n")
               .arg(QStringLiteral(FLOWAUDIT_VERSION));
    out +=
        QStringLiteral("<title>") + escaped(document.title) + QStringLiteral("</title>\n<style>");
    out += QString::fromLatin1(Style);
    out += verdictStyles();
    out += QStringLiteral("@page { size: %1; margin: 18mm 15mm; }\n")
               .arg(paper == ReportPaper::Letter ? QStringLiteral("letter") : QStringLiteral("A4"));
    out += QStringLiteral("</style>\n</head>\n<body>\n<header class=\"running\">") +
           escaped(document.runningHeader) + QStringLiteral("</header>\n") + markSymbols() +
           QStringLiteral("<main>\n");
    for (const ReportBlock& block : document.blocks) {
        switch (block.kind) {
        case ReportBlock::Kind::Heading: {
            const QString tag = QStringLiteral("h%1").arg(qBound(1, block.level, 6));
            const QString id = block.anchor.isEmpty()
                                   ? QString()
                                   : QStringLiteral(" id=\"%1\"").arg(escaped(block.anchor));
            out += QStringLiteral("<%1%2>%3</%1>\n").arg(tag, id, inlineText(block.text));
            break;
        }
        case ReportBlock::Kind::Paragraph:
            // Code of several lines (a ledger's SQL) keeps its lines and indentation.
            if (block.text.code && block.text.text.contains(QLatin1Char('\n')))
                out += QStringLiteral("<pre><code>") + escaped(block.text.text) +
                       QStringLiteral("</code></pre>\n");
            else
                out += QStringLiteral("<p>") + inlineText(block.text) + QStringLiteral("</p>\n");
            break;
        case ReportBlock::Kind::Table:
            writeTable(block.table, out);
            break;
        case ReportBlock::Kind::List:
            out += QStringLiteral("<ul>\n");
            for (const ReportText& item : block.items)
                out += QStringLiteral("<li>") + inlineText(item) + QStringLiteral("</li>\n");
            out += QStringLiteral("</ul>\n");
            break;
        case ReportBlock::Kind::PageBreak:
            out += QStringLiteral("<div class=\"break\"></div>\n");
            break;
        case ReportBlock::Kind::Seam:
            break;
        case ReportBlock::Kind::Figure: {
            out += QStringLiteral("<figure>");
            // The systems map as its own SVG (text, a few hundred KB at 1,000 flows, where a
            // picture of it was 3.4 MB); an image keeps its ids and style apart from the
            // report's anchors.
            const QByteArray svg =
                block.map ? MapSvg::write(block.map->graph, block.map->layout) : QByteArray();
            const QByteArray png =
                !svg.isEmpty() || !figureImage ? QByteArray() : figureImage(block);
            if (!svg.isEmpty())
                out += QStringLiteral("<img style=\"max-width:100%\" alt=\"%1\" "
                                      "src=\"data:image/svg+xml;base64,%2\"/>")
                           .arg(escaped(block.text.text), QString::fromLatin1(svg.toBase64()));
            else if (!png.isEmpty())
                out += QStringLiteral("<img style=\"max-width:100%\" alt=\"%1\" "
                                      "src=\"data:image/png;base64,%2\"/>")
                           .arg(escaped(block.text.text), QString::fromLatin1(png.toBase64()));
            out += QStringLiteral("<figcaption>") + inlineText(block.text) +
                   QStringLiteral("</figcaption></figure>\n");
            break;
        }
        }
    }
    out += QStringLiteral("</main>\n</body>\n</html>\n");
    return out.toUtf8();
}

} // namespace FlowAudit
