// flowaudit-cli convert: an inventory from one file format to another, never losing a flow
// on the way, and never writing over a file the team wrote unless told to.
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/outputguard.h"

#include "core/export/inventoryexport.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/inventoryfile.h"

#include <QFileInfo>
#include <QMultiHash>

namespace FlowAudit::Cli {

namespace {

// What writing `written` over the inventory `existing` would lose: its comments, anchors and
// tags, its top-level keys and waivers that `written` does not have, its flows that `written`
// does not hold as they are.
QStringList lossesOverwriting(const InventoryReadResult& existing, const Inventory& written) {
    const Inventory& old = *existing.inventory;
    QStringList losses;
    if (!existing.unkept.isEmpty())
        losses.append(existing.unkept.describe());
    QStringList keys;
    if (!old.title.isEmpty() && old.title != written.title)
        keys.append(QStringLiteral("title"));
    if (!old.owner.isEmpty() && old.owner != written.owner)
        keys.append(QStringLiteral("owner"));
    for (const YamlMapEntry& entry : old.extraKeys) {
        const auto kept = std::find_if(written.extraKeys.begin(), written.extraKeys.end(),
                                       [&entry](const YamlMapEntry& e) {
                                           return e.key == entry.key && e.value == entry.value;
                                       });
        if (kept == written.extraKeys.end())
            keys.append(entry.key);
    }
    if (!keys.isEmpty())
        losses.append(tr("the top-level key(s) %1", nullptr, int(keys.size()))
                          .arg(keys.join(QStringLiteral(", "))));
    const qsizetype waivers =
        std::count_if(old.waivers.begin(), old.waivers.end(),
                      [&written](const Waiver& w) { return !written.waivers.contains(w); });
    if (waivers > 0)
        losses.append(tr("%n waiver(s)", nullptr, int(waivers)));
    QMultiHash<QString, const Flow*> writtenById;
    for (const Flow& flow : written.flows)
        writtenById.insert(flow.text(Field::FlowId), &flow);
    QStringList flows;
    for (const Flow& flow : old.flows) {
        const QList<const Flow*> sameId = writtenById.values(flow.text(Field::FlowId));
        if (std::none_of(sameId.begin(), sameId.end(),
                         [&flow](const Flow* f) { return *f == flow; }))
            flows.append(flow.text(Field::FlowId));
    }
    if (!flows.isEmpty()) {
        const QStringList named = flows.mid(0, 3);
        QString list = named.join(QStringLiteral(", "));
        if (flows.size() > named.size())
            list = tr("%1 and %n more", nullptr, int(flows.size() - named.size())).arg(list);
        losses.append(
            tr("%n flow(s) as they are there (%1)", nullptr, int(flows.size())).arg(list));
    }
    return losses;
}

const OptionSpec convertOptions[] = {
    {.name = "force",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "replace an existing OUT, said with what writing over it drops")}};

int runConvert(CommandContext& context) {
    const QStringList files = context.operands();
    const bool force = context.isSet(QLatin1StringView("force"));
    const QString& in = files[0];
    const QString& out = files[1];
    if (namesOneOf(out, {in}))
        return refuseOutputOverInput(
            QStringLiteral("convert"), out,
            tr("To write %1 in the canonical layout, run flowaudit-cli format %1.").arg(in));
    const std::optional<InventoryFile::Format> outFormat = InventoryFile::formatNamedBy(out);
    if (!outFormat)
        return usageError(tr("%1: convert writes .yaml, .yml, .csv or .xlsx, and cannot tell a "
                             "format from this name; "
                             "nothing was written")
                              .arg(out));
    const ReadInventory* original = context.inventory(in);
    if (!original)
        return context.notRun();
    const InventoryReadResult& read = original->read;
    // Prove the round trip before touching OUT: nothing the user wrote may be lost.
    const InventoryFile::Format format = *outFormat;
    const QByteArray bytes = InventoryExport::serialise(*read.inventory, format);
    const InventoryReadResult back = InventoryFile::parse(bytes, format, out);
    // The CSV form is defined as flows only (docs/spec/inventory-format.md): compare those and name
    // the inventory-level keys it cannot hold.
    const bool toCsv = InventoryFile::holdsFlowsOnly(format);
    if (!back.inventory)
        return context.notRun(tr("%1: converting to %2 would lose data (%3); nothing was written")
                                  .arg(in, out, back.error.message));
    // A blank field and a missing one are the same (docs/spec/inventory-format.md): CSV writes both
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
            return context.notRun();
        }
    }
    if (!toCsv && !(*back.inventory == *read.inventory))
        return context.notRun(
            tr("%1: the inventory's top-level keys would not read back the same from "
               "%2; nothing was written")
                .arg(in, out));

    // An existing OUT is the team's file: never replaced silently, and never at all when it
    // is not an inventory FlowAudit reads (it may be anything).
    QString dropped;
    if (QFileInfo::exists(out)) {
        const InventoryReadResult existing = InventoryFile::load(out);
        if (!existing.inventory)
            return context.notRun(
                tr("flowaudit-cli convert: %1 exists and does not read as an "
                   "inventory (%2); convert never writes over a file it cannot read "
                   "back. Nothing was written.")
                    .arg(out, existing.error.toString()));
        QByteArray current;
        if (!InventoryFile::readBytes(out, &current) && current == bytes) {
            printLine(stderr,
                      tr("%1: already holds this conversion; nothing was written").arg(out));
            return context.done();
        }
        const QStringList losses = lossesOverwriting(existing, *back.inventory);
        dropped = losses.isEmpty() ? tr("its layout") : losses.join(QStringLiteral("; "));
        if (!force)
            return context.notRun(
                tr("flowaudit-cli convert: %1 exists; writing over it would drop %2. "
                   "Nothing was written; give --force to replace it.")
                    .arg(out, dropped));
    }
    if (const auto error = AtomicFile::write(out, bytes))
        return context.notRun(error->toString());
    printLine(stderr,
              tr("%1: written, flows %2").arg(out, QString::number(read.inventory->flows.size())));
    if (!dropped.isEmpty())
        printLine(stderr,
                  tr("note: the file that was there is replaced, which dropped %1").arg(dropped));
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
    return context.done();
}

} // namespace

extern const CommandSpec convertCommand{
    "convert",
    CommandGroup::Edit,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "convert an inventory between YAML, CSV and Excel"),
    {"IN OUT", 2, 2},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Convert an inventory between YAML (.yaml, .yml), CSV (.csv) and Excel (.xlsx: a Flows\n"
        "sheet with the verdicts filled in, and a Findings sheet), chosen by the extensions;\n"
        "refuses another extension, and writes nothing when a flow would not read back the\n"
        "same. CSV and Excel hold the flows only: it names the title, owner, waivers and other\n"
        "top-level keys, which stay in IN. OUT may not be IN: flowaudit-cli format rewrites a\n"
        "file in the canonical layout. An existing OUT is kept: convert names what writing\n"
        "over it would drop (comments, top-level keys, waivers, flows) and writes nothing\n"
        "unless --force is given; it never writes over a file that is not an inventory."),
    convertOptions,
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 converted, 2 nothing was written (bad usage, a file that cannot "
        "be read,\n"
        "a flow that would not read back the same)."),
    runConvert};

} // namespace FlowAudit::Cli
