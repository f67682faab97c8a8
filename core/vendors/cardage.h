#pragma once

#include "core/vendors/vendorcard.h"

#include <QDate>
#include <QString>

namespace FlowAudit {

// How old a card's checked date is, and whether a number from it must be confirmed live
// before it is quoted. A card with no checked date is always to be confirmed.
struct CardAge {
    // A threshold of 0 days is each card's own: its review_every (docs/spec/vendor-cards.md),
    // which the team that keeps the card chose. A user's threshold applies to every card.
    static constexpr int EachCardsReview = 0;
    static constexpr int DefaultStaleAfterDays = EachCardsReview;

    QDate checked;
    QDate today;
    int staleAfterDays = VendorCard::DefaultReviewEveryDays; // resolved: a number of days

    // The age of what was checked on `checked` from a card reviewed every `reviewEveryDays`,
    // stale past `staleAfterDays` (EachCardsReview: past the card's own review period).
    static CardAge of(QDate checked, int reviewEveryDays, QDate today, int staleAfterDays) {
        return {checked, today, staleAfterDays > 0 ? staleAfterDays : reviewEveryDays};
    }
    static CardAge of(const VendorCard& card, QDate today, int staleAfterDays) {
        return of(card.checked, card.reviewEveryDays, today, staleAfterDays);
    }

    bool isDated() const { return checked.isValid(); }
    qint64 days() const { return isDated() ? checked.daysTo(today) : 0; }
    bool isStale() const { return !isDated() || days() > staleAfterDays; }
    // "checked 2026-11-06, 23 days ago", in the user's language.
    QString describe() const;
    // "STALE" past the threshold, "UNDATED" with no date, else empty.
    QString mark() const;
    // The date and mark in a few words, for a row or a button beside the card's number:
    // "checked 2026-11-06", "checked 2026-10-01 · STALE", "no checked date · UNDATED".
    QString stamp() const;
};

} // namespace FlowAudit
