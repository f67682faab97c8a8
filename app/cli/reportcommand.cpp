// flowaudit-cli report: the audit report of one inventory as PDF or HTML.
#include "app/cli/clicommands.h"

#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/outputguard.h"
#include "app/cli/progressline.h"

#include "core/i18n/translations.h"
#include "core/io/atomicfile.h"
#include "core/io/inventoryfile.h"
#include "core/report/auditreportbuilder.h"
#include "core/report/htmlreportwriter.h"
#include "core/report/reportcomposer.h"
#include "ui/painting/pdfreportwriter.h"
#include "ui/painting/stormchartimage.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFileInfo>

namespace FlowAudit::Cli {

int report(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::Report);
    QCommandLineParser parser;
    const QCommandLineOption outputOption(QStringLiteral("output"), tr("Output file."),
                                          QStringLiteral("path"));
    const QCommandLineOption formatOption(QStringLiteral("format"), tr("pdf or html."),
                                          QStringLiteral("format"));
    const QCommandLineOption paperOption(QStringLiteral("paper"), tr("a4 or letter."),
                                         QStringLiteral("paper"), QStringLiteral("a4"));
    const QCommandLineOption langOption(QStringLiteral("lang"), tr("en or de."),
                                        QStringLiteral("lang"), Translations::systemLanguage());
    const QCommandLineOption pdfaOption(QStringLiteral("pdfa"), tr("Write PDF/A-1b."));
    const QCommandLineOption staleOption(
        QStringLiteral("stale-after"), tr("Days after which a vendor card is stale."),
        QStringLiteral("days"), QString::number(CardAge::DefaultStaleAfterDays));
    const QCommandLineOption detailOption(
        QStringLiteral("detail"),
        tr("flagged (a section for each flow with something to report) or all."),
        QStringLiteral("flows"), QStringLiteral("flagged"));
    const QCommandLineOption ledgersOption(
        QStringLiteral("ledgers"),
        tr("Append each flow's action ledger as SQL: postgresql, mysql or sqlite."),
        QStringLiteral("dialect"));
    parser.addOptions({outputOption, formatOption, paperOption, langOption, pdfaOption, staleOption,
                       detailOption, ledgersOption});
    if (!parser.parse(QStringList{QStringLiteral("report")} + arguments))
        return usageError(parser.errorText());
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return usageError(tr("report takes one inventory file"));
    if (!parser.isSet(outputOption))
        return usageError(tr("report needs --output PATH"));
    const QString output = parser.value(outputOption);

    ReportOptions options;
    const QString suffix = QFileInfo(output).suffix().toLower();
    const QString formatWord =
        parser.isSet(formatOption)
            ? parser.value(formatOption)
            : (suffix == QLatin1StringView("htm") ? QStringLiteral("html") : suffix);
    if (const auto format = ReportOptions::formatFromKeyword(formatWord))
        options.format = *format;
    else if (parser.isSet(formatOption))
        return usageError(tr("unknown format \"%1\": use pdf or html").arg(formatWord));
    else // never guess: --output inventory.yaml must not become a PDF
        return usageError(
            tr("%1 is neither .pdf nor .html: name the format with --format pdf or --format html")
                .arg(output));
    if (const auto paper = ReportOptions::paperFromKeyword(parser.value(paperOption)))
        options.paper = *paper;
    else
        return usageError(
            tr("unknown paper \"%1\": use a4 or letter").arg(parser.value(paperOption)));
    if (const auto detail = ReportOptions::detailFromKeyword(parser.value(detailOption)))
        options.detail = *detail;
    else
        return usageError(
            tr("unknown detail \"%1\": use flagged or all").arg(parser.value(detailOption)));
    if (parser.isSet(ledgersOption)) {
        options.ledgers = ledgerDialectFromKeyword(parser.value(ledgersOption));
        if (!options.ledgers)
            return usageError(tr("unknown dialect \"%1\": use postgresql, mysql or sqlite")
                                  .arg(parser.value(ledgersOption)));
    }
    options.pdfA = parser.isSet(pdfaOption);
    if (options.pdfA && options.format != ReportFormat::Pdf)
        return usageError(tr("--pdfa applies to PDF only"));
    const QString lang = parser.value(langOption);
    if (lang != QLatin1StringView("en") && lang != QLatin1StringView("de"))
        return usageError(tr("unknown language \"%1\": use en or de").arg(lang));
    bool daysOk = false;
    const int staleAfter = parser.value(staleOption).toInt(&daysOk);
    if (!daysOk || staleAfter < 0)
        return usageError(tr("--stale-after takes a whole number of days, not \"%1\"")
                              .arg(parser.value(staleOption)));
    Translations::install(QCoreApplication::instance(), lang);

    const QString& file = files.first();
    if (namesAnInput(output, {file}))
        return usageError(
            tr("--output %1 is the inventory itself; choose another file").arg(output));
    QByteArray bytes;
    if (const auto error = InventoryFile::readBytes(file, &bytes)) {
        printLine(stderr, error->toString());
        return 2;
    }
    const InventoryReadResult read =
        InventoryFile::parse(bytes, InventoryFile::formatOf(file), file);
    if (!read.inventory) {
        printLine(stderr, read.error.toString());
        return 2;
    }
    const VendorCatalogue cards = bundledCards();

    AuditReportInput input;
    input.fileName = file;
    input.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    input.staleAfterDays = staleAfter;
    input.ledgers = options.ledgers;
    // On a terminal the line below the prompt says the step and how far it is, from the
    // first second; the command line never cancels, so a missing value is a failure to draw.
    const bool pdf = options.format == ReportFormat::Pdf;
    ProgressLine progress(pdf ? ReportSteps({tr("Checking the flows…"), tr("Writing the report…"),
                                             tr("Laying out and drawing the pages…")},
                                            {3, 2, 95})
                              : ReportSteps({tr("Checking the flows…"), tr("Writing the report…"),
                                             tr("Writing the HTML…")},
                                            {30, 20, 50}));
    progress.report(0, 0, 1);
    const std::optional<AuditReport> data =
        AuditReportBuilder::build(*read.inventory, cards, input, [&](int done, int total) {
            return progress.report(0, done, total);
        });
    progress.report(1, 0, 1);
    const ReportDocument document = ReportComposer::compose(*data, options.detail);
    progress.report(2, 0, 1);
    const std::optional<QByteArray> written =
        pdf ? PdfReportWriter::write(
                  document, options,
                  [&](int done, int total) { return progress.report(2, done, total); })
            : std::optional<QByteArray>(HtmlReportWriter::write(document, options.paper,
                                                                StormChartImage::forHtmlReport()));
    progress.finish();
    if (!written) {
        printLine(stderr, tr("%1: the PDF could not be drawn; nothing was written").arg(output));
        return 2;
    }
    if (const auto error = AtomicFile::write(output, *written)) {
        printLine(stderr, tr("%1 (nothing was written)").arg(error->toString()));
        return 2;
    }
    printLine(stderr,
              tr("%1: report written, flows %2").arg(output, QString::number(data->flows.size())));
    return 0;
}

} // namespace FlowAudit::Cli
