#include "app/cli/cardstocheck.h"

#include "app/cli/commandcontext.h"

#include "core/model/inventory.h"
#include "core/vendors/cardscope.h"
#include "core/vendors/vendorcatalogue.h"

namespace FlowAudit::Cli {

std::optional<CardsToCheck> cardsToCheck(CommandContext& context, const QString& file) {
    CardsToCheck check;
    if (!file.isEmpty()) {
        const ReadInventory* read = context.inventory(file);
        if (!read)
            return std::nullopt;
        check.inventory = &*read->read.inventory;
    }
    if (const QString given = context.value(QLatin1StringView("cards")); !given.isEmpty())
        check.team = CardResolution::givenFolder(given);
    else if (check.inventory)
        check.team = CardResolution::folderOf(*check.inventory, file);
    check.cards = context.cards(check.team);
    if (!check.cards)
        return std::nullopt;
    check.scope =
        CardScope::inScope(*check.cards, check.inventory, context.isSet(QLatin1StringView("all")));
    return check;
}

} // namespace FlowAudit::Cli
