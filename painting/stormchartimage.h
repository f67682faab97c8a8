#pragma once

#include "core/report/htmlreportwriter.h"

#include <QByteArray>
#include <QFont>
#include <QSize>

namespace FlowAudit {

struct StormStudy;

// The retry-storm chart as a PNG, drawn by StormChartPainter in black on white at twice
// the pixels (for the HTML report and README pictures).
namespace StormChartImage {

QByteArray png(const StormStudy& study, const QSize& size, const QFont& font);
// What the HTML report embeds for a figure block.
HtmlReportWriter::FigureImage forHtmlReport();

} // namespace StormChartImage

} // namespace FlowAudit
