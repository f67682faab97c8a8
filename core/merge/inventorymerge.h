#pragma once

#include "core/merge/mergeconflict.h"
#include "core/model/yamlvalue.h"

#include <QList>

#include <vector>

namespace FlowAudit {

// One entry of a merged inventory tree: settled (its value, or dropped when the merge
// removed it), one conflict, or a map or keyed list with a conflict somewhere inside.
struct MergedNode {
    QString key;       // the map key, or the list item's identity (a flow's ID)
    YamlValue value;   // when settled
    int conflict = -1; // >= 0: this node is that conflict of MergeResult::conflicts
    bool composite = false;
    bool sequence = false; // a composite list (flows, waivers) rather than a map
    bool flowStyle = false;
    std::vector<MergedNode> children; // of a composite

    bool isSettled() const { return conflict < 0 && !composite; }
};

// A three-way merge of two inventory trees (InventoryTree::of) as
// docs/spec/accepted-risks-and-git.md's Merge section decides: flows by flow_id and then by field,
// reviews by rule ID, waivers by (flow_id, rule, field), top-level keys by key; OURS's
// order, with THEIRS's new entries after the entry that precedes them in THEIRS.
struct MergeResult {
    MergedNode root; // a composite map; settled when nothing conflicts
    QList<MergeConflict> conflicts;

    bool isClean() const { return conflicts.isEmpty(); }
    // The tree with each conflict decided: choices[i] is conflict i's value, none to leave it
    // out. A clean merge takes no choices.
    YamlValue settle(const QList<std::optional<YamlValue>>& choices = {}) const;
};

class InventoryMerge {
public:
    // base none: not known (conflict markers without a base section), so every difference
    // of ours and theirs is a conflict.
    static MergeResult merge(const YamlValue* base, const YamlValue& ours, const YamlValue& theirs);
};

} // namespace FlowAudit
