#pragma once

#include "core/vendors/cardwindow.h"

#include <QList>

#include <optional>

namespace FlowAudit {

class Flow;
struct VendorCard;

// The arithmetic behind WH01: a receiver should acknowledge within half the sender's
// timeout. The verdict itself is the rule engine's; this is what the panel draws.
struct AckBudget {
    bool inboundWebhook = false;
    std::optional<double> senderTimeout; // seconds, from the flow
    std::optional<double> ackP99;        // seconds, from the flow
    QList<CardWindow> cardTimeouts;      // the acknowledgement timeouts the source's cards state

    static AckBudget of(const Flow& flow, const QList<const VendorCard*>& sourceCards);

    std::optional<double> budget() const;   // half the sender's timeout
    std::optional<double> headroom() const; // budget minus p99; negative when over
    // The card timeouts that differ from the flow's (all of them when it is blank).
    QList<CardWindow> offers() const;
};

} // namespace FlowAudit
