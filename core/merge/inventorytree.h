#pragma once

#include "core/io/yamlreader.h"
#include "core/model/inventory.h"
#include "core/model/yamlvalue.h"

namespace FlowAudit::InventoryTree {

// The inventory as a save writes it, read back as one YAML value: what a merge compares, so
// two files that differ only in layout (comments, flow style, quoting) are the same tree.
YamlValue of(const Inventory& inventory);

// The inventory a merged tree holds, read with every check of an opened file; `name`
// names it in errors.
InventoryReadResult toInventory(const YamlValue& tree, const QString& name);

} // namespace FlowAudit::InventoryTree
