// flowaudit-cli report: the audit report of one inventory as PDF or HTML.
#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandarguments.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/outputguard.h"
#include "app/cli/progressline.h"

#include "core/i18n/translations.h"
#include "core/io/files/inventoryfile.h"
#include "ui/painting/reportpipeline.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFileInfo>

namespace FlowAudit::Cli {

namespace {

QList<QCommandLineOption> reportOptions() {
    return {Options::output(),
            Options::format(nullptr),
            Options::valued("paper", "a4"),
            Options::valued("lang", Translations::systemLanguage()),
            Options::flag("pdfa"),
            Options::valued("stale-after", QString::number(CardAge::DefaultStaleAfterDays)),
            Options::valued("detail", "flagged"),
            Options::valued("ledgers")};
}

int runReport(const QStringList& commandLine) {
    CommandArguments arguments(reportCommand);
    if (!arguments.parse(commandLine))
        return arguments.status();
    const QStringList files = arguments.positional();
    if (files.size() != 1)
        return usageError(tr("report takes one inventory file"));
    if (!arguments.isSet(Options::Output))
        return usageError(tr("report needs --output PATH"));
    const QString output = arguments.value(Options::Output);

    ReportOptions options;
    const QString suffix = QFileInfo(output).suffix().toLower();
    const QString formatWord =
        arguments.isSet(Options::Format)
            ? arguments.value(Options::Format)
            : (suffix == QLatin1StringView("htm") ? QStringLiteral("html") : suffix);
    if (const auto format = ReportOptions::formatFromKeyword(formatWord))
        options.format = *format;
    else if (arguments.isSet(Options::Format))
        return usageError(tr("unknown format \"%1\": use pdf or html").arg(formatWord));
    else // never guess: --output inventory.yaml must not become a PDF
        return usageError(
            tr("%1 is neither .pdf nor .html: name the format with --format pdf or --format html")
                .arg(output));
    if (const auto paper =
            ReportOptions::paperFromKeyword(arguments.value(QLatin1StringView("paper"))))
        options.paper = *paper;
    else
        return usageError(tr("unknown paper \"%1\": use a4 or letter")
                              .arg(arguments.value(QLatin1StringView("paper"))));
    if (const auto detail =
            ReportOptions::detailFromKeyword(arguments.value(QLatin1StringView("detail"))))
        options.detail = *detail;
    else
        return usageError(tr("unknown detail \"%1\": use flagged or all")
                              .arg(arguments.value(QLatin1StringView("detail"))));
    if (arguments.isSet(QLatin1StringView("ledgers"))) {
        options.ledgers = ledgerDialectFromKeyword(arguments.value(QLatin1StringView("ledgers")));
        if (!options.ledgers)
            return usageError(tr("unknown dialect \"%1\": use postgresql, mysql or sqlite")
                                  .arg(arguments.value(QLatin1StringView("ledgers"))));
    }
    options.pdfA = arguments.isSet(QLatin1StringView("pdfa"));
    if (options.pdfA && options.format != ReportFormat::Pdf)
        return usageError(tr("--pdfa applies to PDF only"));
    const QString lang = arguments.value(QLatin1StringView("lang"));
    if (const auto language = ReportOptions::languageFromKeyword(lang))
        options.language = *language;
    else
        return usageError(tr("unknown language \"%1\": use en or de").arg(lang));
    bool daysOk = false;
    const int staleAfter = arguments.value(QLatin1StringView("stale-after")).toInt(&daysOk);
    if (!daysOk || staleAfter < 0)
        return usageError(tr("--stale-after takes a whole number of days, not \"%1\"")
                              .arg(arguments.value(QLatin1StringView("stale-after"))));
    // From here on the command speaks the report's language.
    ReportPipeline pipeline(options);

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
    const std::optional<VendorCatalogue> teamCards = inventoryCards(file, *read.inventory);
    if (!teamCards)
        return 2;

    AuditReportInput input;
    input.fileName = file;
    input.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    input.staleAfterDays = staleAfter;
    // On a terminal the line below the prompt says the step and how far it is, from the
    // first second; the command line never cancels.
    ProgressLine progress(pipeline.steps());
    const std::optional<ReportFailure> failure = pipeline.run(
        *read.inventory, *teamCards, input, output,
        [&](int step, int done, int total) { return progress.report(step, done, total); });
    progress.finish();
    if (failure) {
        printLine(stderr, failure->message);
        return 2;
    }
    printLine(
        stderr,
        tr("%1: report written, flows %2").arg(output, QString::number(pipeline.flowCount())));
    return 0;
}

} // namespace

const CommandSpec reportCommand{
    "report",
    CommandGroup::Show,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "write the audit report as PDF or HTML"),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "  flowaudit-cli report FILE --output PATH [--format pdf|html] [--paper "
        "a4|letter] [--lang en|de]\n"
        "                [--pdfa] [--stale-after DAYS] [--detail flagged|all]\n"
        "                [--ledgers postgresql|mysql|sqlite]\n"
        "      Write the audit report of an inventory: cover with the file's SHA-256, "
        "summary, findings\n"
        "      by rule, each distinct retry storm once, evidence matrix (every flow "
        "against every rule),\n"
        "      each flagged flow's fields, findings, arithmetic and manual reviews, the "
        "clean flows in\n"
        "      one table, the vendor cards it relies on, and what every rule means.\n"
        "      --format   pdf or html; by default the extension of PATH decides\n"
        "      --paper    a4 (default) or letter; --lang en or de (default: the "
        "environment's language,\n"
        "                 else en)\n"
        "      --pdfa     PDF/A-1b, for archiving\n"
        "      --stale-after  vendor cards checked longer ago than DAYS are marked STALE: "
        "confirm\n"
        "                 before quoting (default, or 0: each card's own review_every)\n"
        "      --detail   flagged (default): a section for each flow with a finding, "
        "advisory, waiver,\n"
        "                 failed review or storm, the others one row each; all: every "
        "flow's section,\n"
        "                 each on pages of its own\n"
        "      --ledgers  append each flow's action ledger as SQL in this dialect (as "
        "flowaudit-cli\n"
        "                 ledger writes it), and the flows that cannot have one yet\n"
        "      Works without a display."),
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "Exit status: 0 the report was written, 2 it was not (bad usage, a file that "
                      "cannot be read\n"
                      "or is not an inventory, a report that cannot be written)."),
    reportOptions,
    runReport,
    true};

} // namespace FlowAudit::Cli
