#pragma once

#include "core/report/reportdocument.h"
#include "core/report/reportoptions.h"

#include <QByteArray>

namespace FlowAudit {

// Writes a report as one self-contained HTML file: styles and icons inline, no script and
// nothing fetched from anywhere. Every text is escaped, so whatever an inventory holds
// shows as text. The markup is also well-formed XML, so any parser reads it.
class HtmlReportWriter {
public:
    static QByteArray write(const ReportDocument& document, ReportPaper paper);
    // The printable text (ReportDocument::printable) with &, <, >, " and ' escaped.
    static QString escaped(QStringView text);
};

} // namespace FlowAudit
