#pragma once

#include "core/vendors/cardfacts.h"
#include "core/vendors/duration.h"

#include <QList>
#include <QString>

namespace FlowAudit {

// What a card's quote must hold to stand for its number (docs/spec/vendor-cards.md): at
// least four words, and the number itself, in digits or words: a window's duration in any
// unit ("3 d": "three days", "72 hours", "3-day"), a retry count ("up to eight times"), or
// one of the numbers a fact's text states. A quote that does not say the number cannot
// confirm it, however often it is found.
namespace QuoteNumber {
inline constexpr int MinimumWords = 4;
// Why the quote cannot stand for the thing, or an empty text when it can.
QString whyNotForWindow(const QString& quote, Duration duration);
QString whyNotForRetries(const QString& quote, int count, const QList<Duration>& schedule);
QString whyNotForFact(const QString& quote, const QString& factText);
// The one of the three that fits the fact's part of the card; the fact's own text where the
// card has no such place.
QString whyNotFor(const VendorCard& card, const CardFact& fact, const QString& quote);
// Whether the fact has a number for a quote to state: a window and a retries entry always; a
// fact where its text states one (else its words are what a quote must say).
bool statesNumber(const CardFact& fact);
} // namespace QuoteNumber

} // namespace FlowAudit
