// flowaudit-cli report: the audit report of one inventory as PDF or HTML.
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/outputguard.h"
#include "app/cli/pageoptions.h"
#include "app/cli/pagework.h"
#include "app/cli/progressline.h"

#include "core/evidence/verificationrecord.h"
#include "core/i18n/translations.h"
#include "core/io/files/inventoryfile.h"
#include "core/vendors/cardresolution.h"
#include "core/vendors/cardscope.h"
#include "network/cardverifier.h"
#include "painting/reportpipeline.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFileInfo>

namespace FlowAudit::Cli {

namespace {

const OptionSpec reportOptions[] = {
    Options::required(Options::described(
        Options::output,
        QT_TRANSLATE_NOOP("FlowAudit::Cli", "the report to write (atomically), PDF or HTML"))),
    {.name = "format",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "pdf or html; by default the extension of PATH decides"),
     .choices = "pdf|html"},
    {.name = "paper",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "a4 (default) or letter"),
     .choices = "a4|letter",
     .defaultValue = "a4"},
    {.name = "lang",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "en or de (default: the environment's language, else en)"),
     .choices = "en|de"},
    {.name = "pdfa", .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "PDF/A-1b, for archiving")},
    {.name = "stale-after",
     .valueName = "DAYS",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "vendor cards checked longer ago than DAYS are marked STALE: "
                               "confirm\nbefore quoting (default, or 0: each card's own "
                               "review_every)")},
    {.name = "detail",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "flagged (default): a section for each flow with a finding, advisory, waiver,\n"
         "failed review or storm, the others one row each; all: every flow's section,\n"
         "each on pages of its own"),
     .choices = "flagged|all",
     .defaultValue = "flagged"},
    {.name = "ledgers",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "append each flow's action ledger as SQL in this dialect (as flowaudit-cli\n"
         "ledger writes it), and the flows that cannot have one yet"),
     .choices = "postgresql|mysql|sqlite"},
    {.name = "verify",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "verify the quoted facts of the cards the flows rely on first, as cards\n"
         "verify FILE does, and show those outcomes (with today's day) instead of\n"
         "the last recorded ones where they are newer")},
    Options::described(Options::savedPages,
                       QT_TRANSLATE_NOOP("FlowAudit::Cli",
                                         "with --verify: read the pages from this folder, as "
                                         "cards verify\n--saved-pages does")),
    Options::pageTimeout,
    Options::pageDeadline,
    Options::caCertificates,
};

// report --verify: the quoted facts of the cards in scope (CardScope, as cards verify FILE)
// looked for on their pages now, each outcome of today; nullopt when the pages' options are
// wrong (said).
std::optional<QList<FactVerification>> verifyFirst(const CommandContext& context,
                                                   const VendorCatalogue& cards,
                                                   const Inventory& inventory) {
    int exit = 0;
    const std::optional<PageGatherer::Options> options = pageOptions(context, &exit);
    if (!options)
        return std::nullopt;
    const QSet<QString> scope = CardScope::inScope(cards, &inventory, false);
    QList<CardFact> facts;
    for (const VendorCard& card : cards.cards())
        if (scope.contains(card.id))
            facts += cardFacts(card);
    QList<FactVerification> verified = runOnPages<CardVerifier>(
        *options, &CardVerifier::finished, [&](CardVerifier& verifier) { verifier.verify(facts); });
    const QDate today = QDate::currentDate();
    for (FactVerification& v : verified)
        if (v.outcome != VerificationOutcome::NotYetQuoted)
            v.day = today;
    return verified;
}

int runReport(CommandContext& context) {
    const CommandContext& arguments = context;
    const QStringList files = context.operands();
    const QString output = context.value(Options::Output);

    ReportOptions options;
    const QString suffix = QFileInfo(output).suffix().toLower();
    const QString formatWord =
        arguments.isSet(Options::Format)
            ? arguments.value(Options::Format)
            : (suffix == QLatin1StringView("htm") ? QStringLiteral("html") : suffix);
    if (const auto format = ReportOptions::formatFromKeyword(formatWord))
        options.format = *format;
    else // never guess: --output inventory.yaml must not become a PDF (a --format given is
         // one of its declared choices)
        return usageError(
            tr("%1 is neither .pdf nor .html: name the format with --format pdf or --format html")
                .arg(output));
    // The declared choices, which the keywords below read.
    options.paper = *ReportOptions::paperFromKeyword(arguments.value(QLatin1StringView("paper")));
    options.detail =
        *ReportOptions::detailFromKeyword(arguments.value(QLatin1StringView("detail")));
    if (arguments.isSet(QLatin1StringView("ledgers")))
        options.ledgers = ledgerDialectFromKeyword(arguments.value(QLatin1StringView("ledgers")));
    options.pdfA = arguments.isSet(QLatin1StringView("pdfa"));
    if (options.pdfA && options.format != ReportFormat::Pdf)
        return usageError(tr("--pdfa applies to PDF only"));
    const QString lang = arguments.isSet(QLatin1StringView("lang"))
                             ? arguments.value(QLatin1StringView("lang"))
                             : Translations::systemLanguage();
    if (const auto language = ReportOptions::languageFromKeyword(lang))
        options.language = *language;
    else // the environment's language is one FlowAudit has, and --lang a declared choice
        return usageError(tr("unknown language \"%1\": use en or de").arg(lang));
    bool daysOk = !arguments.isSet(QLatin1StringView("stale-after"));
    const int staleAfter = daysOk
                               ? CardAge::DefaultStaleAfterDays
                               : arguments.value(QLatin1StringView("stale-after")).toInt(&daysOk);
    if (!daysOk || staleAfter < 0)
        return usageError(tr("--stale-after takes a whole number of days, not \"%1\"")
                              .arg(arguments.value(QLatin1StringView("stale-after"))));
    // From here on the command speaks the report's language.
    ReportPipeline pipeline(options);

    if (arguments.isSet(QLatin1StringView("saved-pages")) &&
        !arguments.isSet(QLatin1StringView("verify")))
        return usageError(tr("--saved-pages goes with --verify: the pages a verification reads"));
    const QString& file = files.first();
    if (namesOneOf(output, {file}))
        return usageError(
            tr("--output %1 is the inventory itself; choose another file").arg(output));
    const ReadInventory* original = context.inventory(file);
    if (!original)
        return context.notRun();
    const QByteArray& bytes = original->bytes;
    const InventoryReadResult& read = original->read;
    const VendorCatalogue* teamCards = context.cards(file, *read.inventory);
    if (!teamCards)
        return context.notRun();

    AuditReportInput input;
    // The last verification the team recorded (cards verify --record), shown with its day.
    const VerificationRecord::Read record =
        VerificationRecord::readFolder(CardResolution::folderOf(*read.inventory, file).path);
    if (record.error)
        printLine(stderr,
                  tr("warning: %1; the report says no verification").arg(record.error->toString()));
    input.verifications = record.outcomes;
    if (arguments.isSet(QLatin1StringView("verify"))) {
        const std::optional<QList<FactVerification>> verified =
            verifyFirst(context, *teamCards, *read.inventory);
        if (!verified)
            return context.notRun();
        input.verifications = VerificationRecord::newest(record.outcomes, *verified);
    }
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
    if (failure)
        return context.notRun(failure->message);
    printLine(
        stderr,
        tr("%1: report written, flows %2").arg(output, QString::number(pipeline.flowCount())));
    return context.done();
}

} // namespace

extern const CommandSpec reportCommand{
    "report",
    CommandGroup::Show,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "write the audit report as PDF or HTML"),
    {"FILE", 1, 1},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Write the audit report of an inventory: cover with the file's SHA-256, summary, findings\n"
        "by rule, each distinct retry storm once, evidence matrix (every flow against every "
        "rule),\n"
        "each flagged flow's fields, findings, arithmetic and manual reviews, the clean flows in\n"
        "one table, the vendor cards it relies on, and what every rule means. Works without a\n"
        "display."),
    reportOptions,
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "Exit status: 0 the report was written, 2 it was not (bad usage, a file that "
                      "cannot be read\n"
                      "or is not an inventory, a report that cannot be written)."),
    runReport,
    true};

} // namespace FlowAudit::Cli
