#pragma once

#include "core/model/inventory.h"
#include "core/report/auditreportbuilder.h"
#include "core/report/reportoptions.h"
#include "core/vendors/vendorcatalogue.h"
#include "painting/reportpipeline.h"

#include <QCoreApplication>
#include <QThread>

#include <optional>

class QWidget;

namespace FlowAudit {

class ReportRenderer;

// The editor's face of the report pipeline: its work on a thread of its own that lives as
// long as the report, behind a cancellable progress dialog; the pages made there, previewed
// from there, and the file written from the same pages. The window never waits on it
// except behind a progress dialog.
class ReportSession {
    Q_DECLARE_TR_FUNCTIONS(ReportSession)
public:
    explicit ReportSession(const ReportOptions& options = {});
    ~ReportSession();
    ReportSession(const ReportSession&) = delete;
    ReportSession& operator=(const ReportSession&) = delete;

    // False when cancelled. The inventory and cards are the worker's own copies.
    bool make(QWidget* parent, Inventory inventory, VendorCatalogue cards,
              const AuditReportInput& input);
    // Writes the report made (and previewed) to `path`: nullopt when written, else why not.
    std::optional<ReportFailure> save(QWidget* parent, const QString& path);

    ReportRenderer* renderer() const { return m_renderer; }

private:
    QThread m_thread;
    ReportRenderer* m_renderer;
};

} // namespace FlowAudit
