#pragma once

#include "core/io/files/atomicfile.h"
#include "core/io/files/inventoryfile.h"

namespace FlowAudit {

// An inventory written in any format a file's name asks for, a workbook included: the one
// form that carries each flow's verdicts (WorkbookWriter), which is why this sits above
// the linter while InventoryFile, below the rules, writes YAML and CSV only.
class InventoryExport {
public:
    // The file's bytes; a workbook that cannot be made is empty, so parsing it back refuses
    // it in words.
    static QByteArray serialise(const Inventory& inventory, InventoryFile::Format format);
    // The same, telling progress how far it has come (a workbook is written at once);
    // nothing when progress said stop.
    static std::optional<QByteArray> serialise(const Inventory& inventory,
                                               InventoryFile::Format format,
                                               const WriteProgress& progress);
    static std::optional<IoError> save(const Inventory& inventory, const QString& path,
                                       AtomicFile::Options options = {});
};

} // namespace FlowAudit
