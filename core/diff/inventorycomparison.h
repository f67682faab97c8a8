#pragma once

#include "core/diff/inventorydiff.h"
#include "core/diff/verdictchanges.h"

namespace FlowAudit {

// Two versions of an inventory compared: what changed in them and what that does to the
// verdicts. Both lints are kept: the findings are written with their lines and waivers.
struct InventoryComparison {
    FileLint before;
    FileLint after;
    InventoryDiff diff;
    VerdictChanges verdicts;

    // The same inventory: no flow, key or waiver differs.
    bool isSame() const { return diff.isEmpty(); }

    // Both lints must be readable.
    static InventoryComparison of(FileLint before, FileLint after);
};

// The outputs of `flowaudit-cli diff`: text for people, JSON as docs/spec/accepted-risks-and-git.md
// gives it, Markdown for a pull-request comment. Each starts with the verdicts.
class DiffFormat {
public:
    static QByteArray text(const InventoryComparison& comparison);
    static QByteArray json(const InventoryComparison& comparison);
    static QByteArray markdown(const InventoryComparison& comparison);
};

} // namespace FlowAudit
