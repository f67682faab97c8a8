#pragma once

#include "core/io/yaml/yamlreader.h"
#include "core/model/inventory.h"
#include "core/model/yamlvalue.h"

namespace FlowAudit::InventoryTree {

// The inventory as a save writes it, read back as one YAML value: what a merge compares, so
// two files that differ only in layout (comments, flow style, quoting) are the same tree.
YamlValue of(const Inventory& inventory);

// What diff and textconv read of a tree:
// a value as one text (a list or map in compact YAML);
QString textOf(const YamlValue& value);
// a flow's or waiver's values by key, each review on its own (`reviews.IP04`);
QList<std::pair<QString, QString>> flatEntries(const YamlValue& map);
// the items of a top-level list (flows, waivers), none when there is no such list.
const std::vector<YamlValue>& itemsAt(const YamlValue& root, QLatin1StringView key);

// The inventory a merged tree holds, read with every check of an opened file; `name`
// names it in errors.
InventoryReadResult toInventory(const YamlValue& tree, const QString& name);

} // namespace FlowAudit::InventoryTree
