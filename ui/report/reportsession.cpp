#include "ui/report/reportsession.h"

#include "ui/report/reportrenderer.h"
#include "ui/report/reporttask.h"

namespace FlowAudit {

ReportSession::ReportSession(const ReportOptions& options)
    : m_renderer(new ReportRenderer(options)) {
    m_thread.setObjectName(QStringLiteral("FlowAudit report"));
    m_renderer->moveToThread(&m_thread);
    m_thread.start();
}

// The pages go on their own thread, while its fonts are still there; then the thread ends.
ReportSession::~ReportSession() {
    ReportRenderer* renderer = m_renderer;
    QMetaObject::invokeMethod(
        renderer, [renderer] { renderer->release(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    delete m_renderer;
}

bool ReportSession::make(QWidget* parent, Inventory inventory, VendorCatalogue cards,
                         const AuditReportInput& input) {
    ReportRenderer* renderer = m_renderer;
    ReportTask task(renderer->pipeline().steps());
    const ReportStepProgress progress = task.progress();
    return task.run(parent, tr("Export Audit Report"), renderer, [&] {
        const bool made = renderer->pipeline().make(inventory, cards, input, progress);
        renderer->madeReport();
        return made && renderer->pageCount() > 0;
    });
}

std::optional<ReportFailure> ReportSession::save(QWidget* parent, const QString& path) {
    ReportRenderer* renderer = m_renderer;
    ReportTask task(renderer->pipeline().saveSteps());
    const ReportStepProgress progress = task.progress();
    std::optional<ReportFailure> failure = ReportFailure{};
    task.run(parent, tr("Save Audit Report"), renderer,
             [&] { return !(failure = renderer->pipeline().save(path, progress)); });
    return failure;
}

} // namespace FlowAudit
