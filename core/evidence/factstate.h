#pragma once

#include "core/evidence/factverification.h"

#include <QDate>

#include <array>

namespace FlowAudit {

// A fact's one state, which the editor's card list and Evidence tab, the report and the
// command line all read from here (docs/spec/vendor-cards.md, "A fact's state"): what its
// evidence is worth today (EvidenceAge) and what the last verification of its quote found.
// Listed from best to worst: a card's state is the worst of its facts'.
enum class FactState : quint8 {
    Confirmed,       // quoted, checked within its review period, not found otherwise since
    Stale,           // quoted, its check older than its review period (or never checked)
    NotYetQuoted,    // no sentence of the vendor stands behind it
    Unreachable,     // the last verification could not read its page
    NeedsJavaScript, // its page is filled by scripts: a page saved from a browser is read
    PageMoved,       // the last verification was redirected elsewhere
    Ambiguous,       // the last verification found the quote more than once
    Changed,         // the last verification found the page saying something else
};
inline constexpr int FactStateCount = 8;

namespace FactStates {
// The state of a fact of a card reviewed every `reviewEveryDays`, given its last verification
// (nullptr: none on record; one of another quote, or cancelled, does not count).
FactState of(const CardFact& fact, int reviewEveryDays, QDate today, const FactVerification* last);
// The worst state of the card's facts, with the verifications on record.
FactState ofCard(const VendorCard& card, QDate today, const QList<FactVerification>& verified);
// The verification of this fact among them, or nullptr.
const FactVerification* lastOf(const CardFact& fact, const QList<FactVerification>& verified);
// How many of these cards' facts are in each state.
std::array<int, FactStateCount> count(const QList<VendorCard>& cards, QDate today,
                                      const QList<FactVerification>& verified);
// "confirmed", "stale", "not yet quoted"…, in the user's language.
QString word(FactState state);
// Whether the last verification found the fact otherwise than quoted (unreachable, needs
// JavaScript, page moved, ambiguous, changed): the states worse than not yet quoted.
inline bool foundOtherwise(FactState state) {
    return state > FactState::NotYetQuoted;
}
} // namespace FactStates

} // namespace FlowAudit
