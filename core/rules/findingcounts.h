#pragma once

#include "core/rules/severity.h"

#include <array>
#include <cstddef>

namespace FlowAudit {

// How many findings of each severity an inventory has, as the editor's status bar and the
// command line count them.
struct FindingCounts {
    std::array<int, 3>
        bySeverity{}; // indexed by Severity; findings accepted by a waiver are not in it
    int accepted = 0; // findings accepted by a waiver in force, counted apart
    int count(Severity s) const { return bySeverity[std::size_t(s)]; }
};

} // namespace FlowAudit
