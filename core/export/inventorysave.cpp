#include "core/export/inventorysave.h"

#include "core/export/inventoryexport.h"
#include "core/io/files/inventoryfile.h"
#include "core/io/yaml/inventorypatch.h"

namespace FlowAudit {

InventorySave::Plan InventorySave::over(const Original& original, const Inventory& saved,
                                        const QString& path, Canonical canonical,
                                        const ReadProgress& progress) {
    Plan plan;
    const InventoryFile::Format format = InventoryFile::formatOf(path);
    if (format != InventoryFile::Format::Yaml) {
        plan.layout = Layout::Whole;
        plan.bytes = InventoryExport::serialise(saved, format);
        return plan;
    }
    InventoryPatch::Result patch =
        InventoryPatch::patch(original.bytes, original.inventory, saved, path, progress);
    if (patch.bytes) {
        plan.layout = Layout::Patched;
        plan.bytes = std::move(*patch.bytes);
        return plan;
    }
    plan.whyNotPatched = patch.whyNot;
    plan.dropped = original.unkept.isEmpty() ? tr("its layout") : original.unkept.describe();
    if (canonical == Canonical::Refused)
        return plan;
    plan.layout = Layout::Canonical;
    plan.bytes = InventoryExport::serialise(saved, format);
    return plan;
}

} // namespace FlowAudit
