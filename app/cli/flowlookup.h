#pragma once

#include "core/model/inventory.h"

#include <optional>

namespace FlowAudit::Cli {

// The one flow a command names by ID (set, fix, waive, simulate): its 0-based index, or
// the problem in words: no such flow (with the ID it most likely meant), or an ID that
// several flows share, which names none of them.
std::optional<int> flowNamed(const Inventory& inventory, const QString& id, QString* problem);

} // namespace FlowAudit::Cli
