#include "ui/map/mapview.h"

#include "ui/map/mapscene.h"

#include <QWheelEvent>

namespace FlowAudit {

MapView::MapView(MapScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent) {
    setObjectName(QStringLiteral("mapView"));
    setRenderHint(QPainter::Antialiasing);
    setDragMode(ScrollHandDrag);
    setTransformationAnchor(AnchorUnderMouse);
    setViewportUpdateMode(SmartViewportUpdate);
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] {
        if (m_fitting)
            fitAll();
    });
}

void MapView::zoomIn() {
    zoomBy(1.25);
}

void MapView::zoomOut() {
    zoomBy(1 / 1.25);
}

void MapView::zoomBy(double factor) {
    const double next = std::clamp(zoom() * factor, 0.05, 8.0);
    m_fitting = false;
    setTransform(QTransform::fromScale(next, next));
}

void MapView::fitAll() {
    m_fitting = true;
    if (!scene() || scene()->sceneRect().isEmpty())
        return;
    fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
}

void MapView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (m_fitting)
        fitAll();
}

void MapView::wheelEvent(QWheelEvent* event) {
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

} // namespace FlowAudit
