#pragma once

#include "core/vendors/vendorcard.h"

#include <QList>

#include <optional>

namespace FlowAudit {

class Flow;

// The arithmetic behind WH01: a receiver should acknowledge within half the sender's
// timeout. The verdict itself is the rule engine's; this is what the panel draws.
struct AckBudget {
    // A timeout a card of the flow's source states, offered when the flow's is blank or differs.
    struct CardTimeout {
        QString cardId;
        QString cardTitle;
        QDate checked;
        double seconds = 0;
    };

    bool inboundWebhook = false;
    std::optional<double> senderTimeout; // seconds, from the flow
    std::optional<double> ackP99;        // seconds, from the flow
    QList<CardTimeout> cardTimeouts;

    static AckBudget of(const Flow& flow, const QList<const VendorCard*>& sourceCards);

    std::optional<double> budget() const;   // half the sender's timeout
    std::optional<double> headroom() const; // budget minus p99; negative when over
    // The card timeouts that differ from the flow's (all of them when it is blank).
    QList<CardTimeout> offers() const;
};

} // namespace FlowAudit
