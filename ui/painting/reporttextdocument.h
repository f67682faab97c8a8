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
    // The blocks [first, end) of the report; page breaks among them are kept.
    static std::unique_ptr<QTextDocument> build(const ReportDocument& report, qsizetype first,
                                                qsizetype end);
    static QString bodyFamily();
    static QString codeFamily();
};

} // namespace FlowAudit
