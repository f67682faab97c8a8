#pragma once

#include <QGraphicsView>

namespace FlowAudit {

class MapScene;

// The map's view: fits the whole figure until the user zooms (Ctrl+wheel, the buttons),
// keeps the zoom and the place it shows when the map is laid out again, and scrolls by
// dragging the background.
class MapView : public QGraphicsView {
    Q_OBJECT
public:
    explicit MapView(MapScene* scene, QWidget* parent = nullptr);

    void zoomIn();
    void zoomOut();
    // The whole figure in the view, and back to following the view's size.
    void fitAll();
    bool fitting() const { return m_fitting; }
    // Keeps the zoom as it is when the map changes (after a drop), until Fit.
    void holdZoom() { m_fitting = false; }
    double zoom() const { return transform().m11(); }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    void zoomBy(double factor);
    bool m_fitting = true;
};

} // namespace FlowAudit
