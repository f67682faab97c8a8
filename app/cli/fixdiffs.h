#pragma once

#include "app/cli/patchedsave.h"

#include <QList>

namespace FlowAudit::Cli {

// One fix to show: the flow it changes (0-based) as the fix leaves it.
struct ListedFix {
    int flowIndex = 0;
    Flow fixed;
};

// The file as that fix alone would change it, as a unified diff; whyNotPatched when the
// file cannot be changed in place (the diff is then to the canonical layout).
struct FixDiff {
    QByteArray diff;
    QString whyNotPatched;
};

// The diff of each fix, in the order given, as `fix --apply` of that fix alone would write
// the file. A patch changes a flow's own lines only, so the fixes go in rounds that change
// each flow at most once: one patch and one read-back a round (not one a fix: 10,000 RT01
// findings would be 20,000 reads of the whole file), each fix's diff then taken from its
// flow's lines with their context. A round whose patch changed anything outside those lines
// is diffed fix by fix instead.
QList<FixDiff> diffsOfFixes(const QString& file, const ReadInventory& original,
                            const QList<ListedFix>& fixes);

} // namespace FlowAudit::Cli
