#pragma once

#include "core/lint/lintrun.h"

namespace FlowAudit {

// What a change does to the verdicts (docs/spec/accepted-risks-and-git.md, Diff): the findings of
// NEW that OLD does not have and those of OLD that NEW no longer has, matched by (flow_id, rule,
// field), each as many times as it occurs.
struct VerdictChanges {
    QList<Finding> added; // findings of `after`, in its order
    QList<Finding> gone;  // findings of `before`, in its order

    bool isEmpty() const { return added.isEmpty() && gone.isEmpty(); }
    static VerdictChanges between(const FileLint& before, const FileLint& after);
};

} // namespace FlowAudit
