#include "core/fixes/fixproposals.h"

#include "core/analysis/ackbudget.h"
#include "core/model/cellreading.h"
#include "core/rules/ruleid.h"

#include <QCoreApplication>
#include <QLocale>

namespace FlowAudit::FixProposals {

namespace {

QString stamp(const VendorCard& card, const FixContext& context) {
    return CardAge::of(card, context.today, context.staleAfterDays).stamp();
}

// The source's cards that are certainly the flow's: the card its source names by the
// card's own ID, or the one card its vendor has. A vendor with several cards could be any
// of them, and a fix must not guess.
QList<const VendorCard*> certainSourceCards(const Flow& flow, const FixContext& context) {
    if (context.cards.source.size() == 1)
        return context.cards.source;
    const QString named =
        flow.text(Field::Source).toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
    QList<const VendorCard*> certain;
    for (const VendorCard* card : context.cards.source) {
        if (card->id == named)
            certain.append(card);
    }
    return certain;
}

} // namespace

// RT02's remedy: the unit in which the source's card says the sender reads the Retry-After
// a receiver returns, for a flow that is that receiver.
QList<Fix> retryAfterUnit(const Flow& flow, const FixContext& context) {
    QList<Fix> fixes;
    if (CellReading::yesNo(flow.text(Field::InboundWebhook)) != YesNo::Yes)
        return fixes;
    const QString current =
        CellReading::enumValue(Field::RetryAfterUnit, flow.text(Field::RetryAfterUnit));
    for (const VendorCard* card : certainSourceCards(flow, context)) {
        const QString unit = CellReading::enumValue(Field::RetryAfterUnit, card->retryAfterUnit);
        if (unit.isEmpty() || unit == current)
            continue;
        Fix fix;
        fix.kind = FixKind::RetryAfterUnit;
        fix.rule = QString(RuleId::RT02);
        fix.subject = card->id;
        fix.description =
            QCoreApplication::translate("Fixes", "Set retry_after_unit to %1, as %2 states (%3)")
                .arg(unit, card->title(), stamp(*card, context));
        fix.reason = QCoreApplication::translate(
                         "Fixes", "%1 reads the Retry-After your receiver returns as %2: a wait "
                                  "in another unit is 1,000 times too long or too short.")
                         .arg(card->title(), unit);
        fix.changes = {{Field::RetryAfterUnit, flow.text(Field::RetryAfterUnit), unit}};
        fixes.append(std::move(fix));
    }
    return fixes;
}

// WH01's remedy, only where a card states the sender's timeout: that timeout, so the
// budget of half of it is the sender's real one. The panel offers the same.
QList<Fix> senderTimeout(const Flow& flow, const FixContext& context) {
    QList<Fix> fixes;
    const AckBudget ack = AckBudget::of(flow, context.cards.source);
    for (const CardWindow& offer : ack.offers()) {
        const double timeout = offer.window.duration.seconds();
        if (timeout <= 0)
            continue; // the field must be above 0
        const CardAge age = CardAge::of(offer.checked, offer.reviewEveryDays, context.today,
                                        context.staleAfterDays);
        Fix fix;
        fix.kind = FixKind::SenderTimeout;
        fix.rule = QString(RuleId::WH01);
        fix.subject = offer.cardId;
        // The number, then where it comes from: no possessive is built onto a card's title.
        fix.description =
            QCoreApplication::translate("Fixes", "Use %1 s from %2 (%3)")
                .arg(QLocale().toString(timeout, 'g', 6), offer.cardTitle, age.stamp());
        fix.reason =
            QCoreApplication::translate("Fixes", "%1 states an acknowledgement timeout of %2: %3.")
                .arg(offer.cardTitle, offer.window.duration.describe(), offer.window.note);
        fix.changes = {{Field::SenderTimeoutSeconds, flow.text(Field::SenderTimeoutSeconds),
                        QString::number(timeout, 'g', 10)}};
        fixes.append(std::move(fix));
    }
    return fixes;
}

} // namespace FlowAudit::FixProposals
