#include "core/merge/inventoryfilemerge.h"

#include "core/io/files/inventoryfile.h"
#include "core/io/yaml/inventorytree.h"
#include "core/merge/conflictedinventory.h"
#include "core/merge/lineconflicts.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace FlowAudit {

namespace {

QHash<QString, int> idCounts(const Inventory& inventory) {
    QHash<QString, int> counts;
    for (const Flow& flow : inventory.flows) {
        const QString& id = flow.text(Field::FlowId);
        if (!id.isEmpty())
            ++counts[id];
    }
    return counts;
}

// Why merged bytes are no inventory, or give one flow ID to more flows than either side
// does; nothing when they stand.
std::optional<QString> structureBreak(const QByteArray& merged, const Inventory* alreadyRead,
                                      const Inventory& ours, const Inventory& theirs,
                                      const QString& fileName) {
    InventoryReadResult result;
    if (!alreadyRead) {
        result = InventoryFile::parseYaml(merged, fileName);
        if (!result.inventory)
            return QCoreApplication::translate(
                       "InventoryFileMerge", "git's line merge does not read as an inventory (%1)")
                .arg(result.error.toString());
    }
    const QHash<QString, int> oursIds = idCounts(ours), theirsIds = idCounts(theirs);
    const QHash<QString, int> mergedIds = idCounts(alreadyRead ? *alreadyRead : *result.inventory);
    for (auto it = mergedIds.begin(); it != mergedIds.end(); ++it) {
        if (it.value() > std::max(oursIds.value(it.key()), theirsIds.value(it.key())))
            return QCoreApplication::translate("InventoryFileMerge",
                                               "git's line merge gives the flow ID %1 to %2 flows")
                .arg(it.key())
                .arg(it.value());
    }
    return std::nullopt;
}

} // namespace

InventoryFileMerge::Result InventoryFileMerge::merge(const QByteArray& base, const QByteArray& ours,
                                                     const QByteArray& theirs,
                                                     const Options& options) {
    const InventoryReadResult oursRead = InventoryFile::parseYaml(ours, options.fileName);
    const InventoryReadResult theirsRead = InventoryFile::parseYaml(theirs, options.fileName);
    if (!oursRead.inventory || !theirsRead.inventory) {
        Result result;
        result.whyNot =
            QCoreApplication::translate("InventoryFileMerge", "a side is not an inventory");
        return result;
    }
    return merge(base, {&ours, &*oursRead.inventory}, {&theirs, &*theirsRead.inventory}, options);
}

InventoryFileMerge::Result InventoryFileMerge::merge(const QByteArray& base, const Side& ours,
                                                     const Side& theirs, const Options& options) {
    Result result;
    const LineMerge::Result line = LineMerge::merge(base, *ours.bytes, *theirs.bytes,
                                                    LineMerge::Style::Merge, options.markerSize);
    if (line.failed()) {
        result.whyNot =
            QCoreApplication::translate("InventoryFileMerge", "git's line merge failed (%1)")
                .arg(line.error);
        return result;
    }
    if (line.clean) {
        if (const auto broken = structureBreak(line.bytes, nullptr, *ours.inventory,
                                               *theirs.inventory, options.fileName))
            result.whyNot = *broken;
        else
            result.bytes = line.bytes;
        return result;
    }
    std::optional<std::vector<LineMerge::Hunk>> hunks =
        LineMerge::hunks(base, *ours.bytes, *theirs.bytes);
    if (!hunks) {
        result.whyNot = QCoreApplication::translate(
            "InventoryFileMerge",
            "the conflict markers of git's line merge cannot be told from the "
            "file's own lines");
        return result;
    }
    const LineConflicts conflicts(std::move(*hunks), options.fileName);
    QByteArray out;
    for (int k = 0; k < int(conflicts.hunks().size()); ++k) {
        const LineMerge::Hunk& hunk = conflicts.hunks()[std::size_t(k)];
        const std::optional<QByteArray>& resolved = conflicts.resolutions()[std::size_t(k)];
        if (!hunk.conflict) {
            out += hunk.text;
        } else if (resolved) {
            out += *resolved;
            ++result.resolved;
        } else {
            const QString label = conflicts.label(k);
            result.conflicts +=
                label.isEmpty()
                    ? QCoreApplication::translate("InventoryFileMerge", "the lines of no flow")
                    : label;
            out += conflicts.markers(k, label, options.markerSize, options.zealous);
        }
    }
    if (result.conflicts.isEmpty()) {
        const std::optional<Inventory>& read = conflicts.resolvedInventory();
        if (const auto broken = structureBreak(out, read ? &*read : nullptr, *ours.inventory,
                                               *theirs.inventory, options.fileName)) {
            result.whyNot = *broken;
            return result;
        }
    } else {
        IoError error;
        if (!ConflictedInventory::read(out, options.fileName, &error)) {
            result.whyNot = QCoreApplication::translate(
                                "InventoryFileMerge",
                                "a side of the line merge's conflicts is not an inventory (%1)")
                                .arg(error.toString());
            result.conflicts.clear();
            return result;
        }
    }
    result.bytes = std::move(out);
    return result;
}

} // namespace FlowAudit
