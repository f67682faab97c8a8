#include "ui/report/reportpageview.h"

#include "ui/report/reportrenderer.h"

#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>

namespace FlowAudit {

namespace {

constexpr int Gap = 16;       // around and between pages, in pixels
constexpr int KeptPages = 12; // drawn pages kept; a screen shows a handful at most
constexpr qreal ScreenDpi = 96;

} // namespace

ReportPageView::ReportPageView(ReportRenderer* renderer, QWidget* parent)
    : QAbstractScrollArea(parent)
    , m_pageCount(renderer->pageCount())
    , m_pageSize(renderer->pageSizePoints()) {
    setObjectName(QStringLiteral("reportPageView"));
    setAccessibleName(tr("Report pages"));
    setFocusPolicy(Qt::StrongFocus); // arrows and Page Up/Down scroll once it has focus
    viewport()->setBackgroundRole(QPalette::Dark);
    viewport()->setAutoFillBackground(true);
    verticalScrollBar()->setSingleStep(40);
    connect(this, &ReportPageView::pageWanted, renderer, &ReportRenderer::drawPage);
    connect(renderer, &ReportRenderer::pageDrawn, this, &ReportPageView::pageDrawn);
    updateScrollBars();
}

qreal ReportPageView::wantedDpi() const {
    return m_zoom * ScreenDpi * devicePixelRatioF();
}

QSize ReportPageView::pageSizePixels() const {
    return (m_pageSize * (m_zoom * ScreenDpi / 72.0)).toSize();
}

int ReportPageView::pageStride() const {
    return pageSizePixels().height() + Gap;
}

int ReportPageView::currentPage() const {
    const int third = verticalScrollBar()->value() + viewport()->height() / 3;
    return qBound(0, third / qMax(1, pageStride()), qMax(0, m_pageCount - 1));
}

void ReportPageView::setZoom(qreal zoom) {
    m_fitWidth = false;
    applyZoom(qBound(MinZoom, zoom, MaxZoom));
}

void ReportPageView::setFitWidth(bool fit) {
    m_fitWidth = fit;
    if (fit && m_pageSize.width() > 0) {
        const qreal width = qMax(1, viewport()->width() - 2 * Gap);
        applyZoom(qBound(MinZoom, width / (m_pageSize.width() * ScreenDpi / 72.0), MaxZoom));
    }
}

// Keeps the page at the top in sight; pages of the old size stay until their new ones come.
void ReportPageView::applyZoom(qreal zoom) {
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    const int page = currentPage();
    m_zoom = zoom;
    m_pending.clear();
    updateScrollBars();
    showPage(page);
    emit zoomChanged(m_zoom);
}

void ReportPageView::showPage(int index) {
    verticalScrollBar()->setValue(qBound(0, index, qMax(0, m_pageCount - 1)) * pageStride());
    viewport()->update();
    emitCurrentPage();
}

void ReportPageView::updateScrollBars() {
    const QSize page = pageSizePixels();
    const int height = Gap + m_pageCount * pageStride();
    verticalScrollBar()->setRange(0, qMax(0, height - viewport()->height()));
    verticalScrollBar()->setPageStep(viewport()->height());
    horizontalScrollBar()->setRange(0, qMax(0, page.width() + 2 * Gap - viewport()->width()));
    horizontalScrollBar()->setPageStep(viewport()->width());
    viewport()->update();
}

const QImage* ReportPageView::imageOf(int index) {
    const qreal dpi = wantedDpi();
    const auto found = m_cache.constFind(index);
    if ((found == m_cache.cend() || !qFuzzyCompare(found->dpi, dpi)) &&
        !m_pending.contains(index)) {
        m_pending.insert(index);
        emit pageWanted(index, dpi);
    }
    if (found != m_cache.cend()) {
        m_recent.removeOne(index);
        m_recent.append(index);
    }
    return found == m_cache.cend() ? nullptr : &found->image; // an old size beats a blank
}

void ReportPageView::pageDrawn(int index, qreal dpi, const QImage& image) {
    m_pending.remove(index); // answered: at a size no longer wanted, it is asked for again
    if (!qFuzzyCompare(dpi, wantedDpi())) {
        viewport()->update();
        return;
    }
    QImage shown = image;
    shown.setDevicePixelRatio(devicePixelRatioF());
    m_cache.insert(index, Drawn{shown, dpi});
    m_recent.removeOne(index);
    m_recent.append(index);
    while (m_recent.size() > KeptPages)
        m_cache.remove(m_recent.takeFirst());
    viewport()->update();
    if (m_pending.isEmpty())
        emit settled();
}

void ReportPageView::paintEvent(QPaintEvent* event) {
    QPainter painter(viewport());
    const QSize size = pageSizePixels();
    const int top = verticalScrollBar()->value();
    const int left =
        qMax(Gap, (viewport()->width() - size.width()) / 2) - horizontalScrollBar()->value();
    for (int page = qMax(0, (top - Gap) / qMax(1, pageStride())); page < m_pageCount; ++page) {
        const QRect rect(left, Gap + page * pageStride() - top, size.width(), size.height());
        if (rect.top() > viewport()->height())
            break;
        if (!rect.intersects(event->rect()))
            continue;
        painter.fillRect(rect.translated(2, 2), QColor(0, 0, 0, 60)); // a hint of a shadow
        if (const QImage* image = imageOf(page)) {
            painter.drawImage(rect, *image);
        } else {
            painter.fillRect(rect, Qt::white);
            painter.setPen(Qt::gray);
            painter.drawText(rect, Qt::AlignCenter, tr("Page %1").arg(page + 1));
        }
    }
}

void ReportPageView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    if (m_fitWidth)
        setFitWidth(true);
    updateScrollBars();
    emitCurrentPage();
}

void ReportPageView::scrollContentsBy(int, int) {
    viewport()->update();
    emitCurrentPage();
}

void ReportPageView::emitCurrentPage() {
    const int page = currentPage();
    if (page == m_lastCurrent)
        return;
    m_lastCurrent = page;
    emit currentPageChanged(page, m_pageCount);
}

} // namespace FlowAudit
