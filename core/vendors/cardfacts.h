#pragma once

#include "core/vendors/vendorcard.h"

namespace FlowAudit {

// One number or statement of a card that evidence stands behind: a fact, a window or a
// retry count, named by its place in the card so a verification or a stamp finds it again.
struct CardFact {
    enum class Part : quint8 { Fact, Window, Retries };

    QString cardId;
    Part part = Part::Fact;
    int index = 0;         // within its part, from 0
    QString text;          // what it says: the fact, or the window's or retries' numbers and note
    FactEvidence evidence; // its url is the card's source where the fact names none

    // "fact 2", "window 1 (retry, 3 d)", "retries 1 (3)": the place a reader finds it at.
    QString place() const;
    // `facts`, `windows` or `retries`: the card file's key for the part.
    static QLatin1StringView partKey(Part part);
};

// Every fact, window and retry count of the card, in the card's order.
QList<CardFact> cardFacts(const VendorCard& card);
// The evidence the card holds at the fact's place, as written (no url where it names none), or
// nullptr where the card has no such place.
FactEvidence* storedEvidence(VendorCard& card, const CardFact& fact);

} // namespace FlowAudit
