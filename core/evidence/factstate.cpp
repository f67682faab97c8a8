#include "core/evidence/factstate.h"

#include "core/vendors/evidenceage.h"

#include <QCoreApplication>

#include <algorithm>

namespace FlowAudit {

const FactVerification* FactStates::lastOf(const CardFact& fact,
                                           const QList<FactVerification>& verified) {
    const auto it = std::find_if(verified.begin(), verified.end(),
                                 [&](const FactVerification& v) { return v.isOf(fact); });
    return it == verified.end() ? nullptr : &*it;
}

FactState FactStates::of(const CardFact& fact, int reviewEveryDays, QDate today,
                         const FactVerification* last) {
    if (!fact.evidence.isQuoted())
        return FactState::NotYetQuoted;
    if (last && last->isOf(fact)) {
        switch (last->outcome) {
        case VerificationOutcome::Changed:
            return FactState::Changed;
        case VerificationOutcome::Ambiguous:
            return FactState::Ambiguous;
        case VerificationOutcome::PageMoved:
            return FactState::PageMoved;
        case VerificationOutcome::Unreachable:
            return FactState::Unreachable;
        case VerificationOutcome::NeedsJavaScript:
            return FactState::NeedsJavaScript;
        case VerificationOutcome::Confirmed:
        case VerificationOutcome::NotYetQuoted:
        case VerificationOutcome::NotChecked: // cancelled: nothing learnt
            break;
        }
    }
    const EvidenceAge age{fact.evidence, reviewEveryDays, today};
    return age.state() == EvidenceState::Current ? FactState::Confirmed : FactState::Stale;
}

FactState FactStates::ofCard(const VendorCard& card, QDate today,
                             const QList<FactVerification>& verified) {
    FactState worst = FactState::Confirmed;
    for (const CardFact& fact : cardFacts(card))
        worst = std::max(worst, of(fact, card.reviewEveryDays, today, lastOf(fact, verified)));
    return worst;
}

std::array<int, FactStateCount> FactStates::count(const QList<VendorCard>& cards, QDate today,
                                                  const QList<FactVerification>& verified) {
    std::array<int, FactStateCount> counts{};
    for (const VendorCard& card : cards)
        for (const CardFact& fact : cardFacts(card))
            ++counts[std::size_t(of(fact, card.reviewEveryDays, today, lastOf(fact, verified)))];
    return counts;
}

QString FactStates::word(FactState state) {
    switch (state) {
    case FactState::Confirmed:
        return QCoreApplication::translate("FactState", "confirmed");
    case FactState::Stale:
        return QCoreApplication::translate("FactState", "stale");
    case FactState::NotYetQuoted:
        return QCoreApplication::translate("FactState", "not yet quoted");
    case FactState::Unreachable:
        return QCoreApplication::translate("FactState", "unreachable");
    case FactState::NeedsJavaScript:
        return QCoreApplication::translate("FactState", "needs JavaScript");
    case FactState::PageMoved:
        return QCoreApplication::translate("FactState", "page moved");
    case FactState::Ambiguous:
        return QCoreApplication::translate("FactState", "ambiguous");
    case FactState::Changed:
        return QCoreApplication::translate("FactState", "changed");
    }
    return {};
}

} // namespace FlowAudit
