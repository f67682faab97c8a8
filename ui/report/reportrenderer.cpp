#include "ui/report/reportrenderer.h"

#include "ui/painting/reportpages.h"

namespace FlowAudit {

ReportRenderer::ReportRenderer() = default;
ReportRenderer::~ReportRenderer() = default;

void ReportRenderer::setReport(ReportDocument document, std::unique_ptr<ReportPages> pages) {
    m_document = std::move(document);
    m_pages = std::move(pages);
    // Counting lays out the whole text here, on this thread, not on the first paint.
    m_pageCount = m_pages ? m_pages->pageCount() : 0;
    m_pageSize = m_pages ? m_pages->pageLayout().fullRectPoints().size() : QSizeF();
}

void ReportRenderer::release() {
    m_pages.reset();
}

void ReportRenderer::drawPage(int index, qreal dpi) {
    if (!m_pages || index < 0 || index >= m_pageCount)
        return;
    emit pageDrawn(index, dpi, m_pages->pageImage(index, dpi));
}

} // namespace FlowAudit
