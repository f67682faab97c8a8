#pragma once

#include <QDate>
#include <QString>

namespace FlowAudit {

// How old a card's checked date is, and whether a number from it must be confirmed live
// before it is quoted. A card with no checked date is always to be confirmed.
struct CardAge {
    static constexpr int DefaultStaleAfterDays = 30;

    QDate checked;
    QDate today;
    int staleAfterDays = DefaultStaleAfterDays;

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
