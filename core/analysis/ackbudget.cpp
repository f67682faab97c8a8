#include "core/analysis/ackbudget.h"

#include "core/analysis/flownumber.h"

namespace FlowAudit {

AckBudget AckBudget::of(const Flow& flow, const QList<const VendorCard*>& sourceCards)
{
    AckBudget budget;
    budget.inboundWebhook = CellReading::yesNo(flow.text(Field::InboundWebhook)) == YesNo::Yes;
    budget.senderTimeout = flowNumber(flow, Field::SenderTimeoutSeconds);
    budget.ackP99 = flowNumber(flow, Field::AckP99Seconds);
    for (const VendorCard* card : sourceCards) {
        for (const VendorWindow& window : card->windowsOf(WindowKind::AckTimeout))
            budget.cardTimeouts.append({card->id, card->title(), card->checked, window.duration.seconds()});
    }
    return budget;
}

std::optional<double> AckBudget::budget() const
{
    if (!senderTimeout)
        return std::nullopt;
    return *senderTimeout / 2.0;
}

std::optional<double> AckBudget::headroom() const
{
    if (!budget() || !ackP99)
        return std::nullopt;
    return *budget() - *ackP99;
}

QList<AckBudget::CardTimeout> AckBudget::offers() const
{
    QList<CardTimeout> offers;
    for (const CardTimeout& timeout : cardTimeouts) {
        if (!senderTimeout || *senderTimeout != timeout.seconds)
            offers.append(timeout);
    }
    return offers;
}

} // namespace FlowAudit
