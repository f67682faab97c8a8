#include "core/analysis/ackbudget.h"

#include "core/analysis/flownumber.h"

namespace FlowAudit {

AckBudget AckBudget::of(const Flow& flow, const QList<const VendorCard*>& sourceCards) {
    AckBudget budget;
    budget.inboundWebhook = CellReading::yesNo(flow.text(Field::InboundWebhook)) == YesNo::Yes;
    budget.senderTimeout = flowNumber(flow, Field::SenderTimeoutSeconds);
    budget.ackP99 = flowNumber(flow, Field::AckP99Seconds);
    for (const VendorCard* card : sourceCards) {
        for (const VendorWindow& window : card->windowsOf(WindowKind::AckTimeout))
            budget.cardTimeouts.append(CardWindow::of(*card, window));
    }
    return budget;
}

std::optional<double> AckBudget::budget() const {
    if (!senderTimeout)
        return std::nullopt;
    return *senderTimeout / 2.0;
}

std::optional<double> AckBudget::headroom() const {
    if (!budget() || !ackP99)
        return std::nullopt;
    return *budget() - *ackP99;
}

QList<CardWindow> AckBudget::offers() const {
    QList<CardWindow> offers;
    for (const CardWindow& timeout : cardTimeouts) {
        if (!senderTimeout || *senderTimeout != timeout.window.duration.seconds())
            offers.append(timeout);
    }
    return offers;
}

} // namespace FlowAudit
