#include "core/analysis/vendoradvisories.h"

#include "core/analysis/flownumber.h"
#include "core/analysis/replaywindow.h"
#include "core/model/decimal.h"
#include "core/model/retrylayers.h"
#include "core/rules/ruleid.h"

#include <QCoreApplication>
#include <QLocale>

namespace FlowAudit {

namespace {

// Seconds FlowAudit computed or a card states, in the language's numbers ("2,5" in German).
QString seconds(double value) {
    return QLocale().toString(value, 'g', 6);
}

// "Stripe Webhooks, checked 2026-11-06": how every advisory names its source.
Advisory advise(QLatin1StringView id, Severity severity, const QString& cardId,
                const QString& cardTitle, QDate checked, int reviewEveryDays,
                const QString& message) {
    const QString reference =
        checked.isValid()
            ? QCoreApplication::translate("VendorAdvisories", "%1, checked %2")
                  .arg(cardTitle, checked.toString(Qt::ISODate))
            : QCoreApplication::translate("VendorAdvisories", "%1, no checked date stated")
                  .arg(cardTitle);
    return {id,
            severity,
            message + QStringLiteral(" (") + reference + QLatin1Char(')'),
            cardId,
            cardTitle,
            checked,
            reviewEveryDays};
}

Advisory advise(QLatin1StringView id, Severity severity, const VendorCard& card,
                const QString& message) {
    return advise(id, severity, card.id, card.title(), card.checked, card.reviewEveryDays, message);
}

// VA01: a replay window shorter than what the source or iPaaS may still send.
void checkReplayWindow(QList<Advisory>& out, const Flow& flow, const FlowVendorCards& cards) {
    const std::optional<double> window = flowNumber(flow, Field::MaxReplayWindowDays);
    if (!window)
        return;
    QList<const VendorCard*> senders = cards.source;
    senders.append(cards.ipaas);
    for (const VendorCard* card : senders) {
        const bool isIpaas = cards.ipaas.contains(card);
        const std::optional<VendorWindow> longest =
            card->longest(isIpaas ? ReplayWindow::IpaasKinds : ReplayWindow::SourceKinds);
        if (!longest || longest->duration.days() <= *window)
            continue;
        // A card's window may come without a note: then its length alone.
        QString length = longest->duration.describe();
        if (!longest->note.isEmpty())
            length += QStringLiteral(", ") + longest->note;
        out.append(advise(
            RuleId::VA01, Severity::Warn, *card,
            // The window's name as the card gives it, not lower-cased into the sentence (German
            // nouns).
            QCoreApplication::translate("VendorAdvisories",
                                        "max_replay_window_days is %1, below a window of the card "
                                        "(%2: %3): events can still arrive after the window")
                .arg(Decimal::typedInLocal(flow.text(Field::MaxReplayWindowDays)),
                     windowKindLabel(longest->kind), length)));
    }
}

// VA02: a receiver whose Retry-After unit differs from how its sender reads the header.
void checkRetryAfterUnit(QList<Advisory>& out, const Flow& flow, const FlowVendorCards& cards) {
    if (CellReading::yesNo(flow.text(Field::InboundWebhook)) != YesNo::Yes)
        return;
    const QString unit = flow.text(Field::RetryAfterUnit).toLower();
    const QString named =
        flow.text(Field::Source).toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
    for (const VendorCard* card : cards.source) {
        if (card->retryAfterUnit.isEmpty() || unit == card->retryAfterUnit)
            continue;
        // Named by its own ID the card is certain; named by vendor it is one of several.
        const bool certain = named == card->id;
        const QString shown =
            unit.isEmpty() ? QCoreApplication::translate("VendorAdvisories", "blank") : unit;
        out.append(advise(
            RuleId::VA02, certain ? Severity::Warn : Severity::Info, *card,
            certain ? QCoreApplication::translate("VendorAdvisories",
                                                  "%1 reads the Retry-After your receiver returns "
                                                  "as %2, but retry_after_unit is %3 (RT05)")
                          .arg(card->title(), card->retryAfterUnit, shown)
                    : QCoreApplication::translate("VendorAdvisories",
                                                  "if %1 calls this receiver, it reads Retry-After "
                                                  "as %2, but retry_after_unit is %3 (RT05)")
                          .arg(card->title(), card->retryAfterUnit, shown)));
    }
}

// VA03: a sender timeout in the inventory that is not the one the card states.
void checkSenderTimeout(QList<Advisory>& out, const Flow& flow, const FlowVendorCards& cards) {
    const std::optional<double> timeout = flowNumber(flow, Field::SenderTimeoutSeconds);
    if (!timeout || CellReading::yesNo(flow.text(Field::InboundWebhook)) != YesNo::Yes)
        return;
    for (const VendorCard* card : cards.source) {
        const QList<VendorWindow> stated = card->windowsOf(WindowKind::AckTimeout);
        if (stated.isEmpty())
            continue;
        if (std::any_of(stated.begin(), stated.end(),
                        [&](const VendorWindow& w) { return w.duration.seconds() == *timeout; }))
            continue;
        const double longest = std::max_element(stated.begin(), stated.end(),
                                                [](const VendorWindow& a, const VendorWindow& b) {
                                                    return a.duration < b.duration;
                                                })
                                   ->duration.seconds();
        // Longer than the card lets a slow receiver pass WH01 while the sender gives up.
        const bool generous = *timeout > longest;
        out.append(advise(
            RuleId::VA03, generous ? Severity::Warn : Severity::Info, *card,
            generous
                ? QCoreApplication::translate("VendorAdvisories",
                                              "sender_timeout_seconds is %1, longer than the %2 s "
                                              "%3 waits: the ack budget is really %4 s")
                      .arg(seconds(*timeout), seconds(longest), card->vendor, seconds(longest / 2))
                : QCoreApplication::translate("VendorAdvisories",
                                              "sender_timeout_seconds is %1, but %2 states %3 s")
                      .arg(seconds(*timeout), card->vendor, seconds(longest))));
    }
}

// VA04: Stripe's SDK retrying inside a worker that retries too.
void checkStripeSdkRetries(QList<Advisory>& out, const Flow& flow, const FlowVendorCards& cards) {
    // Named with Stripe's idempotency card: SDK retries reuse its keys.
    const QList<const VendorCard*> all = cards.all();
    const auto stripe = std::find_if(all.begin(), all.end(), [](const VendorCard* c) {
        return c->vendorId == QLatin1StringView("stripe") &&
               !c->windowsOf(WindowKind::KeyLifetime).isEmpty();
    });
    if (stripe == all.end())
        return;
    const RetryLayers layers = RetryLayers::parse(flow.text(Field::RetryLayers));
    if (!layers.valid || layers.none || layers.retryingLayerCount() < 2)
        return;
    for (const RetryLayer& layer : layers.layers) {
        const bool isSdk = layer.name.contains(QLatin1StringView("sdk"), Qt::CaseInsensitive) ||
                           layer.name.contains(QLatin1StringView("stripe"), Qt::CaseInsensitive);
        if (isSdk && layer.attempts > 1) {
            out.append(
                advise(RuleId::VA04, Severity::Warn, **stripe,
                       QCoreApplication::translate(
                           "VendorAdvisories",
                           "the %1 layer retries %2 times inside other retrying layers: set Stripe "
                           "SDK automatic retries to 0 when the worker retries (RT01)")
                           .arg(layer.name, layer.attemptsText)));
            return;
        }
    }
}

// VA05: vendor dedupe windows a replay can outlive.
void checkDedupeWindows(QList<Advisory>& out, const Flow& flow, const FlowVendorCards& cards) {
    if (!CellReading::hasEffect(flow))
        return;
    const ReplayWindow replay = ReplayWindow::of(flow, cards);
    for (const CardWindow& exposure : replay.outlived) {
        out.append(advise(
            RuleId::VA05, Severity::Info, exposure.cardId, exposure.cardTitle, exposure.checked,
            exposure.reviewEveryDays,
            QCoreApplication::translate(
                "VendorAdvisories",
                "%1 of %2 (%3) is shorter than the %4-day replay window: an older replay gets no "
                "help from it, only the flow's own ledger stops the duplicate (IP07)")
                .arg(windowKindLabel(exposure.window.kind), exposure.cardTitle,
                     exposure.window.duration.describe())
                .arg(*replay.effectiveReplayDays())));
    }
}

} // namespace

QList<Advisory> VendorAdvisories::of(const Flow& flow, const FlowVendorCards& cards) {
    QList<Advisory> advisories;
    checkReplayWindow(advisories, flow, cards);
    checkRetryAfterUnit(advisories, flow, cards);
    checkSenderTimeout(advisories, flow, cards);
    checkStripeSdkRetries(advisories, flow, cards);
    checkDedupeWindows(advisories, flow, cards);
    return advisories;
}

} // namespace FlowAudit
