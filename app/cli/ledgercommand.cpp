// flowaudit-cli ledger: the action ledger of one flow as SQL for one database
// (docs/spec/ledger.md).
#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandarguments.h"
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

QList<QCommandLineOption> ledgerOptions() {
    return {Options::flow(),
            Options::valued("dialect"),
            Options::valued("retention-days"),
            Options::valued("lease-seconds"),
            Options::valued("schedule"),
            Options::output()};
}

int runLedger(const QStringList& commandLine) {
    CommandArguments arguments(ledgerCommand);
    if (!arguments.parse(commandLine))
        return arguments.status();
    const QStringList files = arguments.positional();
    if (files.size() != 1)
        return usageError(tr("ledger takes one inventory file"));
    if (!arguments.isSet(Options::Flow))
        return usageError(tr("ledger needs --flow ID"));
    if (!arguments.isSet(QLatin1StringView("dialect")))
        return usageError(tr("ledger needs --dialect postgresql, mysql or sqlite"));

    LedgerOptions options;
    const std::optional<LedgerDialect> dialect =
        ledgerDialectFromKeyword(arguments.value(QLatin1StringView("dialect")));
    if (!dialect)
        return usageError(tr("unknown dialect \"%1\": use postgresql, mysql or sqlite")
                              .arg(arguments.value(QLatin1StringView("dialect"))));
    options.dialect = *dialect;
    if (arguments.isSet(QLatin1StringView("schedule"))) {
        options.schedule =
            ledgerScheduleFromKeyword(arguments.value(QLatin1StringView("schedule")));
        if (!options.schedule)
            return usageError(tr("unknown schedule \"%1\": use pg_cron, event or none")
                                  .arg(arguments.value(QLatin1StringView("schedule"))));
        if (!ledgerScheduleFits(*dialect, *options.schedule))
            return usageError(
                tr("--schedule %1 does not run on %2: pg_cron is PostgreSQL's, "
                   "event MySQL's; none fits every dialect")
                    .arg(ledgerScheduleKeyword(*options.schedule), ledgerDialectName(*dialect)));
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
    const std::optional<ReadInventory> original = readForPatching(file);
    if (!original)
        return 2;
    const InventoryReadResult& read = original->read;
    QString problem;
    const std::optional<int> index =
        flowNamed(*read.inventory, arguments.value(Options::Flow), &problem);
    if (!index)
        return usageError(tr("%1: %2").arg(file, problem));

    const std::optional<VendorCatalogue> teamCards = inventoryCards(file, *read.inventory);
    if (!teamCards)
        return 2;
    const VendorCatalogue& cards = *teamCards;
    const LedgerPlan plan = LedgerPlan::of(*read.inventory, *index, cards, options);
    if (!plan.ok()) {
        const Flow& flow = read.inventory->flows[*index];
        printLine(stderr, tr("%1:%2: no ledger for %3 (nothing was written): %4")
                              .arg(file, QString::number(flow.line()),
                                   arguments.value(Options::Flow), plan.refusal()));
        return 2;
    }
    const LedgerInventory inventory = LedgerFiles::inventoryOf(file, original->bytes);
    if (!arguments.isSet(Options::Output)) {
        print(stdout, LedgerFiles::both(*plan.ledger, inventory));
        return 0;
    }

    const QDir folder(arguments.value(Options::Output));
    if (QFileInfo(folder.path()).exists() && !QFileInfo(folder.path()).isDir())
        return usageError(tr("--output %1 is a file; give a folder").arg(folder.path()));
    if (!folder.exists() && !QDir().mkpath(folder.path())) {
        printLine(stderr,
                  tr("%1: cannot create the folder (nothing was written)").arg(folder.path()));
        return 2;
    }
    const QList<std::pair<QString, QByteArray>> outputs{
        {folder.filePath(LedgerNames::schemaFile(plan.ledger->flowId)),
         LedgerFiles::schema(*plan.ledger, inventory)},
        {folder.filePath(LedgerNames::queriesFile(plan.ledger->flowId)),
         LedgerFiles::queries(*plan.ledger, inventory)}};
    for (const auto& [path, text] : outputs) {
        if (namesAnInput(path, files))
            return refuseOutputOverInput(QStringLiteral("ledger"), path);
    }
    for (const auto& [path, text] : outputs) {
        if (const auto failed = AtomicFile::write(path, text)) {
            printLine(stderr, tr("%1 (not written)").arg(failed->toString()));
            if (&path != &outputs.first().first) // the schema is written; say so
                printLine(stderr, tr("%1 was written, without its queries file")
                                      .arg(QDir::toNativeSeparators(outputs.first().first)));
            return 2;
        }
        printLine(stdout, tr("Wrote %1").arg(QDir::toNativeSeparators(path)));
    }
    return 0;
}

} // namespace

const CommandSpec ledgerCommand{
    "ledger",
    CommandGroup::Show,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "the action ledger of one flow, as SQL"),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "  flowaudit-cli ledger FILE --flow ID --dialect postgresql|mysql|sqlite "
        "[--retention-days N]\n"
        "                [--lease-seconds N] [--schedule pg_cron|event|none] [--output DIR]\n"
        "      The action ledger of one flow as SQL: DIR/FLOW_ID.schema.sql (the tables, the "
        "index and\n"
        "      the purge's schedule; run it again and nothing changes) and "
        "DIR/FLOW_ID.queries.sql\n"
        "      (record_delivery, claim_episode, claim_answer, take_over_episode, the state\n"
        "      transitions, stalled_episodes and the purges, each under -- name:), with the\n"
        "      retention, the windows it covers, the lease and the episode key in their header.\n"
        "      Refused, naming the rule, where IP01 or IP02 fail, the retention is blank or below\n"
        "      the flow's max_replay_window_days or backfill_overlap_days (IP03), or no lease can\n"
        "      be told (IP05).\n"
        "      --dialect  postgresql; mysql (MySQL 8, MariaDB 10.6 and later); sqlite (3.35 "
        "and later)\n"
        "      --retention-days  the retention to use instead of ledger_retention_days\n"
        "      --lease-seconds   how long a claim holds its episode, instead of the flow's\n"
        "                 sender_timeout_seconds (or its source card's acknowledgement "
        "timeout)\n"
        "      --schedule pg_cron (PostgreSQL's default), event (MySQL's) or none (SQLite's): "
        "how the\n"
        "                 expired rows are purged every hour\n"
        "      --output   the folder to write both files to; without it both are printed, "
        "each after\n"
        "                 a line -- file: NAME"),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 written, 2 not (bad usage, a file that cannot be read, a flow "
        "that cannot\n"
        "have a ledger yet, with every rule that blocks it)."),
    ledgerOptions,
    runLedger};

} // namespace FlowAudit::Cli
