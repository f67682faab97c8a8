#include "core/analysis/replaywindow.h"

#include "core/analysis/flownumber.h"

#include <QCoreApplication>

#include <cmath>

namespace FlowAudit {

namespace {

void addWindows(QList<CardWindow>& reasons, const QList<const VendorCard*>& cards,
                std::initializer_list<WindowKind> kinds) {
    for (const VendorCard* card : cards) {
        for (const VendorWindow& window : card->windows) {
            if (std::find(kinds.begin(), kinds.end(), window.kind) != kinds.end())
                reasons.append(CardWindow::of(*card, window));
        }
    }
}

} // namespace

ReplayWindow ReplayWindow::of(const Flow& flow, const FlowVendorCards& cards) {
    ReplayWindow replay;
    replay.ledgerRetentionDays = flowNumber(flow, Field::LedgerRetentionDays);
    replay.maxReplayWindowDays = flowNumber(flow, Field::MaxReplayWindowDays);

    addWindows(replay.reasons, cards.source, SourceKinds);
    addWindows(replay.reasons, cards.ipaas, IpaasKinds);
    if (const std::optional<double> backfill = flowNumber(flow, Field::BackfillOverlapDays)) {
        const auto ms = qint64(std::ceil(*backfill * 86'400'000.0));
        CardWindow overlap; // the flow's own: no card
        overlap.window.kind = WindowKind::Replay;
        overlap.window.duration = Duration::fromMilliseconds(ms);
        overlap.window.note =
            QCoreApplication::translate("ReplayWindow", "the flow's backfill overlap");
        replay.reasons.append(overlap);
    }
    std::stable_sort(replay.reasons.begin(), replay.reasons.end(),
                     [](const CardWindow& a, const CardWindow& b) {
                         return a.window.duration > b.window.duration;
                     });

    if (const std::optional<double> window = replay.effectiveReplayDays()) {
        for (const VendorCard* card : cards.all()) {
            for (const VendorWindow& vendorWindow : card->windows) {
                const bool dedupes = vendorWindow.kind == WindowKind::Dedupe ||
                                     vendorWindow.kind == WindowKind::KeyLifetime;
                if (dedupes && vendorWindow.duration.days() < *window)
                    replay.outlived.append(CardWindow::of(*card, vendorWindow));
            }
        }
        std::stable_sort(replay.outlived.begin(), replay.outlived.end(),
                         [](const CardWindow& a, const CardWindow& b) {
                             return a.window.duration < b.window.duration;
                         });
    }
    return replay;
}

std::optional<qint64> ReplayWindow::suggestedReplayDays() const {
    if (reasons.isEmpty())
        return std::nullopt;
    return reasons.first().window.duration.wholeDaysCovering();
}

std::optional<double> ReplayWindow::effectiveReplayDays() const {
    if (maxReplayWindowDays)
        return maxReplayWindowDays;
    if (const std::optional<qint64> suggested = suggestedReplayDays())
        return double(*suggested);
    return std::nullopt;
}

} // namespace FlowAudit
