#pragma once

#include "core/model/inventory.h"

#include <QList>
#include <QString>

#include <optional>

namespace FlowAudit {

// One value that differs between two versions: a flow's field (a known one, an unknown
// one, or `reviews.IP04`), a top-level key or a waiver's key. Values as the file writes
// them (a list or map in compact YAML); none where that version does not have it.
struct ValueChange {
    QString key;
    std::optional<QString> before;
    std::optional<QString> after;
};

// A flow in both versions (matched by flow_id, or a rename) that changed or moved.
struct FlowChange {
    QString flowId;      // in NEW
    QString renamedFrom; // its ID in OLD when it was renamed
    bool moved = false;  // its place among the flows of both versions changed
    int oldRow = 0;      // 1-based
    int newRow = 0;
    QList<ValueChange> fields;
};

struct WaiverIdentity {
    QString flowId;
    QString rule;
    QString field;
    bool operator==(const WaiverIdentity& other) const = default;
};

struct WaiverChange {
    WaiverIdentity waiver;
    QList<ValueChange> keys;
};

// What changed between two inventories (docs/spec/accepted-risks-and-git.md, Diff): flows added,
// removed, renamed (a removed and an added flow whose other known fields are all equal),
// changed field by field and moved; the top-level keys; the waivers by (flow_id, rule,
// field). The verdicts are VerdictChanges' part.
struct InventoryDiff {
    QStringList added;         // flow IDs of NEW, in its order
    QStringList removed;       // flow IDs of OLD, in its order
    QList<FlowChange> changed; // renamed flows too (with their other changes), in NEW's order
    QList<ValueChange> topLevel;
    QList<WaiverIdentity> waiversAdded;
    QList<WaiverIdentity> waiversRemoved;
    QList<WaiverChange> waiversChanged;

    bool isEmpty() const {
        return added.isEmpty() && removed.isEmpty() && changed.isEmpty() && topLevel.isEmpty() &&
               waiversAdded.isEmpty() && waiversRemoved.isEmpty() && waiversChanged.isEmpty();
    }
    int renamedCount() const;

    static InventoryDiff between(const Inventory& before, const Inventory& after);
};

} // namespace FlowAudit
