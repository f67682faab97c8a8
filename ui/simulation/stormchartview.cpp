#include "ui/simulation/stormchartview.h"

#include "painting/stormchartpainter.h"

#include <QBuffer>
#include <QImage>
#include <QImageWriter>
#include <QPainter>

namespace FlowAudit {

namespace {

// The chart's area in a widget of this size: a small margin all round.
QRectF chartArea(const QSizeF& size) {
    return QRectF(QPointF(0, 0), size).adjusted(6, 6, -6, -6);
}

} // namespace

StormChartView::StormChartView(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("stormChart"));
    setAccessibleName(tr("Retry storm chart"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void StormChartView::setStudy(std::optional<StormStudy> study) {
    m_study = std::move(study);
    update();
}

void StormChartView::setJitter(bool on) {
    m_jitter = on;
    update();
}

void StormChartView::setOneLayerOnly(bool on) {
    m_oneLayerOnly = on;
    update();
}

// The chart as this view shows it: its settings, type and colours.
StormChartPainter StormChartView::painter() const {
    return StormChartPainter(*m_study,
                             {m_jitter, m_oneLayerOnly, font(), palette().color(QPalette::Base)});
}

QList<QPair<QRectF, QString>> StormChartView::labelsAt(const QSize& size) const {
    QList<QPair<QRectF, QString>> out;
    if (!m_study)
        return out;
    for (const StormChartPainter::Label& l : painter().layout(chartArea(size), this).labels)
        out.append({l.rect, l.text});
    return out;
}

QRectF StormChartView::plotAt(const QSize& size) const {
    if (!m_study)
        return {};
    return painter().layout(chartArea(size), this).plot;
}

QByteArray StormChartView::pngBytes(const QSize& size) const {
    if (!m_study)
        return {};
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(palette().color(QPalette::Base));
    {
        QPainter p(&image);
        p.setPen(palette().color(QPalette::Text));
        painter().paint(p, chartArea(size));
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    return writer.write(image) ? bytes : QByteArray();
}

QSize StormChartView::sizeHint() const {
    const int line = fontMetrics().height();
    return QSize(line * 40, line * 18);
}

QSize StormChartView::minimumSizeHint() const {
    const int line = fontMetrics().height();
    return QSize(line * 14, line * 13);
}

void StormChartView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setPen(palette().color(QPalette::Text));
    const QRectF area = chartArea(size());
    if (!m_study) {
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap,
                   tr("Nothing to simulate for this flow"));
        return;
    }
    painter().paint(p, area);
}

} // namespace FlowAudit
