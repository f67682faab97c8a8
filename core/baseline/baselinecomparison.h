#pragma once

#include "core/baseline/baseline.h"
#include "core/model/baselinestate.h"

#include <QHash>

#include <array>

namespace FlowAudit {

// One finding of today's lint, as a baseline sees it.
struct BaselineCandidate {
    int flowIndex = 0; // 0-based
    int ordinal = 0;   // its place among the flow's findings
    QString flowId;
    QString rule;
    QString field;
    QString fingerprint;
    bool accepted = false; // by a waiver: it may take its entry, but is counted as accepted
};

// Today's findings against a baseline: each finding takes at most one unused entry of the
// same flow_id, rule and field, one with its own fingerprint first (unchanged), then any
// (updated); a finding left without one is new, an entry left over is absent (fixed).
// Entries are a multiset, so two equal findings need two entries. A finding a waiver accepts
// still takes its entry (the entry is not absent: the problem is there), but counts in no
// state: a waived finding is accepted whatever its state.
struct BaselineComparison {
    QHash<int, QList<BaselineState>> statesByFlow; // flow index → each finding's state, in order
    QList<BaselineEntry> absent;
    std::array<int, 4> counts{}; // indexed by BaselineState, accepted findings left out

    int count(BaselineState state) const { return counts[std::size_t(state)]; }
    BaselineState stateOf(int flowIndex, int ordinal) const;
};

BaselineComparison compareWithBaseline(const QList<BaselineEntry>& entries,
                                       const QList<BaselineCandidate>& findings);

} // namespace FlowAudit
