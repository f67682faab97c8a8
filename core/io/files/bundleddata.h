#pragma once

#include <QString>

namespace FlowAudit {

// Where the data shipped with FlowAudit (vendor cards, example inventories) is found:
// $FLOWAUDIT_DATA_DIR when set, else `<prefix>/share/flowaudit` beside an installed
// executable, else the source tree's `resources/` for a program run from its build tree.
class BundledData {
public:
    static QString directory(); // empty when none is found
    static QString vendorsDirectory();
    // The bundled card file of a card ID (`vendors/stripe-webhooks.yaml`): a card's file is
    // named for its ID.
    static QString vendorCardFile(const QString& cardId);
};

} // namespace FlowAudit
