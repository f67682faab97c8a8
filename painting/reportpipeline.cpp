#include "painting/reportpipeline.h"

#include "core/i18n/translations.h"
#include "core/io/files/atomicfile.h"
#include "core/report/htmlreportwriter.h"
#include "core/report/reportcomposer.h"
#include "painting/pdfreportwriter.h"
#include "painting/reportpages.h"
#include "painting/stormchartimage.h"

#include <QDir>

namespace FlowAudit {

namespace {

// One step's progress out of the pipeline's; `stopped` remembers a cancel, so a writer's
// nullopt after it is a cancel and not a failure to draw.
ReportProgress stepOf(const ReportStepProgress& progress, int step, bool* stopped) {
    return [&progress, step, stopped](int done, int total) {
        if (progress && !progress(step, done, total))
            *stopped = true;
        return !*stopped;
    };
}

} // namespace

ReportPipeline::ReportPipeline(ReportOptions options, Use use)
    : m_options(std::move(options))
    , m_use(use) {
    if (!m_options.language.isEmpty())
        Translations::install(QCoreApplication::instance(), m_options.language);
}

ReportPipeline::~ReportPipeline() = default;

ReportSteps ReportPipeline::steps() const {
    // Laying out the pages is most of the time (measured on 1,000 flows: about 95 %), so
    // the bar moves with the time, not jumping to two thirds when the layout begins.
    if (m_use == Use::Preview)
        return ReportSteps(
            {tr("Checking the flows…"), tr("Writing the report…"), tr("Laying out the pages…")},
            {3, 2, 95});
    if (m_options.format == ReportFormat::Pdf)
        return ReportSteps({tr("Checking the flows…"), tr("Writing the report…"),
                            tr("Laying out and drawing the pages…")},
                           {3, 2, 95});
    return ReportSteps(
        {tr("Checking the flows…"), tr("Writing the report…"), tr("Writing the HTML…")},
        {30, 20, 50});
}

ReportSteps ReportPipeline::saveSteps() const {
    return ReportSteps(
        {m_options.format == ReportFormat::Pdf ? tr("Writing the PDF…") : tr("Writing the HTML…")});
}

bool ReportPipeline::make(const Inventory& inventory, const VendorCatalogue& cards,
                          const AuditReportInput& input, const ReportStepProgress& progress) {
    bool stopped = false;
    const ReportProgress checking = stepOf(progress, 0, &stopped);
    const ReportProgress composing = stepOf(progress, 1, &stopped);
    const ReportProgress laying = stepOf(progress, 2, &stopped);
    m_pages.reset();
    AuditReportInput withOptions = input;
    withOptions.ledgers = m_options.ledgers;
    if (!checking(0, 1))
        return false;
    const std::optional<AuditReport> report =
        AuditReportBuilder::build(inventory, cards, withOptions, checking);
    if (!report || !composing(0, 1))
        return false;
    m_flowCount = report->flows.size();
    m_document = ReportComposer::compose(*report, m_options.detail);
    if (!composing(1, 1))
        return false;
    if (m_use == Use::Write)
        return true;
    m_pages = ReportPages::lay(m_document, m_options.paper, laying);
    return m_pages != nullptr;
}

std::optional<QByteArray> ReportPipeline::render(const ReportProgress& progress, QString* error) {
    if (m_options.format == ReportFormat::Html)
        return HtmlReportWriter::write(m_document, m_options.paper,
                                       StormChartImage::forHtmlReport());
    // The previewed pages themselves when there are some; else laid out and drawn part by
    // part, each let go once its pages are drawn.
    if (m_pages)
        return PdfReportWriter::write(*m_pages, m_document, m_options.pdfA, progress, error);
    return PdfReportWriter::write(m_document, m_options, progress, error);
}

std::optional<ReportFailure> ReportPipeline::save(const QString& path,
                                                  const ReportStepProgress& progress) {
    bool stopped = false;
    const ReportProgress writing = stepOf(progress, m_use == Use::Write ? 2 : 0, &stopped);
    if (!writing(0, 1))
        return ReportFailure{};
    QString why;
    const std::optional<QByteArray> bytes = render(writing, &why);
    if (stopped)
        return ReportFailure{};
    if (!bytes)
        return ReportFailure{
            ReportFailure::Kind::NotDrawn,
            why.isEmpty() ? tr("%1: the PDF could not be drawn; nothing was written")
                                .arg(QDir::toNativeSeparators(path))
                          : tr("%1: the PDF's outline could not be added (%2); nothing was written")
                                .arg(QDir::toNativeSeparators(path), why)};
    if (const std::optional<IoError> error = AtomicFile::write(path, *bytes))
        return ReportFailure{ReportFailure::Kind::NotWritten,
                             tr("%1 (nothing was written)").arg(error->toString())};
    return std::nullopt;
}

std::optional<ReportFailure> ReportPipeline::run(const Inventory& inventory,
                                                 const VendorCatalogue& cards,
                                                 const AuditReportInput& input, const QString& path,
                                                 const ReportStepProgress& progress) {
    if (!make(inventory, cards, input, progress))
        return ReportFailure{};
    return save(path, progress);
}

} // namespace FlowAudit
