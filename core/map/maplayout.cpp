#include "core/map/maplayout.h"

#include <QCoreApplication>
#include <QMutex>

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <memory>

namespace FlowAudit {

namespace {

constexpr double PointsPerInch = 72.0;

// One Graphviz context for the program, created on first use and used under the lock.
QMutex& graphvizLock() {
    static QMutex lock;
    return lock;
}
GVC_t* context() {
    static GVC_t* gvc = gvContext();
    return gvc;
}

// Graphviz 2.43 takes char* where it means const char*.
void set(void* object, const char* name, const QByteArray& value) {
    static char none[] = "";
    QByteArray copy = value;
    agsafeset(object, const_cast<char*>(name), copy.data(), none);
}

QByteArray number(double value) {
    return QByteArray::number(value, 'f', 2);
}

// An arrow from Graphviz's spline, mapped into the map's points; nullopt when it has none.
template <typename Map> std::optional<MapLayout::Arrow> arrowOf(const splines* spl, Map mapped) {
    if (!spl || spl->size <= 0 || spl->list[0].size < 2)
        return std::nullopt;
    MapLayout::Arrow arrow;
    const bezier& b = spl->list[0];
    for (int p = 0; p < b.size; ++p)
        arrow.path.append(mapped(b.list[p]));
    arrow.tip = b.eflag ? mapped(b.ep) : arrow.path.last();
    arrow.labelAt = arrow.path.value(arrow.path.size() / 2);
    return arrow;
}

// Where the line from a box's centre towards `towards` leaves the box.
QPointF edgeOf(const QRectF& box, QPointF towards) {
    const QPointF centre = box.center();
    const QPointF d = towards - centre;
    if (d.isNull())
        return centre;
    const double sx = d.x() != 0 ? (box.width() / 2) / std::abs(d.x()) : 1e9;
    const double sy = d.y() != 0 ? (box.height() / 2) / std::abs(d.y()) : 1e9;
    return centre + d * std::min({sx, sy, 1.0});
}

// A system to itself: a short bend beside its box.
MapLayout::Arrow loop(const QRectF& box) {
    MapLayout::Arrow arrow;
    const QPointF start = box.topRight() + QPointF(0, box.height() / 3);
    const QPointF end = box.bottomRight() - QPointF(0, box.height() / 3);
    arrow.path = {start, start + QPointF(30, -10), end + QPointF(30, 10), end};
    arrow.tip = end;
    arrow.labelAt = start + QPointF(30, box.height() / 6);
    return arrow;
}

struct DotGraph {
    QList<Agnode_t*> nodes; // a system's, at its index
    QList<Agedge_t*> edges; // an arrow's, at its index
};

// The map as a Graphviz graph: a cluster per group (its name as the label, so dot keeps room
// for it above the systems, where the map draws it), a fixed-size box per system, an edge
// per arrow.
DotGraph dotGraph(Agraph_t* g, const MapGraph& graph) {
    set(g, "rankdir", "LR");
    set(g, "nodesep", "0.5");
    set(g, "ranksep", "1.2");
    set(g, "splines", "true");
    QList<Agraph_t*> clusters;
    for (qsizetype i = 0; i < graph.groups.size(); ++i) {
        Agraph_t* cluster = agsubg(g, QByteArray("cluster_" + QByteArray::number(i)).data(), 1);
        set(cluster, "margin", number(MapLayout::Margin));
        // The group's name as the cluster's label: dot keeps room for it above the systems
        // (over MapLayout::GroupLabelHeight at this size), where the map draws it, so no other
        // group's box reaches into the strip. The map draws the label itself.
        set(cluster, "label", graph.groups[i].name.toUtf8());
        set(cluster, "fontsize", "14");
        set(cluster, "labeljust", "l");
        clusters.append(cluster);
    }
    DotGraph dot;
    for (qsizetype i = 0; i < graph.systems.size(); ++i) {
        const MapSystem& system = graph.systems[i];
        Agnode_t* node = agnode(g, QByteArray("s" + QByteArray::number(i)).data(), 1);
        const QSizeF size = MapLayout::boxSize(system.label);
        set(node, "shape", "box");
        set(node, "fixedsize", "true");
        set(node, "width", number(size.width() / PointsPerInch));
        set(node, "height", number(size.height() / PointsPerInch));
        set(node, "label", "");
        dot.nodes.append(node);
    }
    for (qsizetype i = 0; i < graph.groups.size(); ++i) {
        for (const int member : graph.groups[i].systems)
            agsubnode(clusters[i], dot.nodes[member], 1);
    }
    for (qsizetype i = 0; i < graph.arrows.size(); ++i) {
        const MapArrow& arrow = graph.arrows[i];
        // One edge per arrow, even between the same two systems (a named edge is new).
        dot.edges.append(agedge(g, dot.nodes[arrow.from], dot.nodes[arrow.to],
                                QByteArray("a" + QByteArray::number(i)).data(), 1));
    }
    return dot;
}

// Each group's box around its systems, with a strip for its label, and the bounds of it all.
void frameGroups(MapLayout& layout, const MapGraph& graph) {
    for (const MapGroup& group : graph.groups) {
        QRectF box;
        for (const int member : group.systems)
            box = box.isNull() ? layout.systems[member] : box.united(layout.systems[member]);
        box.adjust(-MapLayout::Margin, -MapLayout::Margin - MapLayout::GroupLabelHeight,
                   MapLayout::Margin, MapLayout::Margin);
        layout.groups.append(box);
    }
    QRectF all;
    auto include = [&all](const QRectF& r) { all = all.isNull() ? r : all.united(r); };
    for (const QRectF& r : std::as_const(layout.systems))
        include(r);
    for (const QRectF& r : std::as_const(layout.groups))
        include(r);
    for (const MapLayout::Arrow& a : std::as_const(layout.arrows)) {
        for (const QPointF& p : a.path)
            include(QRectF(p, QSizeF(1, 1)));
    }
    layout.bounds =
        all.adjusted(-MapLayout::Margin, -MapLayout::Margin, MapLayout::Margin, MapLayout::Margin);
}

} // namespace

MapLayout::Arrow MapLayout::direct(const QRectF& from, const QRectF& to) {
    const QPointF start = edgeOf(from, to.center());
    const QPointF end = edgeOf(to, from.center());
    const QPointF third = (end - start) / 3;
    Arrow arrow;
    arrow.path = {start, start + third, end - third, end};
    arrow.tip = end;
    arrow.labelAt = (start + end) / 2;
    return arrow;
}

QSizeF MapLayout::boxSize(const QString& label) {
    return {std::max(64.0, CharWidth * double(label.size()) + 24.0), BoxHeight};
}

std::optional<MapLayout> MapLayout::of(const MapGraph& graph, QString* error) {
    const QMutexLocker locked(&graphvizLock());
    GVC_t* gvc = context();
    Agraph_t* g = agopen(const_cast<char*>("map"), Agdirected, nullptr);
    std::unique_ptr<Agraph_t, int (*)(Agraph_t*)> closing(g, agclose);
    const DotGraph dot = dotGraph(g, graph);
    const QList<Agnode_t*>& nodes = dot.nodes;
    const QList<Agedge_t*>& edges = dot.edges;
    if (gvLayout(gvc, g, "dot") != 0) {
        gvFreeLayout(gvc, g);
        *error = QCoreApplication::translate("MapLayout", "Graphviz could not lay out the map");
        return std::nullopt;
    }
    // dot's y runs upwards; the map's downwards, from the top of dot's bounding box.
    const double top = GD_bb(g).UR.y;
    const auto fromDot = [top](pointf p) { return QPointF(p.x, top - p.y); };
    QList<QPointF> centres;
    bool anyPlaced = false;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        const pointf at = ND_coord(nodes[i]);
        anyPlaced = anyPlaced || graph.systems[i].at.has_value();
        centres.append(graph.systems[i].at ? QPointF(*graph.systems[i].at)
                                           : QPointF(at.x, top - at.y));
    }
    MapLayout layout;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        const QSizeF size = boxSize(graph.systems[i].label);
        layout.systems.append(
            QRectF(centres[i] - QPointF(size.width() / 2, size.height() / 2), size));
    }
    // dot's own routes, good wherever both ends stay where dot put them.
    QList<std::optional<Arrow>> routes;
    for (Agedge_t* edge : std::as_const(edges))
        routes.append(arrowOf(ED_spl(edge), fromDot));
    gvFreeLayout(gvc, g);
    if (anyPlaced && graph.arrows.size() <= RoutedArrowsLimit) {
        // The arrows routed over the final positions (neato -n2), in Graphviz's y-up points.
        for (qsizetype i = 0; i < nodes.size(); ++i)
            set(nodes[i], "pos", number(centres[i].x()) + ',' + number(-centres[i].y()) + '!');
        set(g, "overlap", "true");
        if (gvLayout(gvc, g, "nop2") != 0) {
            gvFreeLayout(gvc, g);
            *error =
                QCoreApplication::translate("MapLayout", "Graphviz could not route the arrows");
            return std::nullopt;
        }
        // nop2 may translate the whole drawing: the offset from Graphviz's y-up points back
        // to the map's, taken from a system whose centre is known.
        QPointF shift;
        if (!nodes.isEmpty()) {
            const pointf placed = ND_coord(nodes[0]);
            shift = QPointF(centres[0].x() - placed.x, centres[0].y() + placed.y);
        }
        const auto fromNop = [&shift](pointf p) {
            return QPointF(p.x + shift.x(), -p.y + shift.y());
        };
        for (qsizetype i = 0; i < edges.size(); ++i)
            routes[i] = arrowOf(ED_spl(edges[i]), fromNop);
        gvFreeLayout(gvc, g);
    } else if (anyPlaced) {
        // Too many arrows for the router (its cost grows with the cube of their number:
        // minutes at 2,000): dot's routes where both ends stayed, a direct curve otherwise.
        for (qsizetype i = 0; i < graph.arrows.size(); ++i) {
            const MapArrow& arrow = graph.arrows[i];
            if (graph.systems[arrow.from].at || graph.systems[arrow.to].at)
                routes[i].reset();
        }
    }
    for (qsizetype i = 0; i < graph.arrows.size(); ++i) {
        const QRectF from = layout.systems[graph.arrows[i].from];
        const QRectF to = layout.systems[graph.arrows[i].to];
        const bool toItself = graph.arrows[i].from == graph.arrows[i].to;
        layout.arrows.append(routes[i] ? *routes[i] : toItself ? loop(from) : direct(from, to));
    }
    frameGroups(layout, graph);
    return layout;
}

} // namespace FlowAudit
