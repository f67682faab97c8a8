#include "ui/painting/pdfreportwriter.h"

#include "ui/painting/reportpages.h"

#include <QBuffer>
#include <QPdfWriter>

namespace FlowAudit {

std::optional<QByteArray> PdfReportWriter::write(const ReportDocument& report,
                                                 const ReportOptions& options,
                                                 const ReportProgress& progress) {
    // Laying out is about the first third of the work, drawing the pages the rest.
    const auto layProgress = [&](int done, int total) {
        return !progress || progress(done, total * 3);
    };
    const std::unique_ptr<ReportPages> pages = ReportPages::lay(report, options.paper, layProgress);
    if (!pages)
        return std::nullopt;
    const auto printProgress = [&](int done, int total) {
        return !progress || progress(total + 2 * done, total * 3);
    };
    return write(*pages, report, options.pdfA, printProgress);
}

std::optional<QByteArray> PdfReportWriter::write(const ReportPages& pages,
                                                 const ReportDocument& report, bool pdfA,
                                                 const ReportProgress& progress) {
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(ReportPages::Resolution);
        writer.setPageLayout(pages.pageLayout());
        writer.setTitle(ReportDocument::printable(report.title));
        writer.setCreator(QStringLiteral("FlowAudit %1").arg(QStringLiteral(FLOWAUDIT_VERSION)));
        if (pdfA)
            writer.setPdfVersion(QPagedPaintDevice::PdfVersion_A1b);
        if (!pages.print(&writer, progress))
            return std::nullopt;
    }
    return bytes;
}

} // namespace FlowAudit
