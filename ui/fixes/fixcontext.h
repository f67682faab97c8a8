#pragma once

#include "core/fixes/flowfixes.h"

namespace FlowAudit {

class InventoryDocument;
class VendorCardStore;

// What the core's fixes need to know about a flow of the open document: its row, the
// flows sharing its ID, and the cards it names as the editor has them (with the user's
// overrides and the store's day). Without a store, no card is named.
FixContext fixContextFor(const InventoryDocument& document, int index,
                         const VendorCardStore* store);

} // namespace FlowAudit
