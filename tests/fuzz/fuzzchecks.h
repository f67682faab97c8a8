#pragma once

#include "core/import/importsource.h"
#include "core/import/ipaasimport.h"
#include "core/import/reimport.h"
#include "core/import/spreadsheetimport.h"
#include "core/io/files/conflictedfile.h"
#include "core/io/files/filekind.h"
#include "core/io/table/csvreader.h"
#include "core/io/table/csvwriter.h"
#include "core/io/table/spreadsheetreader.h"
#include "core/io/yaml/inventorypatch.h"
#include "core/io/yaml/inventorytree.h"
#include "core/io/yaml/yamlreader.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/map/mapgraph.h"
#include "core/merge/conflictedinventory.h"
#include "core/merge/conflictwriter.h"
#include "core/merge/layoutmerge.h"

#include <QBuffer>
#include <QRegularExpression>
#include <QSet>

#include <array>

namespace FlowAudit::FuzzChecks {

// What the readers promise for any bytes, shared by the fuzzers (which abort on a
// problem) and tst_fuzzregressions (which replays every input a fuzzer found). Each
// returns the problem, or nothing.

inline InventoryReadResult readYaml(QByteArray bytes) {
    QBuffer device(&bytes);
    device.open(QIODevice::ReadOnly);
    return YamlReader::read(&device, QStringLiteral("fuzz.yaml"));
}

// An inventory or a sentence, never neither; an inventory reads back from its own output.
inline QByteArray checkYaml(const QByteArray& bytes) {
    const InventoryReadResult result = readYaml(bytes);
    if (!result.inventory)
        return result.error.message.isEmpty() ? QByteArray("refused without a message")
                                              : QByteArray();
    const QByteArray written = YamlWriter::write(*result.inventory);
    const InventoryReadResult again = readYaml(written);
    if (!again.inventory)
        return "its own output does not read back: " + again.error.toString().toUtf8() + '\n' +
               written;
    if (!(*again.inventory == *result.inventory))
        return "its own output reads back as a different inventory:\n" + written;
    return {};
}

// Whether a side of a conflicted file holds an item the merge cannot tell apart by its key:
// one without flow_id, or one whose ID the side names twice, or two waivers of one flow,
// rule and field. The merge tells such items apart by their turn on that side
// (inventorymerge.cpp), and writing the conflicts again moves a conflicted item into its
// markers, so the turns, and the conflicts, may differ.
inline bool hasItemsWithoutOwnIdentity(const QByteArray& conflicted) {
    IoError error;
    const std::optional<ConflictedFile> sides =
        ConflictedFile::split(conflicted, QStringLiteral("fuzz.yaml"), &error);
    if (!sides)
        return false;
    for (const ConflictedFile::Version* side : {&sides->ours, &sides->theirs, &sides->base}) {
        const InventoryReadResult read = readYaml(side->text);
        if (!read.inventory)
            continue;
        QSet<QString> seen;
        for (const Flow& flow : read.inventory->flows) {
            const QString& id = flow.text(Field::FlowId);
            if (id.isEmpty() || seen.contains(id))
                return true;
            seen.insert(id);
        }
        // Waivers the same way: by (flow_id, rule, field), repeated ones by their turn.
        QSet<QString> waivers;
        for (const Waiver& waiver : read.inventory->waivers) {
            const QString key = waiver.flowId + QLatin1Char('\x1f') + waiver.rule +
                                QLatin1Char('\x1f') + waiver.field;
            if (waivers.contains(key))
                return true;
            waivers.insert(key);
        }
    }
    return false;
}

// A file with conflict markers: its conflicts or a sentence; each side's resolution an
// inventory or a sentence; and its conflicts, written again, read back as the same ones
// (where every flow and waiver has a key of its own: hasItemsWithoutOwnIdentity).
inline QByteArray checkConflicted(const QByteArray& bytes) {
    IoError error;
    const std::optional<ConflictedInventory> read =
        ConflictedInventory::read(bytes, QStringLiteral("fuzz.yaml"), &error);
    if (!read)
        return error.message.isEmpty() ? QByteArray("refused without a message") : QByteArray();
    for (const bool ours : {true, false}) {
        QList<std::optional<YamlValue>> choices;
        for (const MergeConflict& c : read->conflicts())
            choices.append(ours ? c.ours : c.theirs);
        const InventoryReadResult resolved = read->resolve(choices);
        if (!resolved.inventory && resolved.error.message.isEmpty())
            return "a resolution refused without a message";
    }
    if (read->conflicts().isEmpty() || hasItemsWithoutOwnIdentity(bytes))
        return {};
    const QByteArray written = ConflictWriter::write(read->merge());
    const std::optional<ConflictedInventory> again =
        ConflictedInventory::read(written, QStringLiteral("again.yaml"), &error);
    if (!again)
        return "its conflicts written again do not read back: " + error.toString().toUtf8() + '\n' +
               written;
    if (again->conflicts().size() != read->conflicts().size())
        return "its conflicts written again read back as others:\n" + written;
    return {};
}

// The merge driver's writer over any three files (BASE, OURS and THEIRS, the bytes cut at
// the first two \x1e): a clean merge reads as the merge, a conflicted one reads back as
// its conflicts, each side as the merge settles it; or no bytes with a reason.
inline QByteArray checkLayoutMerge(const QByteArray& bytes) {
    const QList<QByteArray> parts = bytes.split('\x1e');
    if (parts.size() < 3)
        return {};
    std::array<InventoryReadResult, 3> read;
    std::array<YamlValue, 3> trees;
    for (std::size_t i = 0; i < 3; ++i) {
        read[i] = readYaml(parts[qsizetype(i)]);
        if (!read[i].inventory)
            return {};
        trees[i] = InventoryTree::of(*read[i].inventory);
    }
    const MergeResult merged = InventoryMerge::merge(&trees[0], trees[1], trees[2]);
    const LayoutMerge::Output out = LayoutMerge::write(merged,
                                                       {{&parts[0], &*read[0].inventory},
                                                        {&parts[1], &*read[1].inventory},
                                                        {&parts[2], &*read[2].inventory}},
                                                       7, QStringLiteral("merged.yaml"));
    if (!out.bytes)
        return out.whyNot.isEmpty() ? QByteArray("no merge and no reason") : QByteArray();
    auto canonical = [](const YamlValue& tree) {
        const InventoryReadResult r = InventoryTree::toInventory(tree, QStringLiteral("m"));
        return r.inventory ? YamlWriter::write(*r.inventory) : QByteArray("not an inventory");
    };
    if (merged.isClean()) {
        const InventoryReadResult again = readYaml(*out.bytes);
        if (!again.inventory)
            return "the clean merge does not read: " + again.error.toString().toUtf8() + '\n' +
                   *out.bytes;
        if (YamlWriter::write(*again.inventory) != canonical(merged.settle()))
            return "the clean merge reads as another inventory:\n" + *out.bytes;
        return {};
    }
    IoError error;
    const std::optional<ConflictedInventory> reread =
        ConflictedInventory::read(*out.bytes, QStringLiteral("m.yaml"), &error);
    if (!reread)
        return "the conflicts do not read back: " + error.toString().toUtf8() + '\n' + *out.bytes;
    for (const bool ours : {true, false}) {
        QList<std::optional<YamlValue>> choices, original;
        for (const MergeConflict& c : reread->conflicts())
            choices.append(ours ? c.ours : c.theirs);
        for (const MergeConflict& c : merged.conflicts)
            original.append(ours ? c.ours : c.theirs);
        const InventoryReadResult resolved = reread->resolve(choices);
        if (!resolved.inventory)
            continue; // a side may hold two flows with one ID: the editor says so
        if (reread->conflicts().size() == merged.conflicts.size() &&
            YamlWriter::write(*resolved.inventory) != canonical(merged.settle(original)))
            return QByteArray("a side of the conflicts reads as another inventory:\n") + *out.bytes;
    }
    return {};
}

// A reader that holds flows only: an inventory or a sentence, never neither, and what it
// read, written by `write` and read by `readBack`, gives the same flows.
template <typename Write, typename ReadBack>
QByteArray flowsReadBack(const InventoryReadResult& result, Write write, ReadBack readBack) {
    if (!result.inventory)
        return result.error.message.isEmpty() ? QByteArray("refused without a message")
                                              : QByteArray();
    const QByteArray written = write(*result.inventory);
    const InventoryReadResult again = readBack(written);
    if (!again.inventory)
        return "its own output does not read back: " + again.error.toString().toUtf8() + '\n' +
               written;
    if (!(again.inventory->flows == result.inventory->flows))
        return "its own output reads back as different flows:\n" + written;
    return {};
}

// CSV: its own export reads back to the same flows.
inline QByteArray checkCsv(const QByteArray& bytes) {
    return flowsReadBack(
        CsvReader::read(bytes, QStringLiteral("fuzz.csv")),
        [](const Inventory& inventory) { return CsvWriter::write(inventory); },
        [](const QByteArray& written) {
            return CsvReader::read(written, QStringLiteral("again.csv"));
        });
}

// The workbook reader, within its limits for any bytes (a zip, its XML, its shared strings
// and styles): the flows it reads save as YAML and read back the same.
inline QByteArray checkWorkbook(const QByteArray& bytes) {
    return flowsReadBack(
        SpreadsheetReader::read(bytes, QStringLiteral("fuzz.xlsx"),
                                SpreadsheetReader::Kind::Workbook),
        [](const Inventory& inventory) { return YamlWriter::write(inventory); }, readYaml);
}

// Imported flows, their IDs made unique as an import makes them: every one has a flow_id,
// and they save as YAML and read back as the same flows.
inline QByteArray importedFlowsReadBack(QList<ImportedFlow> flows) {
    if (IpaasImport::makeIdsUnique(&flows))
        return {};
    Inventory inventory;
    for (const ImportedFlow& flow : std::as_const(flows)) {
        if (flow.flow.text(Field::FlowId).trimmed().isEmpty())
            return "an imported flow without flow_id";
        inventory.flows.append(Reimport::newFlow(flow));
    }
    const QByteArray written = YamlWriter::write(inventory);
    const InventoryReadResult again = readYaml(written);
    if (!again.inventory)
        return "imported flows do not read back: " + again.error.toString().toUtf8() + '\n' +
               written;
    if (!(again.inventory->flows == inventory.flows))
        return "imported flows read back differently:\n" + written;
    return {};
}

// The n8n and Make importers: flows or a sentence, never neither; every flow they give
// has a flow_id and saves and reads back as the same flow.
inline QByteArray checkIpaas(const QByteArray& bytes) {
    IpaasImportResult result = IpaasImport::parse(bytes, QStringLiteral("fuzz.json"));
    if (result.error)
        return result.error->message.isEmpty() ? QByteArray("refused without a message")
                                               : QByteArray();
    if (result.flows.isEmpty())
        return "neither flows nor a refusal";
    return importedFlowsReadBack(std::move(result.flows));
}

// The import's front door (ImportSource): the first byte picks the name the bytes come
// under (.xlsx, .csv, .json, .yaml, none), the rest is the file. Flows, a table or a
// sentence, never neither; a name and bytes of different kinds never pass; a table read
// through its guessed mapping gives flows with IDs or a sentence; flows save and read back.
inline QByteArray checkImportSource(const QByteArray& input) {
    static const QStringList names{QStringLiteral("fuzz.xlsx"), QStringLiteral("fuzz.csv"),
                                   QStringLiteral("fuzz.json"), QStringLiteral("fuzz.yaml"),
                                   QStringLiteral("fuzz")};
    if (input.isEmpty())
        return {};
    const QString name = names[std::uint8_t(input[0]) % names.size()];
    const QByteArray bytes = input.mid(1);
    ImportSource source = ImportSource::parse(bytes, name);
    if (source.error)
        return source.error->message.isEmpty() ? QByteArray("refused without a message")
                                               : QByteArray();
    const FileKind::Content content = FileKind::of(bytes);
    const std::optional<FileKind::Content> named = FileKind::namedBy(name);
    const bool workbook = content == FileKind::Content::Zip || content == FileKind::Content::Ole2;
    if (named && (*named == FileKind::Content::Zip) != workbook)
        return "the front door let through bytes of another kind than the name says";
    if (source.sheet) {
        SpreadsheetImportResult rows =
            SpreadsheetImport::read(*source.sheet, ColumnMapping::guess(source.sheet->header()));
        if (rows.error)
            return rows.error->message.isEmpty() ? QByteArray("a table refused without a message")
                                                 : QByteArray();
        source.flows = std::move(rows.flows);
    } else if (source.flows.isEmpty()) {
        return "neither flows, a table nor a refusal";
    }
    return importedFlowsReadBack(std::move(source.flows));
}

// The `systems:` block and the systems map of any inventory: never refused, every malformed
// entry warned about with a line and a sentence; every flow on the map, every arrow between
// two of its systems, IDs safe for SVG and one per flow; and a canonical save keeps the
// block, so it reads back to the same systems and the same warnings.
inline QByteArray checkSystems(const QByteArray& bytes) {
    const InventoryReadResult read = readYaml(bytes);
    if (!read.inventory)
        return {};
    const MapGraph graph = MapGraph::of(*read.inventory, {}, nullptr);
    for (const SystemsWarning& w : graph.warnings) {
        if (w.line <= 0 || w.message.isEmpty())
            return "a systems warning without its line or sentence: " + w.message.toUtf8();
    }
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_.-]*$"));
    QSet<int> flowsDrawn;
    QHash<QString, int> flowOfSafeId;
    for (const MapArrow& arrow : graph.arrows) {
        if (arrow.from < 0 || arrow.from >= graph.systems.size() || arrow.to < 0 ||
            arrow.to >= graph.systems.size())
            return "an arrow to a system the map does not have";
        if (!safe.match(arrow.flowSafeId()).hasMatch())
            return "a flow ID the SVG cannot use: " + arrow.flowSafeId().toUtf8();
        if (flowOfSafeId.value(arrow.flowSafeId(), arrow.flow()) != arrow.flow())
            return "two flows share the SVG id " + arrow.flowSafeId().toUtf8();
        flowOfSafeId.insert(arrow.flowSafeId(), arrow.flow());
        flowsDrawn.insert(arrow.flow());
    }
    if (flowsDrawn.size() != read.inventory->flows.size())
        return "a flow is not on the map";
    for (const MapSystem& system : graph.systems) {
        if (!safe.match(system.safeId).hasMatch())
            return "a system ID the SVG cannot use: " + system.safeId.toUtf8();
    }
    const QByteArray written = YamlWriter::write(*read.inventory);
    const InventoryReadResult again = readYaml(written);
    if (!again.inventory)
        return "its own output does not read back: " + again.error.toString().toUtf8();
    const SystemsBlock before = SystemsBlock::read(*read.inventory);
    const SystemsBlock after = SystemsBlock::read(*again.inventory);
    QStringList saidBefore;
    QStringList saidAfter;
    for (const SystemsWarning& w : before.warnings)
        saidBefore.append(w.message);
    for (const SystemsWarning& w : after.warnings)
        saidAfter.append(w.message);
    auto withoutLines = [](QList<SystemEntry> entries) {
        for (SystemEntry& e : entries)
            e.line = 0;
        return entries;
    };
    if (withoutLines(before.entries) != withoutLines(after.entries) || saidBefore != saidAfter)
        return "the systems block reads back differently after a save:\n" + written;

    // A drag on the map: the system placed, no other entry changed, and a save over the
    // file's own bytes patches it (InventoryPatch checks that they read back as saved).
    // Refused only when the block is not a map or the entry is malformed.
    const auto others = [](const SystemsBlock& block, const QString& id) {
        QList<SystemEntry> kept;
        for (SystemEntry e : block.entries) {
            e.line = 0;
            if (SystemsBlock::normalisedId(e.id) != SystemsBlock::normalisedId(id))
                kept.append(e);
        }
        return kept;
    };
    int tried = 0;
    for (const MapSystem& system : graph.systems) {
        if (system.unknown || ++tried > 3)
            continue;
        const std::optional<YamlEntries> placed =
            SystemsBlock::placed(read.inventory->extraKeys, system.id, QPoint(7, -3));
        if (!placed) {
            const auto top =
                std::find_if(read.inventory->extraKeys.begin(), read.inventory->extraKeys.end(),
                             [](const YamlMapEntry& e) { return e.key == u"systems"; });
            // Refused only for a block that is not a map, or an entry read() does not take.
            bool named = false;
            if (top != read.inventory->extraKeys.end() && top->value.isMap()) {
                for (const YamlMapEntry& e : top->value.entries())
                    named = named || SystemsBlock::normalisedId(e.key) == system.id;
            }
            const bool blockIsMap =
                top == read.inventory->extraKeys.end() || top->value.isMap() || top->value.isNull();
            if (blockIsMap && (!named || before.find(system.id)))
                return "a drag was refused on a block that could take it: " + system.id.toUtf8();
            continue;
        }
        Inventory moved = *read.inventory;
        moved.extraKeys = *placed;
        const SystemsBlock block = SystemsBlock::read(moved);
        const SystemEntry* entry = block.find(system.id);
        if (!entry || entry->at != QPoint(7, -3))
            return "a placed system is not where it was dropped: " + system.id.toUtf8();
        if (others(block, system.id) != others(before, system.id))
            return "placing one system changed another: " + system.id.toUtf8();
        const InventoryPatch::Result patch =
            InventoryPatch::patch(bytes, *read.inventory, moved, QStringLiteral("fuzz.yaml"));
        if (patch.bytes && !(*patch.reread == moved))
            return "a patched save of a placed system reads back as another inventory";
    }
    // Reset Layout: no position left, and every label and group kept.
    Inventory reset = *read.inventory;
    reset.extraKeys = SystemsBlock::withoutPositions(reset.extraKeys);
    const SystemsBlock unplaced = SystemsBlock::read(reset);
    for (const SystemEntry& e : unplaced.entries) {
        if (e.at)
            return "Reset Layout left a position: " + e.id.toUtf8();
        const SystemEntry* was = before.find(e.id);
        if (was && (was->label != e.label || was->group != e.group))
            return "Reset Layout changed an entry's label or group: " + e.id.toUtf8();
    }
    return {};
}

} // namespace FlowAudit::FuzzChecks
