#pragma once

#include "core/model/waiver.h"
#include "core/rules/rulecatalogue.h"

namespace FlowAudit {

// Where a waiver stands on a given day (UTC).
enum class WaiverState {
    InForce,  // valid, and more than ExpiringDays left
    Expiring, // valid, ExpiringDays or fewer left (WV02)
    Expired,  // valid, but its expires day is over (WV01): its finding counts again
    Invalid,  // WV04: covers nothing
};

struct WaiverStatus {
    static constexpr int ExpiringDays = RuleCatalogue::WaiverExpiringDays;
    static constexpr int LongestTermDays = RuleCatalogue::WaiverLongestTermDays;

    WaiverState state = WaiverState::Invalid;
    QString problem;  // Invalid: what is wrong, in words (translated)
    QDate expires;    // valid ones
    int daysLeft = 0; // from today to the expires day: 0 on the last day, negative once expired

    bool accepts() const { return state == WaiverState::InForce || state == WaiverState::Expiring; }
};

WaiverStatus waiverStatus(const Waiver& waiver, QDate today);

// Where a waiver stands once it is known whether it matches a finding, decided here once
// for the editor's Waivers tab, the report's section and its summary: an invalid or
// expired waiver stands as that whatever it matches; a valid one that matches nothing
// covers nothing (WV03).
enum class WaiverStanding { InForce, Expiring, CoversNothing, Expired, Invalid };
WaiverStanding waiverStanding(const WaiverStatus& status, bool coversAFinding);

// Today's date in UTC, which decides expiry unless a date is given (--today).
QDate utcToday();

} // namespace FlowAudit
