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

} // namespace

QSizeF MapLayout::boxSize(const QString& label) {
    return {std::max(64.0, CharWidth * double(label.size()) + 24.0), BoxHeight};
}

std::optional<MapLayout> MapLayout::of(const MapGraph& graph, QString* error) {
    const QMutexLocker locked(&graphvizLock());
    GVC_t* gvc = context();
    Agraph_t* g = agopen(const_cast<char*>("map"), Agdirected, nullptr);
    std::unique_ptr<Agraph_t, int (*)(Agraph_t*)> closing(g, agclose);
    set(g, "rankdir", "LR");
    set(g, "nodesep", "0.5");
    set(g, "ranksep", "1.2");
    set(g, "splines", "true");
    QList<Agraph_t*> clusters;
    for (qsizetype i = 0; i < graph.groups.size(); ++i) {
        Agraph_t* cluster = agsubg(g, QByteArray("cluster_" + QByteArray::number(i)).data(), 1);
        set(cluster, "margin", number(Margin));
        clusters.append(cluster);
    }
    QList<Agnode_t*> nodes;
    for (qsizetype i = 0; i < graph.systems.size(); ++i) {
        const MapSystem& system = graph.systems[i];
        Agnode_t* node = agnode(g, QByteArray("s" + QByteArray::number(i)).data(), 1);
        const QSizeF size = boxSize(system.label);
        set(node, "shape", "box");
        set(node, "fixedsize", "true");
        set(node, "width", number(size.width() / PointsPerInch));
        set(node, "height", number(size.height() / PointsPerInch));
        set(node, "label", "");
        nodes.append(node);
    }
    for (qsizetype i = 0; i < graph.groups.size(); ++i) {
        for (const int member : graph.groups[i].systems)
            agsubnode(clusters[i], nodes[member], 1);
    }
    QList<Agedge_t*> edges;
    for (qsizetype i = 0; i < graph.arrows.size(); ++i) {
        const MapArrow& arrow = graph.arrows[i];
        // One edge per arrow, even between the same two systems (a named edge is new).
        edges.append(agedge(g, nodes[arrow.from], nodes[arrow.to],
                            QByteArray("a" + QByteArray::number(i)).data(), 1));
    }
    if (gvLayout(gvc, g, "dot") != 0) {
        *error = QCoreApplication::translate("MapLayout", "Graphviz could not lay out the map");
        return std::nullopt;
    }
    // dot's y runs upwards; the map's downwards, from the top of dot's bounding box.
    const double top = GD_bb(g).UR.y;
    QList<QPointF> centres;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        const pointf at = ND_coord(nodes[i]);
        centres.append(graph.systems[i].at ? QPointF(*graph.systems[i].at)
                                           : QPointF(at.x, top - at.y));
    }
    gvFreeLayout(gvc, g);
    // The edges routed over the final positions (neato -n2), in Graphviz's y-up points.
    for (qsizetype i = 0; i < nodes.size(); ++i)
        set(nodes[i], "pos", number(centres[i].x()) + ',' + number(-centres[i].y()) + '!');
    set(g, "overlap", "true");
    if (gvLayout(gvc, g, "nop2") != 0) {
        *error = QCoreApplication::translate("MapLayout", "Graphviz could not route the arrows");
        return std::nullopt;
    }
    // nop2 may translate the whole drawing: the offset from Graphviz's y-up points back to
    // the map's, taken from a system whose centre is known.
    QPointF shift;
    if (!nodes.isEmpty()) {
        const pointf placed = ND_coord(nodes[0]);
        shift = QPointF(centres[0].x() - placed.x, centres[0].y() + placed.y);
    }
    auto mapped = [&shift](pointf p) { return QPointF(p.x + shift.x(), -p.y + shift.y()); };
    MapLayout layout;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        const QSizeF size = boxSize(graph.systems[i].label);
        layout.systems.append(
            QRectF(centres[i] - QPointF(size.width() / 2, size.height() / 2), size));
    }
    for (qsizetype i = 0; i < edges.size(); ++i) {
        Arrow arrow;
        const splines* spl = ED_spl(edges[i]);
        if (spl && spl->size > 0) {
            const bezier& b = spl->list[0];
            for (int p = 0; p < b.size; ++p)
                arrow.path.append(mapped(b.list[p]));
            arrow.tip = b.eflag ? mapped(b.ep) : arrow.path.last();
        } else {
            // Graphviz routes no loop for a system to itself over given positions: a
            // short bend beside the box.
            const QRectF box = layout.systems[graph.arrows[i].from];
            const QPointF start = box.topRight() + QPointF(0, box.height() / 3);
            const QPointF end = box.bottomRight() - QPointF(0, box.height() / 3);
            arrow.path = {start, start + QPointF(30, -10), end + QPointF(30, 10), end};
            arrow.tip = end;
        }
        arrow.labelAt = arrow.path.value(arrow.path.size() / 2);
        layout.arrows.append(arrow);
    }
    gvFreeLayout(gvc, g);
    // Each group's box around its systems, with a strip for its label.
    for (const MapGroup& group : graph.groups) {
        QRectF box;
        for (const int member : group.systems)
            box = box.isNull() ? layout.systems[member] : box.united(layout.systems[member]);
        box.adjust(-Margin, -Margin - GroupLabelHeight, Margin, Margin);
        layout.groups.append(box);
    }
    QRectF all;
    auto include = [&all](const QRectF& r) { all = all.isNull() ? r : all.united(r); };
    for (const QRectF& r : std::as_const(layout.systems))
        include(r);
    for (const QRectF& r : std::as_const(layout.groups))
        include(r);
    for (const Arrow& a : std::as_const(layout.arrows)) {
        for (const QPointF& p : a.path)
            include(QRectF(p, QSizeF(1, 1)));
    }
    layout.bounds = all.adjusted(-Margin, -Margin, Margin, Margin);
    return layout;
}

} // namespace FlowAudit
