#pragma once

#include "core/vendors/cardwindow.h"
#include "core/vendors/vendorcatalogue.h"

#include <QList>

#include <optional>

namespace FlowAudit {

class Flow;

// The arithmetic behind IP03 and IP07: the ledger must keep keys at least as long as the
// longest of the source's retry and resend windows, the iPaaS's replay window and the
// backfill overlap; and a replay older than a vendor's dedupe window gets no help from it.
struct ReplayWindow {
    std::optional<double> ledgerRetentionDays;
    std::optional<double> maxReplayWindowDays;
    QList<CardWindow> reasons; // the windows the ledger must outlive, longest first
    QList<CardWindow>
        outlived; // vendor dedupe windows and key lifetimes a replay outlives, shortest first

    static ReplayWindow of(const Flow& flow, const FlowVendorCards& cards);

    // The windows that can still bring an event: a source's retries, resends and replays;
    // an iPaaS's own retries (autoreplay) and replays.
    static constexpr std::initializer_list<WindowKind> SourceKinds{
        WindowKind::Retry, WindowKind::ManualResend, WindowKind::Replay};
    static constexpr std::initializer_list<WindowKind> IpaasKinds{WindowKind::Retry,
                                                                  WindowKind::Replay};

    // The whole days that cover the longest reason: the max_replay_window_days to write.
    std::optional<qint64> suggestedReplayDays() const;
    // The replay window in force: the flow's, else the suggested one.
    std::optional<double> effectiveReplayDays() const;
};

} // namespace FlowAudit
