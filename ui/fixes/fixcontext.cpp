#include "ui/fixes/fixcontext.h"

#include "core/document/inventorydocument.h"
#include "ui/vendors/vendorcardstore.h"

namespace FlowAudit {

FixContext fixContextFor(const InventoryDocument& document, int index,
                         const VendorCardStore* store) {
    const Flow& flow = document.flow(index);
    FixContext context;
    context.row = index + 1;
    context.flowsSharingId = document.engine().flowsSharingId(flow.text(Field::FlowId));
    if (store) {
        context.cards = store->cards().forFlow(flow);
        context.today = store->today();
        context.staleAfterDays = store->staleAfterDays();
    }
    return context;
}

} // namespace FlowAudit
