#pragma once

#include <QAbstractScrollArea>
#include <QHash>
#include <QImage>
#include <QSet>

namespace FlowAudit {

class ReportRenderer;

// The report's pages one below the other, as they will be printed. A page is asked of the
// renderer (on the report's thread) only when it scrolls into sight, and a few are kept,
// so a report of hundreds of pages opens at once and scrolling never waits on drawing.
// Zoom 1.0 shows a page at its real size on a 96 dpi screen.
class ReportPageView : public QAbstractScrollArea {
    Q_OBJECT
public:
    static constexpr qreal MinZoom = 0.25;
    static constexpr qreal MaxZoom = 4.0;

    explicit ReportPageView(ReportRenderer* renderer, QWidget* parent = nullptr);

    int pageCount() const { return m_pageCount; }
    int currentPage() const; // 0-based: the page at the top third of the view
    qreal zoom() const { return m_zoom; }
    bool fitsWidth() const { return m_fitWidth; }
    void setZoom(qreal zoom);
    void setFitWidth(bool fit);
    void showPage(int index);
    // Pages drawn and kept: tests check that the view does not draw them all.
    int cachedPageCount() const { return int(m_cache.size()); }
    // Whether every page asked of the renderer has come back: what is in sight is drawn, and
    // nothing more will be until the view scrolls, zooms or resizes.
    bool isSettled() const { return m_pending.isEmpty(); }

signals:
    void currentPageChanged(int index, int count);
    void zoomChanged(qreal zoom);
    void pageWanted(int index, qreal dpi); // to the renderer, queued
    void settled();                        // the last page asked for came back

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void pageDrawn(int index, qreal dpi, const QImage& image);
    qreal wantedDpi() const;
    QSize pageSizePixels() const; // at the current zoom, in device-independent pixels
    int pageStride() const;       // a page and the gap below it
    const QImage* imageOf(int index);
    void applyZoom(qreal zoom);
    void updateScrollBars();
    void emitCurrentPage();

    struct Drawn {
        QImage image;
        qreal dpi = 0;
    };
    int m_pageCount;
    QSizeF m_pageSize; // in points
    qreal m_zoom = 1.0;
    bool m_fitWidth = true;
    int m_lastCurrent = -1;
    QHash<int, Drawn> m_cache;
    QList<int> m_recent; // cached pages, most recently shown last
    QSet<int> m_pending; // asked for at the current dpi, not back yet
};

} // namespace FlowAudit
