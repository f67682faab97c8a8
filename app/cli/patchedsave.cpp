#include "app/cli/patchedsave.h"

#include "app/cli/clioutput.h"
#include "core/export/inventoryexport.h"
#include "core/io/atomicfile.h"
#include "core/io/inventoryfile.h"
#include "core/io/inventorypatch.h"

namespace FlowAudit::Cli {

std::optional<ReadInventory> readForPatching(const QString& path) {
    ReadInventory original;
    if (const auto error = InventoryFile::readBytes(path, &original.bytes)) {
        printLine(stderr, error->toString());
        return std::nullopt;
    }
    original.read = InventoryFile::parse(original.bytes, InventoryFile::formatOf(path), path);
    if (!original.read.inventory) {
        printLine(stderr, original.read.error.toString());
        return std::nullopt;
    }
    return original;
}

int savePatched(const QString& command, const QString& path, const ReadInventory& original,
                const Inventory& saved, bool reformat, QByteArray* written) {
    const InventoryFile::Format format = InventoryFile::formatOf(path);
    QByteArray bytes;
    if (format == InventoryFile::Format::Yaml) {
        InventoryPatch::Result patch =
            InventoryPatch::patch(original.bytes, *original.read.inventory, saved, path);
        if (patch.bytes) {
            bytes = std::move(*patch.bytes);
        } else {
            // What the canonical layout loses, said either way.
            const UnkeptSyntax& unkept = original.read.unkept;
            const QString dropped = unkept.isEmpty() ? tr("its layout") : unkept.describe();
            if (!reformat) {
                printLine(stderr, tr("flowaudit-cli %1: %2 cannot be changed in place (%3); "
                                     "writing it in the canonical layout would drop %4. Nothing "
                                     "was written; give --reformat to write it so.")
                                      .arg(command, path, patch.whyNot, dropped));
                return 2;
            }
            printLine(stderr, tr("flowaudit-cli %1: %2 cannot be changed in place (%3); written in "
                                 "the canonical layout, which drops %4")
                                  .arg(command, path, patch.whyNot, dropped));
        }
    }
    if (bytes.isEmpty())
        bytes = InventoryExport::serialise(saved, format);
    if (const auto error = AtomicFile::write(path, bytes)) {
        printLine(stderr, tr("%1 (nothing was written)").arg(error->toString()));
        return 2;
    }
    if (written)
        *written = std::move(bytes);
    return 0;
}

} // namespace FlowAudit::Cli
