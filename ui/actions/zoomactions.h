#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace FlowAudit {

// Zoom for workshops: the whole window's text larger or smaller (Ctrl++, Ctrl+-, Ctrl+0),
// kept in the settings so the projector laptop starts where it was left.
class ZoomActions : public QObject {
    Q_OBJECT
public:
    static constexpr int MinimumPercent = 70;
    static constexpr int MaximumPercent = 300;

    explicit ZoomActions(QWidget* window);

    QAction* zoomIn;
    QAction* zoomOut;
    QAction* reset;

    int percent() const { return m_percent; }
    void setPercent(int percent);

signals:
    void zoomed(int percent);

private:
    void apply();

    QWidget* m_window;
    qreal m_basePointSize;
    int m_percent = 100;
};

} // namespace FlowAudit
