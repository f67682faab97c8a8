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

void sayTeamCards(const QString& file, const VendorCatalogue& bundled,
                  const VendorCatalogue& cards) {
    QStringList team;
    for (const VendorCard& card : cards.cards()) {
        if (card.teamFile.isEmpty())
            continue;
        const QString where = TeamCards::shownPath(card.teamFile, file);
        team.append(bundled.find(card.id)
                        ? tr("%1 (%2, in place of the bundled card)").arg(card.id, where)
                        : tr("%1 (%2)").arg(card.id, where));
    }
    if (!team.isEmpty())
        printLine(stderr,
                  tr("%1: the team's vendor cards: %2").arg(file, team.join(QStringLiteral(", "))));
}

std::optional<VendorCatalogue> inventoryCards(const QString& file, const Inventory& inventory) {
    const VendorCatalogue bundled = bundledCards();
    TeamCards::Loaded loaded = TeamCards::forInventory(bundled, inventory, file);
    for (const IoError& error : loaded.errors)
        printLine(stderr, error.toString());
    if (!loaded.errors.isEmpty())
        return std::nullopt;
    sayTeamCards(file, bundled, loaded.cards);
    return std::move(loaded.cards);
}

} // namespace FlowAudit::Cli
