#pragma once

#include "core/map/maplayout.h"
#include "core/map/mapstyle.h"

#include <QFont>
#include <QPainterPath>
#include <QPen>
#include <QTransform>

class QPainter;

namespace FlowAudit {

// The systems map drawn with QPainter: one drawing for the editor's map (its scene items
// call the per-item functions), the command line's PNG and PDF, `chart --kind map` and the
// report's figure. It draws what MapSvg writes, from the same strokes (MapStyle): groups
// as labelled boxes, flows as arrows marked by verdict with the iPaaS on a white lane of
// its own, systems as boxes (unknown ones dashed), and the legend under the map. All
// coordinates are the layout's points.
class MapPainter {
public:
    // Every text drawn and where, so tests can check that no two overlap.
    struct Label {
        QRectF rect;
        QString text;
    };

    MapPainter(const MapGraph& graph, const MapLayout& layout);

    // The map's type: MapStyle::FontSize of the layout's points, in the given family.
    static QFont mapFont(const QFont& base = {});
    static QPen penOf(MapVerdict verdict, bool highlighted = false);
    static QPainterPath pathOf(const MapLayout::Arrow& arrow);
    // The points of an arrow's head at `tip`, pointing away from `from`.
    static QPolygonF headOf(QPointF from, QPointF tip);

    // The whole figure (MapStyle::figureBounds) scaled to fit `area`, centred.
    QTransform fitting(const QRectF& area) const;
    void paint(QPainter& painter, const QRectF& area) const;

    // A group's box; its name goes on top of the arrows (paintTexts).
    void paintGroup(QPainter& painter, int group, const QRectF& box) const;
    void paintSystem(QPainter& painter, int system, const QRectF& box,
                     bool highlighted = false) const;
    // An arrow's line and head; its iPaaS label goes on top of every arrow (paintTexts).
    void paintArrow(QPainter& painter, int arrow, const MapLayout::Arrow& path,
                    bool highlighted = false) const;
    // The texts that lie over the arrows, each on a ground of its own so no line crosses
    // it: the iPaaS of each arrow (along `arrows`, the paths as they are now) and each
    // group's name.
    void paintTexts(QPainter& painter, const QList<MapLayout::Arrow>& arrows) const;
    void paintLegend(QPainter& painter) const;
    // Where the iPaaS label of an arrow goes, centred on `at`.
    QRectF ipaasRect(int arrow, QPointF at) const;
    // Where a group's name goes, at the top left of its box.
    QRectF groupLabelRect(int group, const QRectF& box) const;
    // Every text of the figure, in the layout's points.
    QList<Label> labels() const;

private:
    const MapGraph& m_graph;
    const MapLayout& m_layout;
    QFont m_font;
};

} // namespace FlowAudit
