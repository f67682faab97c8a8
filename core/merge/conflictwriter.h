#pragma once

#include "core/merge/inventorymerge.h"

#include <QByteArray>

namespace FlowAudit {

// Writes a merge with conflicts as git writes them, in the canonical layout of a save:
// each conflict's smallest complete YAML unit (a field line, a review, a key, or a whole
// flow or waiver) between `<<<<<<< ours (flow …, field …)`, `||||||| base`, `=======` and
// `>>>>>>> theirs (…)` at the start of their lines, so any tool shows them and choosing
// either side leaves valid YAML. A clean merge comes out exactly as a save writes it (a
// tree that is not an inventory, as it is).
class ConflictWriter {
public:
    static constexpr int DefaultMarkerSize = 7;
    static QByteArray write(const MergeResult& merge, int markerSize = DefaultMarkerSize);
};

} // namespace FlowAudit
