#include "ui/report/reportrenderer.h"

#include "painting/reportpages.h"
#include "painting/reportpipeline.h"

namespace FlowAudit {

ReportRenderer::ReportRenderer(const ReportOptions& options)
    : m_pipeline(std::make_unique<ReportPipeline>(options, ReportPipeline::Use::Preview)) {}

ReportRenderer::~ReportRenderer() = default;

void ReportRenderer::madeReport() {
    const ReportPages* pages = m_pipeline ? m_pipeline->pages() : nullptr;
    // Counting lays out the whole text here, on this thread, not on the first paint.
    m_pageCount = pages ? pages->pageCount() : 0;
    m_pageSize = pages ? pages->pageLayout().fullRectPoints().size() : QSizeF();
}

void ReportRenderer::release() {
    m_pipeline.reset();
}

void ReportRenderer::drawPage(int index, qreal dpi) {
    const ReportPages* pages = m_pipeline ? m_pipeline->pages() : nullptr;
    if (!pages || index < 0 || index >= m_pageCount)
        return;
    emit pageDrawn(index, dpi, pages->pageImage(index, dpi));
}

} // namespace FlowAudit
