#pragma once

#include "core/io/files/conflictedfile.h"
#include "core/io/yaml/yamlreader.h"
#include "core/merge/inventorymerge.h"

namespace FlowAudit {

// An inventory file with conflict markers, read as the merge it was left from: each side
// the markers hold is read as an inventory, then merged again (three-way when every conflict
// has a base section, else every difference is a conflict), so a line merge's conflicts
// become conflicts of flows and fields. What is left is decided one conflict at a time.
class ConflictedInventory {
public:
    // None when the markers are broken or a side is not an inventory; `error` then points
    // at the line of the file.
    static std::optional<ConflictedInventory> read(const QByteArray& bytes, const QString& fileName,
                                                   IoError* error);

    const MergeResult& merge() const { return m_merge; }
    const QList<MergeConflict>& conflicts() const { return m_merge.conflicts; }
    // How many marked conflicts the file holds (before they became the conflicts above).
    int markedConflicts() const { return m_marked; }

    // The inventory with each conflict decided as MergeResult::settle takes them.
    InventoryReadResult resolve(const QList<std::optional<YamlValue>>& choices) const;

    // OURS as the file holds it (the text outside the conflicts with each conflict's ours
    // lines) and what it reads as: a save of the resolved inventory patches these, so
    // OURS's comments and layout stay, as in the merge driver's clean merge.
    const QByteArray& oursText() const { return m_file.ours.text; }
    const Inventory& ours() const { return m_ours; }
    // What OURS holds that a canonical save would drop, for the save that cannot patch.
    const UnkeptSyntax& oursUnkept() const { return m_oursUnkept; }

    // The text a save of the resolved inventory patches, and what it reads as: outside the
    // conflicts the file's own lines; in each conflict the lines of the side that reads
    // closest to what was decided there, so Take Theirs writes THEIRS's lines, its comments
    // with them, and an edited value is patched into the closer side. OURS's on a tie.
    struct SaveBase {
        QByteArray text;
        Inventory inventory;
        UnkeptSyntax unkept;
    };
    SaveBase saveBase(const Inventory& resolved) const;

private:
    MergeResult m_merge;
    ConflictedFile m_file;
    Inventory m_ours;
    UnkeptSyntax m_oursUnkept;
    QString m_fileName;
    int m_marked = 0;
};

} // namespace FlowAudit
