#include "painting/pdfreportwriter.h"

#include "painting/pdfupdate.h"
#include "painting/reportpages.h"

#include <QBuffer>
#include <QPdfWriter>

#include <string>
#include <vector>

namespace FlowAudit {

namespace {

// Qt's PDF writer gives neither an outline nor jumps inside the file: qpdf's library adds
// both to the bytes drawn (PdfUpdate, an incremental update). False with *error when it
// cannot read them.
bool navigate(QByteArray& bytes, const QList<ReportPages::Target>& targets, QString* error) {
    std::vector<PdfUpdate::Target> headings;
    headings.reserve(std::size_t(targets.size()));
    for (const ReportPages::Target& target : targets)
        headings.push_back({target.anchor.toStdString(), target.title.toStdString(), target.level,
                            target.page, target.top});
    std::string update;
    std::string why;
    if (!PdfUpdate::navigation(bytes.constData(), std::size_t(bytes.size()), headings, &update,
                               &why)) {
        if (error)
            *error = QString::fromStdString(why);
        return false;
    }
    bytes.append(update.data(), qsizetype(update.size())); // qpdf is done reading them
    return true;
}

// The PDF of the report, its pages drawn by `draw` onto a writer set up for them, then made
// navigable to `targets` (filled by the time `draw` returns).
template <typename Draw>
std::optional<QByteArray> writePdf(const ReportDocument& report, const QPageLayout& layout,
                                   bool pdfA, const QList<ReportPages::Target>& targets,
                                   QString* error, Draw draw) {
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
    if (!navigate(bytes, targets, error))
        return std::nullopt;
    return bytes;
}

} // namespace

std::optional<QByteArray> PdfReportWriter::write(const ReportDocument& report,
                                                 const ReportOptions& options,
                                                 const ReportProgress& progress, QString* error) {
    // Each part is drawn as soon as it is laid out, then let go.
    QList<ReportPages::Target> targets;
    return writePdf(report, ReportPages::layoutFor(options.paper), options.pdfA, targets, error,
                    [&](QPdfWriter* writer) {
                        return ReportPages::stream(report, options.paper, writer, progress,
                                                   ReportPages::DefaultKeptParts, &targets);
                    });
}

std::optional<QByteArray> PdfReportWriter::write(const ReportPages& pages,
                                                 const ReportDocument& report, bool pdfA,
                                                 const ReportProgress& progress, QString* error) {
    return writePdf(report, pages.pageLayout(), pdfA, pages.targets(), error,
                    [&](QPdfWriter* writer) { return pages.print(writer, progress); });
}

} // namespace FlowAudit
