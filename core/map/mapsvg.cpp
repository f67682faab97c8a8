#include "core/map/mapsvg.h"

#include "core/map/mapstyle.h"

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
    QByteArray points;
    for (const QPointF& p : MapStyle::arrowHead(from, tip))
        points += (points.isEmpty() ? "" : " ") + num(p.x()) + ',' + num(p.y());
    return points;
}

QByteArray dashes(const MapStroke& stroke) {
    QByteArray out;
    for (const double d : stroke.dashes)
        out += (out.isEmpty() ? "" : " ") + QByteArray::number(d);
    return out;
}

// How a verdict draws its lines, as presentation attributes (the classes' CSS says the
// same, and a team's own CSS overrides both).
QByteArray strokeOf(MapVerdict verdict) {
    const MapStroke stroke = MapStyle::strokeOf(verdict);
    QByteArray out = "stroke=\"" + QByteArray(stroke.colour.data(), stroke.colour.size()) +
                     "\" stroke-width=\"" + QByteArray::number(stroke.width) + '"';
    if (!stroke.dashes.isEmpty())
        out += " stroke-dasharray=\"" + dashes(stroke) + '"';
    return out;
}

QByteArray fillOf(MapVerdict verdict) {
    const MapStroke stroke = MapStyle::strokeOf(verdict);
    return "fill=\"" + QByteArray(stroke.colour.data(), stroke.colour.size()) + '"';
}

// The classes' CSS, from the same strokes.
QByteArray verdictCss() {
    QByteArray css;
    for (const MapVerdict verdict :
         {MapVerdict::Fail, MapVerdict::Warn, MapVerdict::Accepted, MapVerdict::Ok}) {
        const MapStroke stroke = MapStyle::strokeOf(verdict);
        const QByteArray name = MapGraph::verdictClass(verdict).toUtf8();
        const QByteArray colour(stroke.colour.data(), stroke.colour.size());
        css += ".flow." + name + " path, .legend ." + name + " { stroke: " + colour +
               "; stroke-width: " + QByteArray::number(stroke.width) +
               (stroke.dashes.isEmpty() ? QByteArray() : "; stroke-dasharray: " + dashes(stroke)) +
               "; }\n.flow." + name + " polygon { fill: " + colour + "; }\n";
    }
    return css;
}

} // namespace

QByteArray write(const MapGraph& graph, const MapLayout& layout) {
    const QRectF view = MapStyle::figureBounds(layout);
    QByteArray svg;
    svg += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(view.width()) +
           "pt\" height=\"" + num(view.height()) + "pt\" viewBox=\"" + num(view.x()) + ' ' +
           num(view.y()) + ' ' + num(view.width()) + ' ' + num(view.height()) + "\">\n";
    svg += "<style>\n"
           "text { font-family: 'DejaVu Sans', sans-serif; font-size: 11px; }\n"
           ".group rect { fill: #f4f6f8; stroke: #90a4ae; }\n"
           ".group-label rect { fill: #f4f6f8; stroke: none; }\n"
           ".group-label text { font-weight: bold; fill: #37474f; }\n"
           ".system rect { fill: #ffffff; stroke: #37474f; }\n"
           ".system.unknown rect { stroke-dasharray: 4 3; fill: #fafafa; }\n"
           ".flow path, .legend line { fill: none; }\n" +
           verdictCss() +
           ".ipaas rect, .count rect { fill: #ffffff; stroke: none; }\n"
           ".ipaas text, .count text { fill: #455a64; }\n"
           "</style>\n";
    for (qsizetype i = 0; i < graph.groups.size(); ++i) {
        const QRectF box = layout.groups[i];
        svg += "<g id=\"group-" + QByteArray::number(i + 1) + "\" class=\"group\"><rect x=\"" +
               num(box.x()) + "\" y=\"" + num(box.y()) + "\" width=\"" + num(box.width()) +
               "\" height=\"" + num(box.height()) +
               "\" rx=\"6\" fill=\"#f4f6f8\" stroke=\"#90a4ae\"/></g>\n";
    }
    // Flows under the systems' boxes, each flow's arrows in one group; per pair, each
    // pair's arrow a group naming its flows (`data-flows`, the IDs a flow's group has).
    for (qsizetype i = 0; i < graph.arrows.size();) {
        const MapArrow& first = graph.arrows[i];
        if (graph.perPair) {
            QByteArray flows;
            for (const MapArrowFlow& flow : first.flows)
                flows += (flows.isEmpty() ? "flow-" : " flow-") + escaped(flow.safeId);
            svg += "<g id=\"pair-" + QByteArray::number(i + 1) + "\" class=\"flow pair " +
                   MapGraph::verdictClass(first.verdict()).toUtf8() + "\" data-from=\"system-" +
                   graph.systems[first.from].safeId.toUtf8() + "\" data-to=\"system-" +
                   graph.systems[first.to].safeId.toUtf8() + "\" data-flows=\"" + flows +
                   "\"><title>" + escaped(graph.arrowTitle(i)) + "</title>";
        } else {
            svg += "<g id=\"flow-" + first.flowSafeId().toUtf8() + "\" class=\"flow " +
                   MapGraph::verdictClass(first.verdict()).toUtf8() + "\"><title>" +
                   escaped(graph.arrowTitle(i)) + "</title>";
        }
        for (const qsizetype start = i;
             i < graph.arrows.size() &&
             (graph.perPair ? i == start : graph.arrows[i].flow() == first.flow());
             ++i) {
            const MapLayout::Arrow& arrow = layout.arrows[i];
            const MapVerdict verdict = graph.arrows[i].verdict();
            svg += "<path d=\"" + pathData(arrow.path) + "\" fill=\"none\" " + strokeOf(verdict) +
                   "/>";
            if (arrow.path.size() >= 2)
                svg += "<polygon points=\"" + head(arrow.path[arrow.path.size() - 2], arrow.tip) +
                       "\" " + fillOf(verdict) + "/>";
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
    // The texts over the arrows, after every arrow so none crosses them, each on a ground
    // of its own and naming what it labels: each arrow's iPaaS (or a pair's count of flows),
    // each group's name.
    svg += "<g class=\"labels\">";
    for (qsizetype i = 0; i < graph.arrows.size(); ++i) {
        const QString label = graph.arrows[i].label();
        if (label.isEmpty())
            continue;
        const QPointF at = layout.arrows[i].labelAt;
        const double width = MapLayout::CharWidth * label.size() + 6;
        svg += QByteArray(graph.arrows[i].flows.size() > 1 ? "<g class=\"count\""
                                                           : "<g class=\"ipaas\"") +
               " data-flow=\"" +
               (graph.perPair ? "pair-" + QByteArray::number(i + 1)
                              : "flow-" + graph.arrows[i].flowSafeId().toUtf8()) +
               "\"><rect x=\"" + num(at.x() - width / 2) + "\" y=\"" + num(at.y() - 8) +
               "\" width=\"" + num(width) + "\" height=\"14\" fill=\"#ffffff\"/><text x=\"" +
               num(at.x()) + "\" y=\"" + num(at.y() + 3) +
               "\" text-anchor=\"middle\" fill=\"#455a64\">" + escaped(label) + "</text></g>";
    }
    for (qsizetype i = 0; i < graph.groups.size(); ++i) {
        // Bold: about a tenth wider than the estimate of regular type.
        const QRectF strip = MapStyle::groupLabelRect(
            layout.groups[i], MapStyle::textWidth(graph.groups[i].name) * 1.1);
        svg += "<g class=\"group-label\" data-group=\"group-" + QByteArray::number(i + 1) +
               "\"><rect x=\"" + num(strip.x()) + "\" y=\"" + num(strip.y()) + "\" width=\"" +
               num(strip.width()) + "\" height=\"" + num(strip.height()) +
               "\" fill=\"#f4f6f8\"/><text x=\"" + num(strip.x() + 3) + "\" y=\"" +
               num(strip.y() + 12) + "\" font-weight=\"bold\" fill=\"#37474f\">" +
               escaped(graph.groups[i].name) + "</text></g>";
    }
    svg += "</g>\n";
    // The legend: each verdict's line and its word, so the colours need no key elsewhere.
    svg += "<g class=\"legend\">";
    for (const MapLegendEntry& entry : MapStyle::legend(layout.bounds)) {
        svg += "<line class=\"" + MapGraph::verdictClass(entry.verdict).toUtf8() + "\" x1=\"" +
               num(entry.lineFrom.x()) + "\" y1=\"" + num(entry.lineFrom.y()) + "\" x2=\"" +
               num(entry.lineTo.x()) + "\" y2=\"" + num(entry.lineTo.y()) + "\" " +
               strokeOf(entry.verdict) + "/><text x=\"" + num(entry.textAt.x()) + "\" y=\"" +
               num(entry.textAt.y()) + "\">" + escaped(entry.text) + "</text>";
    }
    svg += "</g>\n</svg>\n";
    return svg;
}

} // namespace FlowAudit::MapSvg
