#pragma once

#include "core/evidence/pagesentences.h"
#include "core/vendors/cardfacts.h"

namespace FlowAudit {

// A sentence of a fact's page offered as its quote: on the page once, or once between its
// prefix and suffix, so a verification of it confirms it.
struct QuoteProposal {
    QString quote;
    QString prefix;
    QString suffix;

    bool operator==(const QuoteProposal& other) const = default;
};

// What a page offers one fact: the sentences that state its number (or, for a fact without
// one, its words), best first.
struct FactProposals {
    CardFact fact;
    QList<QuoteProposal> proposals;
    // Passages that state the fact's words with another number: a page that states a number
    // two ways confirms neither, so such sentences are not offered but said.
    QStringList rivals;
    QString unreadable; // why the page could not be read; empty when it was
};

namespace QuoteProposals {
inline constexpr int MostProposals = 3;
// The sentences looked at closely (found, made unique), at most, of those ranked.
inline constexpr int MostTried = 12;
// The sentences of the page that could stand for the fact of the card (QuoteNumber's rule:
// they state its number, in digits or words), ranked by the fact's key words they share.
FactProposals propose(const VendorCard& card, const CardFact& fact, const PageSentences& page);
} // namespace QuoteProposals

} // namespace FlowAudit
