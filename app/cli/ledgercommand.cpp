// flowaudit-cli ledger: the action ledger of one flow as SQL for one database
// (docs/spec/ledger.md).
#include "app/cli/clicommands.h"

#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/flowlookup.h"
#include "app/cli/outputguard.h"
#include "app/cli/patchedsave.h"

#include "core/io/atomicfile.h"
#include "core/ledger/actionledger.h"
#include "core/ledger/ledgerfiles.h"
#include "core/ledger/ledgernames.h"
#include "core/vendors/vendorcatalogue.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace FlowAudit::Cli {

int ledger(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::Ledger);
    QCommandLineParser parser;
    const QCommandLineOption flowOption(QStringLiteral("flow"), tr("The flow's ID."),
                                        QStringLiteral("id"));
    const QCommandLineOption dialectOption(
        QStringLiteral("dialect"), tr("postgresql, mysql or sqlite."), QStringLiteral("dialect"));
    const QCommandLineOption retentionOption(QStringLiteral("retention-days"),
                                             tr("The ledger's retention in days."),
                                             QStringLiteral("days"));
    const QCommandLineOption scheduleOption(
        QStringLiteral("schedule"), tr("pg_cron, event or none."), QStringLiteral("schedule"));
    const QCommandLineOption outputOption(QStringLiteral("output"), tr("Output folder."),
                                          QStringLiteral("dir"));
    parser.addOptions({flowOption, dialectOption, retentionOption, scheduleOption, outputOption});
    if (!parser.parse(QStringList{QStringLiteral("ledger")} + arguments))
        return usageError(parser.errorText());
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return usageError(tr("ledger takes one inventory file"));
    if (!parser.isSet(flowOption))
        return usageError(tr("ledger needs --flow ID"));
    if (!parser.isSet(dialectOption))
        return usageError(tr("ledger needs --dialect postgresql, mysql or sqlite"));

    LedgerOptions options;
    const std::optional<LedgerDialect> dialect =
        ledgerDialectFromKeyword(parser.value(dialectOption));
    if (!dialect)
        return usageError(tr("unknown dialect \"%1\": use postgresql, mysql or sqlite")
                              .arg(parser.value(dialectOption)));
    options.dialect = *dialect;
    if (parser.isSet(scheduleOption)) {
        options.schedule = ledgerScheduleFromKeyword(parser.value(scheduleOption));
        if (!options.schedule)
            return usageError(tr("unknown schedule \"%1\": use pg_cron, event or none")
                                  .arg(parser.value(scheduleOption)));
        if (!ledgerScheduleFits(*dialect, *options.schedule))
            return usageError(
                tr("--schedule %1 does not run on %2: pg_cron is PostgreSQL's, "
                   "event MySQL's; none fits every dialect")
                    .arg(ledgerScheduleKeyword(*options.schedule), ledgerDialectName(*dialect)));
    }
    if (parser.isSet(retentionOption)) {
        bool ok = false;
        const double days = parser.value(retentionOption).toDouble(&ok);
        if (!ok || !std::isfinite(days) || days < 0)
            return usageError(tr("--retention-days takes a number of days, such as 400; not "
                                 "\"%1\"")
                                  .arg(parser.value(retentionOption)));
        options.retentionDays = days;
    }

    const QString& file = files.first();
    // The bytes too: the files' header names the inventory by its SHA-256.
    const std::optional<ReadInventory> original = readForPatching(file);
    if (!original)
        return 2;
    const InventoryReadResult& read = original->read;
    QString problem;
    const std::optional<int> index = flowNamed(*read.inventory, parser.value(flowOption), &problem);
    if (!index)
        return usageError(tr("%1: %2").arg(file, problem));

    const VendorCatalogue cards = bundledCards();
    const LedgerPlan plan = LedgerPlan::of(*read.inventory, *index, cards, options);
    if (!plan.ok()) {
        const Flow& flow = read.inventory->flows[*index];
        printLine(stderr, tr("%1:%2: no ledger for %3 (nothing was written): %4")
                              .arg(file, QString::number(flow.line()), parser.value(flowOption),
                                   plan.refusal()));
        return 2;
    }
    const LedgerInventory inventory = LedgerFiles::inventoryOf(file, original->bytes);
    if (!parser.isSet(outputOption)) {
        print(stdout, LedgerFiles::both(*plan.ledger, inventory));
        return 0;
    }

    const QDir folder(parser.value(outputOption));
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

} // namespace FlowAudit::Cli
