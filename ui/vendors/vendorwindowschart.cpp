#include "ui/vendors/vendorwindowschart.h"

#include <QEvent>
#include <QPainter>

namespace FlowAudit {

VendorWindowsChart::VendorWindowsChart(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("vendorWindowsChart"));
    setAccessibleName(tr("Vendor windows chart"));
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

VendorWindowsPainter& VendorWindowsChart::synced() const {
    m_painter.setFont(chartFont());
    m_painter.setColours(palette());
    // Before it is laid out, the widget's width says nothing: the widest label decides.
    m_painter.setWidth(testAttribute(Qt::WA_Resized) ? width() : 0);
    return m_painter;
}

void VendorWindowsChart::setCards(QList<VendorCard> cards, QDate today, int staleAfterDays) {
    m_painter.setCards(std::move(cards), today, staleAfterDays);
    setAccessibleDescription(m_painter.summary());
    updateGeometry();
    update();
}

void VendorWindowsChart::setFlowLines(const QString& flowId,
                                      std::optional<Duration> ledgerRetention,
                                      std::optional<Duration> maxReplayWindow) {
    m_painter.setFlowLines(flowId, ledgerRetention, maxReplayWindow);
    updateGeometry();
    update();
}

void VendorWindowsChart::setScale(double scale) {
    m_scale = scale;
    updateGeometry();
    update();
}

void VendorWindowsChart::setPageHeight(int height) {
    synced().setPageHeight(height);
    updateGeometry();
    update();
}

int VendorWindowsChart::pageCount() const {
    return synced().pageCount();
}

int VendorWindowsChart::page() const {
    return m_painter.page();
}

void VendorWindowsChart::setPage(int page) {
    synced().setPage(page);
    updateGeometry();
    update();
}

QList<int> VendorWindowsChart::rowsOnPage() const {
    return synced().rowsOnPage();
}

QStringList VendorWindowsChart::legendEntries() const {
    return m_painter.legendEntries();
}

int VendorWindowsChart::rowCount() const {
    return m_painter.rowCount();
}

QString VendorWindowsChart::rowText(int row) const {
    return m_painter.rowText(row);
}

QFont VendorWindowsChart::chartFont() const {
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 1.25 * m_scale);
    return font;
}

QSize VendorWindowsChart::sizeHint() const {
    const VendorWindowsPainter& p = synced();
    return {p.preferredWidth(), p.pageHeight() > 0 ? p.pageHeight() : p.contentHeight()};
}

QSize VendorWindowsChart::minimumSizeHint() const {
    const VendorWindowsPainter& p = synced();
    return {p.minimumWidth(), p.pageHeight() > 0 ? p.rowHeight() * 8 : sizeHint().height()};
}

void VendorWindowsChart::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateGeometry();
}

void VendorWindowsChart::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    updateGeometry(); // wrapped labels take another height at another width
}

void VendorWindowsChart::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    synced().paint(painter);
}

} // namespace FlowAudit
