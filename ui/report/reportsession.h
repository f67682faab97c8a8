#pragma once

#include "core/model/inventory.h"
#include "core/report/auditreportbuilder.h"
#include "core/report/reportdocument.h"
#include "core/report/reportoptions.h"
#include "core/vendors/vendorcatalogue.h"

#include <QCoreApplication>
#include <QThread>

#include <optional>

class QWidget;

namespace FlowAudit {

class ReportRenderer;

// One audit report from the inventory to the bytes, made on a thread of its own that
// lives as long as the report: gathering, composing and laying out behind a cancellable
// progress dialog, then the preview's page images and the PDF drawn there from the same
// pages. The window never waits on it except behind a progress dialog.
class ReportSession {
    Q_DECLARE_TR_FUNCTIONS(ReportSession)
public:
    ReportSession();
    ~ReportSession();
    ReportSession(const ReportSession&) = delete;
    ReportSession& operator=(const ReportSession&) = delete;

    // False when cancelled. The inventory and cards are the worker's own copies.
    bool make(QWidget* parent, Inventory inventory, VendorCatalogue cards,
              const AuditReportInput& input, ReportPaper paper,
              ReportDetail detail = ReportDetail::Flagged);
    // The PDF of the pages made (and previewed); nullopt when cancelled.
    std::optional<QByteArray> writePdf(QWidget* parent, bool pdfA);

    ReportRenderer* renderer() const { return m_renderer; }
    const ReportDocument& document() const; // once made

private:
    QThread m_thread;
    ReportRenderer* m_renderer;
};

} // namespace FlowAudit
