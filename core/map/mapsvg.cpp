#include "core/map/mapsvg.h"

#include <QCoreApplication>

namespace FlowAudit::MapSvg {

namespace {

// Text for XML: escaped, and without the control characters XML 1.0 does not allow.
QByteArray escaped(const QString& text) {
    QString kept;
    kept.reserve(text.size());
    for (const QChar c : text) {
        if (c.unicode() >= 0x20 || c == u'\t' || c == u'\n' || c == u'\r')
            kept += c;
    }
    return kept.toHtmlEscaped().toUtf8();
}

QByteArray num(double value) {
    return QByteArray::number(value, 'f', 1);
}

QByteArray pathData(const QList<QPointF>& points) {
    if (points.isEmpty())
        return {};
    QByteArray d = "M" + num(points[0].x()) + ',' + num(points[0].y());
    for (qsizetype i = 1; i + 2 < points.size(); i += 3)
        d += " C" + num(points[i].x()) + ',' + num(points[i].y()) + ' ' + num(points[i + 1].x()) +
             ',' + num(points[i + 1].y()) + ' ' + num(points[i + 2].x()) + ',' +
             num(points[i + 2].y());
    return d;
}

// An arrow head at `tip`, pointing away from `from`.
QByteArray head(QPointF from, QPointF tip) {
    QPointF direction = tip - from;
    const double length = std::hypot(direction.x(), direction.y());
    direction = length > 0 ? direction / length : QPointF(1, 0);
    const QPointF across(-direction.y(), direction.x());
    const QPointF base = tip - direction * 10;
    const QPointF a = base + across * 5;
    const QPointF b = base - across * 5;
    return num(tip.x()) + ',' + num(tip.y()) + ' ' + num(a.x()) + ',' + num(a.y()) + ' ' +
           num(b.x()) + ',' + num(b.y());
}

// How a verdict draws its lines, as presentation attributes (the classes' CSS says the
// same, and a team's own CSS overrides both).
QByteArray strokeOf(MapVerdict verdict) {
    switch (verdict) {
    case MapVerdict::Fail:
        return "stroke=\"#c62828\" stroke-width=\"3\"";
    case MapVerdict::Warn:
        return "stroke=\"#b26a00\" stroke-width=\"2\" stroke-dasharray=\"8 4\"";
    case MapVerdict::Accepted:
        return "stroke=\"#6a1b9a\" stroke-width=\"2\" stroke-dasharray=\"2 4\"";
    case MapVerdict::Ok:
        break;
    }
    return "stroke=\"#2e7d32\" stroke-width=\"1.2\"";
}

QByteArray fillOf(MapVerdict verdict) {
    switch (verdict) {
    case MapVerdict::Fail:
        return "fill=\"#c62828\"";
    case MapVerdict::Warn:
        return "fill=\"#b26a00\"";
    case MapVerdict::Accepted:
        return "fill=\"#6a1b9a\"";
    case MapVerdict::Ok:
        break;
    }
    return "fill=\"#2e7d32\"";
}

} // namespace

QByteArray write(const MapGraph& graph, const MapLayout& layout) {
    const QRectF view = layout.bounds;
    QByteArray svg;
    svg += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(view.width()) +
           "pt\" height=\"" + num(view.height()) + "pt\" viewBox=\"" + num(view.x()) + ' ' +
           num(view.y()) + ' ' + num(view.width()) + ' ' + num(view.height()) + "\">\n";
    svg += "<style>\n"
           "text { font-family: 'DejaVu Sans', sans-serif; font-size: 11px; }\n"
           ".group rect { fill: #f4f6f8; stroke: #90a4ae; }\n"
           ".group text { font-weight: bold; fill: #37474f; }\n"
           ".system rect { fill: #ffffff; stroke: #37474f; }\n"
           ".system.unknown rect { stroke-dasharray: 4 3; fill: #fafafa; }\n"
           ".flow path { fill: none; }\n"
           ".flow.fail path { stroke: #c62828; stroke-width: 3; }\n"
           ".flow.warn path { stroke: #b26a00; stroke-width: 2; stroke-dasharray: 8 4; }\n"
           ".flow.accepted path { stroke: #6a1b9a; stroke-width: 2; stroke-dasharray: 2 4; }\n"
           ".flow.ok path { stroke: #2e7d32; stroke-width: 1.2; }\n"
           ".flow.fail polygon { fill: #c62828; } .flow.warn polygon { fill: #b26a00; }\n"
           ".flow.accepted polygon { fill: #6a1b9a; } .flow.ok polygon { fill: #2e7d32; }\n"
           ".ipaas rect { fill: #ffffff; stroke: none; } .ipaas text { fill: #455a64; }\n"
           "</style>\n";
    for (qsizetype i = 0; i < graph.groups.size(); ++i) {
        const QRectF box = layout.groups[i];
        svg += "<g id=\"group-" + QByteArray::number(i + 1) + "\" class=\"group\"><rect x=\"" +
               num(box.x()) + "\" y=\"" + num(box.y()) + "\" width=\"" + num(box.width()) +
               "\" height=\"" + num(box.height()) +
               "\" rx=\"6\" fill=\"#f4f6f8\" stroke=\"#90a4ae\"/><text x=\"" + num(box.x() + 8) +
               "\" y=\"" + num(box.y() + 15) + "\" font-weight=\"bold\" fill=\"#37474f\">" +
               escaped(graph.groups[i].name) + "</text></g>\n";
    }
    // Flows under the systems' boxes, each flow's arrows in one group.
    for (qsizetype i = 0; i < graph.arrows.size();) {
        const MapArrow& first = graph.arrows[i];
        svg += "<g id=\"flow-" + first.flowSafeId.toUtf8() + "\" class=\"flow " +
               MapGraph::verdictClass(first.verdict).toUtf8() + "\"><title>" +
               escaped(first.flowId) +
               (first.rules.isEmpty() ? QByteArray()
                                      : QByteArray(": ") + escaped(first.rules.join(u", "))) +
               "</title>";
        for (; i < graph.arrows.size() && graph.arrows[i].flow == first.flow; ++i) {
            const MapLayout::Arrow& arrow = layout.arrows[i];
            const MapVerdict verdict = graph.arrows[i].verdict;
            svg += "<path d=\"" + pathData(arrow.path) + "\" fill=\"none\" " + strokeOf(verdict) +
                   "/>";
            if (arrow.path.size() >= 2)
                svg += "<polygon points=\"" + head(arrow.path[arrow.path.size() - 2], arrow.tip) +
                       "\" " + fillOf(verdict) + "/>";
            if (!graph.arrows[i].ipaas.isEmpty()) {
                // The label on a white lane of its own, so no line crosses it.
                const double width = MapLayout::CharWidth * graph.arrows[i].ipaas.size() + 6;
                svg += "<g class=\"ipaas\"><rect x=\"" + num(arrow.labelAt.x() - width / 2) +
                       "\" y=\"" + num(arrow.labelAt.y() - 8) + "\" width=\"" + num(width) +
                       "\" height=\"14\" fill=\"#ffffff\"/><text x=\"" + num(arrow.labelAt.x()) +
                       "\" y=\"" + num(arrow.labelAt.y() + 3) +
                       "\" text-anchor=\"middle\" fill=\"#455a64\">" +
                       escaped(graph.arrows[i].ipaas) + "</text></g>";
            }
        }
        svg += "</g>\n";
    }
    for (qsizetype i = 0; i < graph.systems.size(); ++i) {
        const MapSystem& system = graph.systems[i];
        const QRectF box = layout.systems[i];
        svg += "<g id=\"system-" + system.safeId.toUtf8() + "\" class=\"system" +
               (system.unknown ? " unknown" : "") + "\"><rect x=\"" + num(box.x()) + "\" y=\"" +
               num(box.y()) + "\" width=\"" + num(box.width()) + "\" height=\"" +
               num(box.height()) + "\" rx=\"4\" fill=\"#ffffff\" stroke=\"#37474f\"" +
               (system.unknown ? " stroke-dasharray=\"4 3\"" : "") + "/><text x=\"" +
               num(box.center().x()) + "\" y=\"" + num(box.center().y() + 4) +
               "\" text-anchor=\"middle\">" + escaped(system.label) + "</text></g>\n";
    }
    svg += "</svg>\n";
    return svg;
}

} // namespace FlowAudit::MapSvg
