#include "app/cli/clicommands.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/outputguard.h"

#include "core/export/inventoryexport.h"
#include "core/io/atomicfile.h"
#include "core/io/inventoryfile.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace FlowAudit::Cli {

int help() {
    printLine(
        stdout,
        tr("FlowAudit checks an inventory of integration flows (how each is triggered, what it "
           "writes,\n"
           "its idempotency key, ledger retention, nested retries and webhook acknowledgement) "
           "against\n"
           "the delivery reliability rules, so duplicates, lost events and retry storms show up "
           "before\n"
           "they happen.\n"
           "\n"
           "Usage:\n"
           "%1\n"
           "%2\n"
           "%3\n"
           "%4\n"
           "%5\n"
           "%6\n"
           "%7\n"
           "%8\n"
           "%9\n"
           "%10\n"
           "%11\n"
           "%12\n"
           "%13\n"
           "%14\n"
           "%15\n"
           "%16\n"
           "  flowaudit-cli --version | --help | help COMMAND\n"
           "\n"
           "%17\n"
           "Those are lint's; every command says its own: flowaudit-cli help COMMAND.\n"
           "\n"
           "Rules: SC01 unique flow IDs, SC02 valid cells, IP01 effects need an idempotency key,\n"
           "IP02 keys from the business effect, IP03 the ledger outlives every replay, RT01 one "
           "retry\n"
           "layer, RT02 know the Retry-After unit, WH01 acknowledge within half the sender's "
           "timeout.\n"
           "Waivers (accepted risks) in the inventory: WV01 expired, WV02 expires within 14 days,\n"
           "WV03 covers no finding, WV04 invalid.\n"
           "\n"
           "Example:\n"
           "  flowaudit-cli lint resources/examples/acme-inventory.yaml\n"
           "  flowaudit-cli report resources/examples/acme-inventory.yaml --output acme-audit.pdf\n"
           "  flowaudit-cli simulate resources/examples/acme-inventory.yaml --flow "
           "stripe_payouts_to_netsuite --outage 10m\n"
           "  flowaudit-cli ledger resources/examples/acme-inventory.yaml --flow FLOW --dialect "
           "postgresql\n"
           "  flowaudit-cli diff HEAD:flows.yaml flows.yaml --format markdown")
            .arg(usageOf(Command::Lint), usageOf(Command::Baseline), usageOf(Command::Report),
                 usageOf(Command::Convert), usageOf(Command::Simulate), usageOf(Command::Ledger),
                 usageOf(Command::Map) + QLatin1Char('\n') + usageOf(Command::Chart),
                 usageOf(Command::Import), usageOf(Command::Diff))
            .arg(usageOf(Command::TextConv))
            .arg(usageOf(Command::Merge), usageOf(Command::GitSetup), usageOf(Command::Set),
                 usageOf(Command::Fix), usageOf(Command::Waive), usageOf(Command::Format),
                 exitStatusOf(Command::Lint)));
    return 0;
}

int version() {
    printLine(stdout,
              tr("flowaudit-cli %1 (rules %2, Qt %3, yaml-cpp %4)")
                  .arg(QStringLiteral(FLOWAUDIT_VERSION), QStringLiteral(FLOWAUDIT_RULES_VERSION),
                       QString::fromLatin1(qVersion()), QStringLiteral(FLOWAUDIT_YAMLCPP_VERSION)));
    return 0;
}

int convert(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::Convert);
    if (arguments.size() != 2)
        return usageError(tr("convert takes two files: IN and OUT"));
    const QString& in = arguments[0];
    const QString& out = arguments[1];
    if (namesAnInput(out, {in}))
        return refuseOutputOverInput(
            QStringLiteral("convert"), out,
            tr("To write %1 in the canonical layout, run flowaudit-cli format %1.").arg(in));
    const std::optional<InventoryFile::Format> outFormat = InventoryFile::formatNamedBy(out);
    if (!outFormat)
        return usageError(tr("%1: convert writes .yaml, .yml, .csv or .xlsx, and cannot tell a "
                             "format from this name; "
                             "nothing was written")
                              .arg(out));
    InventoryReadResult read = InventoryFile::load(in);
    if (!read.inventory) {
        printLine(stderr, read.error.toString());
        return 2;
    }
    // Prove the round trip before touching OUT: nothing the user wrote may be lost.
    const InventoryFile::Format format = *outFormat;
    const QByteArray bytes = InventoryExport::serialise(*read.inventory, format);
    const InventoryReadResult back = InventoryFile::parse(bytes, format, out);
    // The CSV form is defined as flows only (inventory-format.md): compare those and name
    // the inventory-level keys it cannot hold.
    const bool toCsv = InventoryFile::holdsFlowsOnly(format);
    if (!back.inventory) {
        printLine(stderr, tr("%1: converting to %2 would lose data (%3); nothing was written")
                              .arg(in, out, back.error.message));
        return 2;
    }
    // A blank field and a missing one are the same (inventory-format.md): CSV writes both
    // as an empty cell.
    QList<Flow> expected = read.inventory->flows;
    if (toCsv) {
        for (Flow& flow : expected) {
            YamlEntries extra = flow.extraFields();
            std::erase_if(extra, [](const YamlMapEntry& e) { return e.value.isNull(); });
            flow.setExtraFields(std::move(extra));
        }
    }
    for (qsizetype i = 0; i < expected.size(); ++i) {
        if (i >= back.inventory->flows.size() || !(back.inventory->flows[i] == expected[i])) {
            const QString id = expected[i].text(Field::FlowId);
            printLine(stderr,
                      tr("%1:%2: flow %3 would not read back the same from %4; nothing was written")
                          .arg(in, QString::number(expected[i].line()),
                               id.isEmpty() ? tr("in row %1").arg(i + 1) : id, out));
            return 2;
        }
    }
    if (!toCsv && !(*back.inventory == *read.inventory)) {
        printLine(stderr, tr("%1: the inventory's top-level keys would not read back the same from "
                             "%2; nothing was written")
                              .arg(in, out));
        return 2;
    }
    if (const auto error = AtomicFile::write(out, bytes)) {
        printLine(stderr, error->toString());
        return 2;
    }
    printLine(stderr,
              tr("%1: written, flows %2").arg(out, QString::number(read.inventory->flows.size())));
    if (toCsv) {
        QStringList kept;
        if (!read.inventory->title.isEmpty())
            kept.append(QStringLiteral("title"));
        if (!read.inventory->owner.isEmpty())
            kept.append(QStringLiteral("owner"));
        for (const YamlMapEntry& entry : read.inventory->extraKeys)
            kept.append(entry.key);
        if (!read.inventory->waivers.isEmpty())
            kept.append(QStringLiteral("waivers"));
        if (!kept.isEmpty())
            printLine(stderr, tr("note: the CSV and Excel forms hold the flows only; %1 stay in %2")
                                  .arg(kept.join(QStringLiteral(", ")), in));
    }
    return 0;
}

} // namespace FlowAudit::Cli
