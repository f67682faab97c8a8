#include "app/cli/bundledcards.h"

#include "app/cli/clioutput.h"

#include "core/io/files/bundleddata.h"
#include "core/vendors/teamcards.h"

namespace FlowAudit::Cli {

VendorCatalogue bundledCards() {
    VendorCatalogue::LoadResult cards =
        VendorCatalogue::loadDirectory(BundledData::vendorsDirectory());
    for (const IoError& error : cards.errors)
        printLine(stderr, tr("warning: %1").arg(error.toString()));
    return std::move(cards.catalogue);
}

std::optional<VendorCatalogue> inventoryCards(const QString& file, const Inventory& inventory) {
    TeamCards::Loaded loaded = TeamCards::forInventory(bundledCards(), inventory, file);
    for (const IoError& error : loaded.errors)
        printLine(stderr, error.toString());
    if (!loaded.errors.isEmpty())
        return std::nullopt;
    return std::move(loaded.cards);
}

} // namespace FlowAudit::Cli
