#pragma once

#include "core/map/mapgraph.h"

#include <QList>
#include <QPointF>
#include <QRectF>

namespace FlowAudit {

// Where the systems map puts everything, in points, origin at the top left, y downwards:
// each system's box, each group's labelled box around its systems, and each arrow's path
// as cubic Bézier segments (start, then three points per segment) with its arrow head's
// tip. Laid out by Graphviz (gvc/cgraph): dot places the systems and routes the arrows; the
// systems the user placed (`at`) are put there and, up to RoutedArrowsLimit arrows, every
// arrow is routed again over the final positions with neato -n2 (the nop2 layout); above
// it, whose cost grows with the cube of the arrows, an arrow with a placed end is drawn as
// a direct curve. Placing a system never moves another.
struct MapLayout {
    struct Arrow {
        QList<QPointF> path; // start, then (control, control, end) per segment
        QPointF tip;         // where the arrow head points
        QPointF labelAt;     // the middle of the path, for the iPaaS label
    };
    QList<QRectF> systems; // by MapGraph::systems
    QList<QRectF> groups;  // by MapGraph::groups, the label's strip included at the top
    QList<Arrow> arrows;   // by MapGraph::arrows
    QRectF bounds;         // everything, margins included

    // Box sizes from a label's length: the map's own drawing measures text the same way.
    static constexpr double CharWidth = 7.0;
    static constexpr double BoxHeight = 36.0;
    static constexpr double GroupLabelHeight = 20.0;
    static constexpr double Margin = 16.0;
    static QSizeF boxSize(const QString& label);
    static constexpr qsizetype RoutedArrowsLimit = 200;
    // A curve from the edge of one box to the edge of another (also what a drag draws).
    static Arrow direct(const QRectF& from, const QRectF& to);

    // Graphviz's library is not thread-safe: every call of it is made under one lock, so
    // layouts from several threads take turns. Nullopt with *error when Graphviz fails.
    static std::optional<MapLayout> of(const MapGraph& graph, QString* error);
};

} // namespace FlowAudit
