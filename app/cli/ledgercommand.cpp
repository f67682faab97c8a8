// flowaudit-cli ledger: the action ledger of one flow as SQL for one database
// (docs/spec/ledger.md).
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/flowlookup.h"
#include "app/cli/outputguard.h"
#include "app/cli/patchedsave.h"

#include "core/io/files/atomicfile.h"
#include "core/ledger/actionledger.h"
#include "core/ledger/ledgerfiles.h"
#include "core/ledger/ledgernames.h"
#include "core/vendors/vendorcatalogue.h"

#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace FlowAudit::Cli {

namespace {

const OptionSpec ledgerOptions[] = {
    Options::required(Options::described(
        Options::flow,
        QT_TRANSLATE_NOOP("FlowAudit::Cli", "the flow whose ledger to write, by its ID or its "
                                            "position @N"))),
    {.name = "dialect",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "postgresql; mysql (MySQL 8, MariaDB 10.6 and later); sqlite (3.35 and later)"),
     .choices = "postgresql|mysql|sqlite",
     .required = true},
    {.name = "retention-days",
     .valueName = "N",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "the retention to use instead of ledger_retention_days")},
    {.name = "lease-seconds",
     .valueName = "N",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "how long a claim holds its episode, instead of the flow's\n"
                               "sender_timeout_seconds (or its source card's acknowledgement "
                               "timeout)")},
    {.name = "schedule",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "pg_cron (PostgreSQL's default), event (MySQL's) or none "
                               "(SQLite's): how the\nexpired rows are purged every hour"),
     .choices = "pg_cron|event|none"},
    Options::valueNamed(
        Options::described(Options::output,
                           QT_TRANSLATE_NOOP("FlowAudit::Cli",
                                             "the folder to write both files to; without it both "
                                             "are printed, each after\na line -- file: NAME")),
        "DIR")};

int runLedger(CommandContext& context) {
    const CommandContext& arguments = context;
    const QStringList files = context.operands();
    LedgerOptions options;
    // The declared choices, which the keywords read.
    const LedgerDialect dialect =
        *ledgerDialectFromKeyword(arguments.value(QLatin1StringView("dialect")));
    options.dialect = dialect;
    if (arguments.isSet(QLatin1StringView("schedule"))) {
        options.schedule =
            ledgerScheduleFromKeyword(arguments.value(QLatin1StringView("schedule")));
        if (!ledgerScheduleFits(dialect, *options.schedule))
            return usageError(
                tr("--schedule %1 does not run on %2: pg_cron is PostgreSQL's, "
                   "event MySQL's; none fits every dialect")
                    .arg(ledgerScheduleKeyword(*options.schedule), ledgerDialectName(dialect)));
    }
    if (arguments.isSet(QLatin1StringView("retention-days"))) {
        bool ok = false;
        const double days = arguments.value(QLatin1StringView("retention-days")).toDouble(&ok);
        if (!ok || !std::isfinite(days) || days < 0)
            return usageError(tr("--retention-days takes a number of days, such as 400; not "
                                 "\"%1\"")
                                  .arg(arguments.value(QLatin1StringView("retention-days"))));
        options.retentionDays = days;
    }
    if (arguments.isSet(QLatin1StringView("lease-seconds"))) {
        bool ok = false;
        const double seconds = arguments.value(QLatin1StringView("lease-seconds")).toDouble(&ok);
        if (!ok || !std::isfinite(seconds) || seconds <= 0)
            return usageError(tr("--lease-seconds takes a number of seconds above 0, such as 30; "
                                 "not \"%1\"")
                                  .arg(arguments.value(QLatin1StringView("lease-seconds"))));
        options.leaseSeconds = seconds;
    }

    const QString& file = files.first();
    // The bytes too: the files' header names the inventory by its SHA-256.
    const ReadInventory* original = context.inventory(file);
    if (!original)
        return context.notRun();
    const InventoryReadResult& read = original->read;
    QString problem;
    const std::optional<int> index =
        flowNamed(*read.inventory, arguments.value(Options::Flow), &problem);
    if (!index)
        return usageError(tr("%1: %2").arg(file, problem));

    const VendorCatalogue* teamCards = context.cards(file, *read.inventory);
    if (!teamCards)
        return context.notRun();
    const VendorCatalogue& cards = *teamCards;
    const LedgerPlan plan = LedgerPlan::of(*read.inventory, *index, cards, options);
    if (!plan.ok()) {
        const Flow& flow = read.inventory->flows[*index];
        printLine(stderr, tr("%1:%2: no ledger for %3 (nothing was written): %4")
                              .arg(file, QString::number(flow.line()),
                                   arguments.value(Options::Flow), plan.refusal()));
        return context.notRun();
    }
    const LedgerInventory inventory = LedgerFiles::inventoryOf(file, original->bytes);
    if (!arguments.isSet(Options::Output)) {
        print(stdout, LedgerFiles::both(*plan.ledger, inventory));
        return context.done();
    }

    const QDir folder(arguments.value(Options::Output));
    if (QFileInfo(folder.path()).exists() && !QFileInfo(folder.path()).isDir())
        return usageError(tr("--output %1 is a file; give a folder").arg(folder.path()));
    if (!folder.exists() && !QDir().mkpath(folder.path()))
        return context.notRun(
            tr("%1: cannot create the folder (nothing was written)").arg(folder.path()));
    const QList<std::pair<QString, QByteArray>> outputs{
        {folder.filePath(LedgerNames::schemaFile(plan.ledger->flowId)),
         LedgerFiles::schema(*plan.ledger, inventory)},
        {folder.filePath(LedgerNames::queriesFile(plan.ledger->flowId)),
         LedgerFiles::queries(*plan.ledger, inventory)}};
    for (const auto& [path, text] : outputs) {
        if (namesOneOf(path, files))
            return refuseOutputOverInput(QStringLiteral("ledger"), path);
    }
    for (const auto& [path, text] : outputs) {
        if (const auto failed = AtomicFile::write(path, text)) {
            printLine(stderr, tr("%1 (not written)").arg(failed->toString()));
            if (&path != &outputs.first().first) // the schema is written; say so
                printLine(stderr, tr("%1 was written, without its queries file")
                                      .arg(QDir::toNativeSeparators(outputs.first().first)));
            return context.notRun();
        }
        printLine(stdout, tr("Wrote %1").arg(QDir::toNativeSeparators(path)));
    }
    return context.done();
}

} // namespace

extern const CommandSpec ledgerCommand{
    "ledger",
    CommandGroup::Show,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "the action ledger of one flow, as SQL"),
    {"FILE", 1, 1},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "The action ledger of one flow as SQL: DIR/FLOW_ID.schema.sql (the tables, the index and\n"
        "the purge's schedule; run it again and nothing changes) and DIR/FLOW_ID.queries.sql\n"
        "(record_delivery, claim_episode, claim_answer, take_over_episode, the state\n"
        "transitions, stalled_episodes and the purges, each under -- name:), with the\n"
        "retention, the windows it covers, the lease and the episode key in their header.\n"
        "Refused, naming the rule, where IP01 or IP02 fail, the retention is blank or below\n"
        "the flow's max_replay_window_days or backfill_overlap_days (IP03), or no lease can\n"
        "be told (IP05)."),
    ledgerOptions,
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 written, 2 not (bad usage, a file that cannot be read, a flow "
        "that cannot\n"
        "have a ledger yet, with every rule that blocks it)."),
    runLedger};

} // namespace FlowAudit::Cli
