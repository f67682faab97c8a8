#include "ui/report/reportsession.h"

#include "core/report/reportcomposer.h"
#include "ui/painting/pdfreportwriter.h"
#include "ui/painting/reportpages.h"
#include "ui/report/reportrenderer.h"
#include "ui/report/reporttask.h"

namespace FlowAudit {

ReportSession::ReportSession()
    : m_renderer(new ReportRenderer) {
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

const ReportDocument& ReportSession::document() const {
    return m_renderer->document();
}

bool ReportSession::make(QWidget* parent, Inventory inventory, VendorCatalogue cards,
                         const AuditReportInput& input, ReportPaper paper, ReportDetail detail) {
    // Laying out the pages is most of the time (measured on 1,000 flows: about 95 %), so
    // the bar moves with the time, not jumping to two thirds when the layout begins.
    ReportTask task(ReportSteps(
        {tr("Checking the flows…"), tr("Writing the report…"), tr("Laying out the pages…")},
        {3, 2, 95}));
    const ReportProgress gathering = task.progressOf(0);
    const ReportProgress composing = task.progressOf(1);
    const ReportProgress laying = task.progressOf(2);
    ReportRenderer* renderer = m_renderer;
    return task.run(parent, tr("Export Audit Report"), renderer, [&] {
        const std::optional<AuditReport> report =
            AuditReportBuilder::build(inventory, cards, input, gathering);
        if (!report || !composing(0, 1))
            return false;
        ReportDocument document = ReportComposer::compose(*report, detail);
        if (!composing(1, 1))
            return false;
        std::unique_ptr<ReportPages> pages = ReportPages::lay(document, paper, laying);
        if (!pages)
            return false;
        renderer->setReport(std::move(document), std::move(pages));
        return renderer->pageCount() > 0;
    });
}

std::optional<QByteArray> ReportSession::writePdf(QWidget* parent, bool pdfA) {
    ReportTask task(ReportSteps({tr("Writing the PDF…")}));
    const ReportProgress progress = task.progressOf(0);
    std::optional<QByteArray> bytes;
    ReportRenderer* renderer = m_renderer;
    const bool done = task.run(parent, tr("Save Audit Report"), renderer, [&] {
        bytes = PdfReportWriter::write(*renderer->pages(), renderer->document(), pdfA, progress);
        return bytes.has_value();
    });
    return done ? bytes : std::nullopt;
}

} // namespace FlowAudit
