#include "core/export/inventoryexport.h"

#include "core/export/workbookwriter.h"

namespace FlowAudit {

QByteArray InventoryExport::serialise(const Inventory& inventory, InventoryFile::Format format) {
    if (format != InventoryFile::Format::Xlsx)
        return InventoryFile::serialise(inventory, format);
    QString error;
    return WorkbookWriter::write(inventory, &error).value_or(QByteArray());
}

std::optional<QByteArray> InventoryExport::serialise(const Inventory& inventory,
                                                     InventoryFile::Format format,
                                                     const WriteProgress& progress) {
    if (format != InventoryFile::Format::Xlsx)
        return InventoryFile::serialise(inventory, format, progress);
    return serialise(inventory, format);
}

std::optional<IoError> InventoryExport::save(const Inventory& inventory, const QString& path,
                                             AtomicFile::Options options) {
    return AtomicFile::write(path, serialise(inventory, InventoryFile::formatOf(path)), options);
}

} // namespace FlowAudit
