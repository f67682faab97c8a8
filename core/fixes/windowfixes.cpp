#include "core/fixes/fixproposals.h"

#include "core/analysis/replaywindow.h"
#include "core/rules/ruleid.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace FlowAudit::FixProposals {

namespace {

QString wholeDays(double days) {
    return QLocale::c().toString(std::ceil(days), 'f', 0);
}

// Where the longest window comes from, in words: "Manual resend window of Stripe Webhooks
// (30 d, checked 2026-11-06)", or the flow's backfill overlap.
QString longestReason(const ReplayWindow& replay, const FixContext& context) {
    const CardWindow& longest = replay.reasons.first();
    if (longest.cardId.isEmpty())
        return QCoreApplication::translate("Fixes", "the flow's backfill overlap (%1)")
            .arg(longest.window.duration.describe());
    const CardAge age = CardAge::of(longest.checked, longest.reviewEveryDays, context.today,
                                    context.staleAfterDays);
    return QCoreApplication::translate("Fixes", "%1 of %2 (%3, %4)")
        .arg(windowKindLabel(longest.window.kind), longest.cardTitle,
             longest.window.duration.describe(), age.stamp());
}

// The panel's suggestion: the whole days that cover the longest window the cards state.
void replayWindowFromCards(QList<Fix>& fixes, const Flow& flow, const FixContext& context,
                           const ReplayWindow& replay) {
    const std::optional<qint64> suggested = replay.suggestedReplayDays();
    if (!suggested ||
        (replay.maxReplayWindowDays && *replay.maxReplayWindowDays == double(*suggested)))
        return;
    Fix fix;
    fix.kind = FixKind::ReplayWindow;
    fix.rule = QString(RuleId::IP03);
    fix.description =
        QCoreApplication::translate("Fixes", "Set max_replay_window_days to %1").arg(*suggested);
    fix.reason =
        QCoreApplication::translate(
            "Fixes", "The whole days that cover the longest window an event can still come in: %1.")
            .arg(longestReason(replay, context));
    fix.changes = {{Field::MaxReplayWindowDays, flow.text(Field::MaxReplayWindowDays),
                    QString::number(*suggested)}};
    fixes.append(std::move(fix));
}

// The panel's ledger: at least the longer of the flow's window and the cards' suggestion.
void ledgerToWindow(QList<Fix>& fixes, const Flow& flow, const ReplayWindow& replay) {
    const std::optional<qint64> suggested = replay.suggestedReplayDays();
    const double needed =
        std::max(replay.maxReplayWindowDays.value_or(0), double(suggested.value_or(0)));
    if (needed <= 0 || (replay.ledgerRetentionDays && *replay.ledgerRetentionDays >= needed))
        return;
    Fix fix;
    fix.kind = FixKind::LedgerRetention;
    fix.rule = QString(RuleId::IP03);
    fix.description = QCoreApplication::translate("Fixes", "Set ledger_retention_days to %1")
                          .arg(wholeDays(needed));
    fix.reason = QCoreApplication::translate(
        "Fixes", "Keep keys at least as long as the replay window (IP03).");
    fix.changes = {
        {Field::LedgerRetentionDays, flow.text(Field::LedgerRetentionDays), wholeDays(needed)}};
    fixes.append(std::move(fix));
}

// IP03's remedy: the ledger keeps keys through the whole window. The window is the flow's
// own max_replay_window_days, or the cards' longer one; a blank window is written from the
// cards, and with neither there is no window to cover and no fix.
void coverReplayWindow(QList<Fix>& fixes, const Flow& flow, const FixContext& context,
                       const ReplayWindow& replay) {
    const std::optional<qint64> suggested = replay.suggestedReplayDays();
    const bool windowBlank = flow.isBlank(Field::MaxReplayWindowDays);
    if (!replay.maxReplayWindowDays && !(windowBlank && suggested))
        return;
    const bool cardsLonger = suggested && (!replay.maxReplayWindowDays ||
                                           double(*suggested) > *replay.maxReplayWindowDays);
    const double window = cardsLonger ? double(*suggested) : *replay.maxReplayWindowDays;
    Fix fix;
    fix.kind = FixKind::CoverReplayWindow;
    fix.rule = QString(RuleId::IP03);
    if (!replay.maxReplayWindowDays)
        fix.changes.append({Field::MaxReplayWindowDays, flow.text(Field::MaxReplayWindowDays),
                            QString::number(*suggested)});
    if (!replay.ledgerRetentionDays || *replay.ledgerRetentionDays < window)
        fix.changes.append(
            {Field::LedgerRetentionDays, flow.text(Field::LedgerRetentionDays), wholeDays(window)});
    if (fix.changes.isEmpty())
        return;
    fix.description =
        fix.changes.size() == 2
            ? QCoreApplication::translate(
                  "Fixes", "Set max_replay_window_days to %1 and ledger_retention_days to %2")
                  .arg(fix.changes[0].after, fix.changes[1].after)
            : QCoreApplication::translate(
                  "Fixes", "Raise ledger_retention_days to %1 to cover the replay window")
                  .arg(fix.changes[0].after);
    fix.reason =
        cardsLonger
            ? QCoreApplication::translate(
                  "Fixes",
                  "The ledger must keep keys at least as long as an event can still come in; the "
                  "longest window is %1.")
                  .arg(longestReason(replay, context))
            : QCoreApplication::translate(
                  "Fixes",
                  "The ledger must keep keys at least as long as the flow's replay window of %1 "
                  "days; a replay after that would repeat the effect.")
                  .arg(flow.text(Field::MaxReplayWindowDays));
    fixes.append(std::move(fix));
}

} // namespace

QList<Fix> replayWindow(const Flow& flow, const FixContext& context) {
    QList<Fix> fixes;
    const ReplayWindow replay = ReplayWindow::of(flow, context.cards);
    coverReplayWindow(fixes, flow, context, replay);
    replayWindowFromCards(fixes, flow, context, replay);
    ledgerToWindow(fixes, flow, replay);
    return fixes;
}

} // namespace FlowAudit::FixProposals
