#pragma once

#include "core/io/files/inventoryfile.h"
#include "core/merge/conflictedinventory.h"
#include "core/merge/hunkresolution.h"
#include "core/merge/inventoryfilemerge.h"
#include "core/merge/linemerge.h"

#include <QSet>

namespace FlowAudit::FuzzChecks {

// What a side wrote since BASE, in words the merge must keep: of each line BASE does not
// have, what it says (before its comment) and its comment, each only where BASE has no such
// part. Shared by fuzz_linemerge and tst_linemerge.
inline QList<QByteArray> writtenBy(const QByteArray& side, const QByteArray& base) {
    QSet<QByteArray> oldLines, oldParts;
    for (QByteArray line : base.split('\n')) {
        line = line.trimmed();
        oldLines.insert(line);
        const qsizetype comment = HunkResolution::commentStart(line);
        oldParts.insert(line.left(comment).trimmed());
        oldParts.insert(line.mid(comment).trimmed());
    }
    QList<QByteArray> written;
    for (QByteArray line : side.split('\n')) {
        line = line.trimmed();
        if (line.isEmpty() || oldLines.contains(line))
            continue;
        const qsizetype comment = HunkResolution::commentStart(line);
        for (const QByteArray& part : {line.left(comment).trimmed(), line.mid(comment).trimmed()}) {
            if (!part.isEmpty() && !oldParts.contains(part))
                written.append(part);
        }
    }
    return written;
}

// The merge driver's line merge of three inventories (cut at \x1e): git's clean result taken
// as it is; conflicts that read back; every word either side wrote kept; never a crash.
inline QByteArray checkLineMerge(const QByteArray& bytes) {
    const QList<QByteArray> parts = bytes.split('\x1e');
    if (parts.size() != 3)
        return {};
    for (const QByteArray& part : parts) {
        if (!InventoryFile::parse(part, InventoryFile::Format::Yaml, QStringLiteral("m.yaml"))
                 .inventory)
            return {};
    }
    const InventoryFileMerge::Result merged = InventoryFileMerge::merge(
        parts[0], parts[1], parts[2], {7, false, QStringLiteral("m.yaml")});
    if (!merged.bytes)
        return merged.whyNot.isEmpty() ? QByteArray("no merge and no reason") : QByteArray();
    const LineMerge::Result line =
        LineMerge::merge(parts[0], parts[1], parts[2], LineMerge::Style::Merge, 7);
    if (line.clean && *merged.bytes != line.bytes)
        return "git's clean line merge was not taken as it is:\n" + *merged.bytes;
    if (merged.isClean()) {
        const InventoryReadResult read =
            InventoryFile::parse(*merged.bytes, InventoryFile::Format::Yaml, QStringLiteral("m"));
        if (!read.inventory)
            return "the clean merge does not read: " + read.error.toString().toUtf8();
    } else {
        IoError error;
        if (!ConflictedInventory::read(*merged.bytes, QStringLiteral("m.yaml"), &error))
            return "the conflicts do not read back: " + error.toString().toUtf8();
    }
    for (const QByteArray* side : {&parts[1], &parts[2]}) {
        for (const QByteArray& words : writtenBy(*side, parts[0])) {
            if (!merged.bytes->contains(words))
                return "the merge lost \"" + words + "\":\n" + *merged.bytes;
        }
    }
    return {};
}

} // namespace FlowAudit::FuzzChecks
