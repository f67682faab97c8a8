#pragma once

#include "core/map/maplayout.h"
#include "painting/mappainter.h"

#include <QGraphicsScene>

#include <memory>

namespace FlowAudit {

class MapArrowItem;
class MapSystemItem;
class MapTextsItem;

// The systems map as a scene: one item per group, arrow and system, all painted by one
// MapPainter from the graph and the layout it holds. A drag moves a system's box and its
// arrows follow in straight lines; the drop says where (systemPlaced), and the caller
// writes it and lays the map out again.
class MapScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit MapScene(QObject* parent = nullptr);

    // The map of `graph` where `layout` put it; either null: an empty scene.
    void show(std::shared_ptr<const MapGraph> graph, std::shared_ptr<const MapLayout> layout);
    const MapGraph* graph() const { return m_graph.get(); }
    const MapLayout* layout() const { return m_layout.get(); }
    std::shared_ptr<const MapGraph> graphShared() const { return m_graph; }
    std::shared_ptr<const MapLayout> layoutShared() const { return m_layout; }
    const MapPainter* painter() const { return m_painter.get(); }
    // The figure's whole area: the map and its legend.
    QRectF figure() const;

    // For the items.
    void systemMoved(int system);
    void systemDropped(int system, QPointF centre);
    void systemClicked(int system) { emit systemActivated(system); }
    void systemDoubleClicked(int system) { emit systemFocused(system); }
    void arrowClicked(int arrow) { emit arrowActivated(arrow); }
    void lightSystem(int system, bool lit);
    // Each arrow's path as drawn now (direct while a system is dragged).
    QList<MapLayout::Arrow> arrowPaths() const;
    QString systemToolTip(int system) const;
    QString arrowToolTip(int arrow) const;

signals:
    void systemPlaced(int system, QPoint centre);
    void systemActivated(int system);
    // A double click: the map is to show only this system's surroundings.
    void systemFocused(int system);
    void arrowActivated(int arrow);

private:
    std::shared_ptr<const MapGraph> m_graph;
    std::shared_ptr<const MapLayout> m_layout;
    std::unique_ptr<MapPainter> m_painter;
    QList<MapSystemItem*> m_systems;
    QList<MapArrowItem*> m_arrows;
    MapTextsItem* m_texts = nullptr;
};

} // namespace FlowAudit
