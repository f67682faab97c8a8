#include "app/cli/patchedsave.h"

#include "app/cli/clioutput.h"
#include "core/export/inventorysave.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/inventoryfile.h"

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
    InventorySave::Plan plan = InventorySave::over(
        {original.bytes, *original.read.inventory, original.read.unkept}, saved, path,
        reformat ? InventorySave::Canonical::Allowed : InventorySave::Canonical::Refused);
    if (plan.layout == InventorySave::Layout::Refused) {
        printLine(stderr, tr("flowaudit-cli %1: %2 cannot be changed in place (%3); "
                             "writing it in the canonical layout would drop %4. Nothing "
                             "was written; give --reformat to write it so.")
                              .arg(command, path, plan.whyNotPatched, plan.dropped));
        return 2;
    }
    if (plan.layout == InventorySave::Layout::Canonical)
        printLine(stderr, tr("flowaudit-cli %1: %2 cannot be changed in place (%3); written in "
                             "the canonical layout, which drops %4")
                              .arg(command, path, plan.whyNotPatched, plan.dropped));
    if (const auto error = AtomicFile::write(path, plan.bytes)) {
        printLine(stderr, tr("%1 (nothing was written)").arg(error->toString()));
        return 2;
    }
    if (written)
        *written = std::move(plan.bytes);
    return 0;
}

} // namespace FlowAudit::Cli
