#pragma once

#include "core/simulation/stormstudy.h"

#include <QWidget>

#include <optional>

namespace FlowAudit {

class StormChartPainter;

// The retry-storm chart on screen: StormChartPainter in a widget, in the widget's font
// (View → Zoom) and colours. Also renders itself to a PNG.
class StormChartView : public QWidget {
    Q_OBJECT
public:
    explicit StormChartView(QWidget* parent = nullptr);

    void setStudy(std::optional<StormStudy> study);
    const std::optional<StormStudy>& study() const { return m_study; }
    void setJitter(bool on);
    bool jitter() const { return m_jitter; }
    void setOneLayerOnly(bool on);
    bool oneLayerOnly() const { return m_oneLayerOnly; }

    // The texts the chart draws at a size, and where (for layout tests).
    QList<QPair<QRectF, QString>> labelsAt(const QSize& size) const;
    QRectF plotAt(const QSize& size) const;
    // The chart as a PNG at twice the widget's pixels; empty when there is nothing to draw.
    QByteArray pngBytes(const QSize& size) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    StormChartPainter painter() const; // only with a study
    std::optional<StormStudy> m_study;
    bool m_jitter = true;
    bool m_oneLayerOnly = false;
};

} // namespace FlowAudit
