#pragma once

#include "core/report/auditreportbuilder.h"
#include "core/report/reportdocument.h"

#include <memory>

class QTextDocument;

namespace FlowAudit {

// Lays a report out as a QTextDocument for printing: headings, paragraphs, tables whose
// header row repeats on every page, lists, page breaks, and the marks as vector icons
// beside their words. Type sizes are in points, so any resolution prints them alike.
class ReportTextDocument {
public:
    // nullptr when progress asked to cancel.
    static std::unique_ptr<QTextDocument> build(const ReportDocument& report, const ReportProgress& progress = {});
    static QString bodyFamily();
    static QString codeFamily();
};

} // namespace FlowAudit
