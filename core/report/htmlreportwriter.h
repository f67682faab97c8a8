#pragma once

#include "core/report/reportdocument.h"
#include "core/report/reportoptions.h"

#include <QByteArray>

#include <functional>

namespace FlowAudit {

// Writes a report as one self-contained HTML file: styles and icons inline, no script and
// nothing fetched from anywhere. Every text is escaped, so whatever an inventory holds
// shows as text. The markup is also well-formed XML, so any parser reads it.
class HtmlReportWriter {
public:
    // A chart as PNG bytes (drawn by the chart painter, which the core cannot reach);
    // without one, or when it gives nothing, a chart is its caption alone. The systems map
    // is the core's own SVG, always.
    using FigureImage = std::function<QByteArray(const ReportBlock& figure)>;
    static QByteArray write(const ReportDocument& document, ReportPaper paper,
                            const FigureImage& figureImage = {});
    // The printable text (ReportDocument::printable) with &, <, >, " and ' escaped.
    static QString escaped(QStringView text);
};

} // namespace FlowAudit
