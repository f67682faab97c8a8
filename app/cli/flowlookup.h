#pragma once

#include "core/model/inventory.h"

#include <optional>

namespace FlowAudit::Cli {

// The one flow a command names (set, fix, waive, simulate, ledger, chart): by its ID, or by
// its 1-based position in the file, `@3`, which reaches a flow whose ID is blank or shared
// (SC01) so it can be repaired. Its 0-based index, or the problem in words: no such flow
// (with the ID it most likely meant), an ID that several flows share, which names none of
// them (their positions said), or a position that is malformed or out of range, which is a
// mistake of usage (*usage set, when given).
std::optional<int> flowNamed(const Inventory& inventory, const QString& id, QString* problem,
                             bool* usage = nullptr);

} // namespace FlowAudit::Cli
