#pragma once

#include "core/vendors/factevidence.h"

namespace FlowAudit {

// What a fact's evidence is worth today: confirmed within the card's review period, stale
// (its own check is older, or there is none), or not yet quoted (no sentence of the vendor
// stands behind it), which is never said as confirmed, whatever the card's date.
enum class EvidenceState : quint8 { Current, Stale, NotYetQuoted };

struct EvidenceAge {
    FactEvidence evidence;
    int reviewEveryDays = 90;
    QDate today;

    EvidenceState state() const;
    qint64 days() const; // since the fact's own check; 0 without one
    // "checked 2026-12-06 by A. Auditor, 3 days ago", "quoted, never checked", "not yet
    // quoted", in the user's language.
    QString describe() const;
    // "STALE" or "NOT YET QUOTED", else empty.
    QString mark() const;
    static QString stateWord(EvidenceState state);
};

} // namespace FlowAudit
