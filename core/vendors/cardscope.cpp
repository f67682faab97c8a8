#include "core/vendors/cardscope.h"

#include "core/model/inventory.h"
#include "core/vendors/vendorcatalogue.h"

namespace FlowAudit {

QSet<QString> CardScope::relied(const VendorCatalogue& cards, const Inventory& inventory) {
    QSet<QString> ids;
    for (const Flow& flow : inventory.flows)
        for (const VendorCard* card : cards.forFlow(flow).all())
            ids.insert(card->id);
    return ids;
}

QSet<QString> CardScope::inScope(const VendorCatalogue& cards, const Inventory* inventory,
                                 bool all) {
    QSet<QString> ids;
    for (const VendorCard& card : cards.cards())
        if (all || !card.teamFile.isEmpty())
            ids.insert(card.id);
    if (inventory)
        ids.unite(relied(cards, *inventory));
    else if (ids.isEmpty())
        for (const VendorCard& card : cards.cards())
            ids.insert(card.id);
    return ids;
}

} // namespace FlowAudit
