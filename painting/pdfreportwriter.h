#pragma once

#include "core/report/auditreportbuilder.h"
#include "core/report/reportdocument.h"
#include "core/report/reportoptions.h"

#include <QByteArray>

#include <optional>

namespace FlowAudit {

class ReportPages;

// Writes a report as PDF with QPdfWriter: fonts embedded, A4 or Letter, PDF/A-1b when
// asked, the report's title and FlowAudit as creator in its metadata, an outline and links
// to its own headings. Needs a
// QGuiApplication (the offscreen platform will do). The bytes are returned whole, for
// AtomicFile to write.
class PdfReportWriter {
public:
    // With its outline and its links inside the file (PdfUpdate). Nullopt when progress
    // asked to cancel, or with *error when the outline could not be added.
    static std::optional<QByteArray> write(const ReportDocument& report,
                                           const ReportOptions& options,
                                           const ReportProgress& progress = {},
                                           QString* error = nullptr);
    // The same from pages already laid out (the preview's), so what is saved is what was seen.
    static std::optional<QByteArray> write(const ReportPages& pages, const ReportDocument& report,
                                           bool pdfA, const ReportProgress& progress = {},
                                           QString* error = nullptr);
};

} // namespace FlowAudit
