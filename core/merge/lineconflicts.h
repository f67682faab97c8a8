#pragma once

#include "core/merge/linemerge.h"
#include "core/model/inventory.h"

#include <QString>

#include <optional>
#include <vector>

namespace FlowAudit {

// The conflicts git's line merge left in an inventory, worked out by flow and field: each is
// resolved line by line (HunkResolution) where that reads as the inventories' merge by flow
// and field of the versions that differ only there (InventoryMerge), and otherwise written
// as git writes a conflict, each section its side's own lines, labelled with the flow and
// field its lines hold. Resolutions are checked together, then in halves where that fails
// (and what stood in halves once more together), so a merge whose conflicts all resolve
// reads the file four times, however many there are.
class LineConflicts {
public:
    LineConflicts(std::vector<LineMerge::Hunk> hunks, QString fileName);

    const std::vector<LineMerge::Hunk>& hunks() const { return m_hunks; }
    // Each conflict's resolution (none where it stays a conflict), by hunk index.
    const std::vector<std::optional<QByteArray>>& resolutions() const { return m_resolved; }
    // The merge with every resolved conflict resolved and what it reads as, when every
    // conflict is resolved and that was read while checking them.
    const std::optional<Inventory>& resolvedInventory() const { return m_resolvedInventory; }

    // What conflict k is about: `flow billing_to_crm, field retry_layers`, as the merge by flow
    // and field names it, else from the flows whose lines it holds; blank when it holds none.
    QString label(int k) const;
    // Conflict k as git writes it in diff3 style (zdiff3: the lines both sides share at its
    // start and end outside the markers).
    QByteArray markers(int k, const QString& label, int markerSize, bool zealous) const;

private:
    enum class Take { Ours, Base, Theirs, Resolution };
    QByteArray text(const std::vector<int>& group, Take take,
                    const std::vector<QByteArray>& resolutions) const;
    void settle(const std::vector<int>& group, const std::vector<QByteArray>& resolutions);
    void checkTogether();
    bool stands(const std::vector<int>& group, const std::vector<QByteArray>& resolutions);
    QString labelIn(int k, const QByteArray& side, const Inventory* read) const;
    QByteArray lineEnd() const;

    std::vector<LineMerge::Hunk> m_hunks;
    QString m_fileName;
    std::optional<Inventory> m_ours; // the merge with OURS's side of every conflict, read
    YamlValue m_oursTree;            // and as the merge by flow and field reads it
    std::vector<std::optional<QByteArray>> m_resolved;
    std::vector<int> m_checkedTogether; // the first group whose resolutions stood together
    std::optional<Inventory> m_resolvedInventory;
};

} // namespace FlowAudit
