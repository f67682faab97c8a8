#pragma once

#include "core/io/ioerror.h"
#include "core/vendors/vendorcard.h"

#include <QList>

namespace FlowAudit {

class Flow;
class VendorOverrides;

// The cards whose vendor a flow names at each end.
struct FlowVendorCards {
    QList<const VendorCard*> source;
    QList<const VendorCard*> destination;
    QList<const VendorCard*> ipaas;

    // Each card once, in source, destination, iPaaS order.
    QList<const VendorCard*> all() const;
};

// Every vendor card, read from one folder, in file-name order.
class VendorCatalogue {
public:
    struct LoadResult;
    // Every `*.yaml` of the folder; a card that cannot be read is left out and its error
    // returned, so one bad file never hides the others.
    static LoadResult loadDirectory(const QString& folder);

    VendorCatalogue() = default;
    explicit VendorCatalogue(QList<VendorCard> cards);

    const QList<VendorCard>& cards() const { return m_cards; }
    const VendorCard* find(QStringView id) const;
    // The cards an inventory value names: a card ID (`stripe-webhooks` or
    // `stripe_webhooks`) names that card, a vendor ID (`stripe`) all of the vendor's.
    // Case does not matter; blank names none.
    QList<const VendorCard*> named(QStringView value) const;
    FlowVendorCards forFlow(const Flow& flow) const;
    // Indexes of the cards with `text` in any of their words (vendor, product, facts…).
    QList<int> search(QStringView text) const;
    // The same cards with the user's edits applied.
    VendorCatalogue withOverrides(const VendorOverrides& overrides) const;
    // These cards with the team's added, each in the place of the card with its ID.
    VendorCatalogue withTeamCards(const VendorCatalogue& team) const;

private:
    QList<VendorCard> m_cards;
};

struct VendorCatalogue::LoadResult {
    VendorCatalogue catalogue;
    QList<IoError> errors;
};

} // namespace FlowAudit
