#include "core/diff/inventorycomparison.h"

namespace FlowAudit {

InventoryComparison InventoryComparison::of(FileLint before, FileLint after) {
    InventoryComparison comparison;
    comparison.diff = InventoryDiff::between(*before.inventory, *after.inventory);
    comparison.verdicts = VerdictChanges::between(before, after);
    comparison.before = std::move(before);
    comparison.after = std::move(after);
    return comparison;
}

} // namespace FlowAudit
