#pragma once

#include "core/vendors/vendorcard.h"

namespace FlowAudit {

// A window of a vendor card named with the card it comes from, so every number a panel
// or advisory shows says where it comes from and when that was checked. The card ID is
// empty for a window of the flow itself (its backfill overlap).
struct CardWindow {
    QString cardId;
    QString cardTitle;
    QDate checked;
    VendorWindow window;
    int reviewEveryDays = VendorCard::DefaultReviewEveryDays; // the card's, for its age

    static CardWindow of(const VendorCard& card, const VendorWindow& window) {
        return {card.id, card.title(), card.checked, window, card.reviewEveryDays};
    }
};

} // namespace FlowAudit
