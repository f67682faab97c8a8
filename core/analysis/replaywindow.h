#pragma once

#include "core/vendors/vendorcatalogue.h"

#include <QList>

#include <optional>

namespace FlowAudit {

class Flow;

// The arithmetic behind IP03 and IP07: the ledger must keep keys at least as long as the
// longest of the source's retry and resend windows, the iPaaS's replay window and the
// backfill overlap; and a replay older than a vendor's dedupe window gets no help from it.
struct ReplayWindow {
    // One window the ledger must outlive, named with the card it comes from.
    struct Reason {
        QString cardId;    // empty for the flow's own backfill overlap
        QString cardTitle;
        QDate checked;
        VendorWindow window;
    };
    // A vendor's dedupe window or key lifetime that a replay can outlive.
    struct Exposure {
        QString cardId;
        QString cardTitle;
        QDate checked;
        VendorWindow window;
    };

    std::optional<double> ledgerRetentionDays;
    std::optional<double> maxReplayWindowDays;
    QList<Reason> reasons;     // longest first
    QList<Exposure> outlived;  // shortest first

    static ReplayWindow of(const Flow& flow, const FlowVendorCards& cards);

    // The whole days that cover the longest reason: the max_replay_window_days to write.
    std::optional<qint64> suggestedReplayDays() const;
    // The replay window in force: the flow's, else the suggested one.
    std::optional<double> effectiveReplayDays() const;
};

} // namespace FlowAudit
