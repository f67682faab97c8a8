#pragma once

#include <QByteArray>
#include <QString>

namespace FlowAudit {

// Whether a file is meant to be an inventory, told by its content, never its name: what the
// pre-commit hook's lint (`--only-inventories`) and the language server ask before saying
// anything about a file. It widens git-setup's test (core/git/gitsetup.cpp: the file reads as
// an inventory) to inventories that are broken, so that a team's broken inventory is still
// refused rather than passed over:
// - YAML: it reads as an inventory, or its top level names `flows` (or says
//   `format: flow-inventory/…`), whether or not the rest reads. A CI workflow, a compose
//   file or an Ansible inventory is not one.
// - CSV: its first row has a flow_id column (docs/spec/inventory-format.md's CSV form).
// - An Excel workbook is one by its name: only an import maps its columns.
class InventoryContent {
public:
    // YAML text; readsAsInventory: whether the reader made an inventory of it.
    static bool yamlMeansInventory(const QByteArray& bytes, bool readsAsInventory);
    // The top level names `flows` or `format: flow-inventory/…` (a line scan; the text need
    // not be YAML that reads).
    static bool yamlNamesFlows(const QByteArray& bytes);
    static bool csvMeansInventory(const QByteArray& bytes);
    // A file on disk, by the form its name gives (.csv, .xlsx, else YAML); true when it
    // cannot be read, so that the reader says why.
    static bool fileMeansInventory(const QString& path);
};

} // namespace FlowAudit
