#include "painting/pdfreportwriter.h"

#include "painting/pdfnavigation.h"
#include "painting/reportpages.h"

#include <QBuffer>
#include <QPdfWriter>

namespace FlowAudit {

namespace {

// The PDF of the report, its pages drawn by `draw` onto a writer set up for them.
template <typename Draw>
std::optional<QByteArray> writePdf(const ReportDocument& report, const QPageLayout& layout,
                                   bool pdfA, Draw draw) {
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(ReportPages::Resolution);
        writer.setPageLayout(layout);
        writer.setTitle(ReportDocument::printable(report.title));
        writer.setCreator(QStringLiteral("FlowAudit %1").arg(QStringLiteral(FLOWAUDIT_VERSION)));
        if (pdfA)
            writer.setPdfVersion(QPagedPaintDevice::PdfVersion_A1b);
        if (!draw(&writer))
            return std::nullopt;
    }
    return bytes;
}

} // namespace

std::optional<QByteArray> PdfReportWriter::write(const ReportDocument& report,
                                                 const ReportOptions& options,
                                                 const ReportProgress& progress, QString* error) {
    // Each part is drawn as soon as it is laid out, then let go.
    QList<ReportPages::Target> targets;
    std::optional<QByteArray> drawn = writePdf(
        report, ReportPages::layoutFor(options.paper), options.pdfA, [&](QPdfWriter* writer) {
            return ReportPages::stream(report, options.paper, writer, progress,
                                       ReportPages::DefaultKeptParts, &targets);
        });
    QString why;
    if (!drawn || !PdfNavigation::add(*drawn, targets, error ? error : &why))
        return std::nullopt;
    return drawn;
}

std::optional<QByteArray> PdfReportWriter::write(const ReportPages& pages,
                                                 const ReportDocument& report, bool pdfA,
                                                 const ReportProgress& progress, QString* error) {
    std::optional<QByteArray> drawn =
        writePdf(report, pages.pageLayout(), pdfA,
                 [&](QPdfWriter* writer) { return pages.print(writer, progress); });
    QString why;
    if (!drawn || !PdfNavigation::add(*drawn, pages.targets(), error ? error : &why))
        return std::nullopt;
    return drawn;
}

} // namespace FlowAudit
