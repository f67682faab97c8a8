// The report's section of one flow: fields, findings, advice, arithmetic, manual reviews.
#include "core/model/field.h"
#include "core/report/reportcomposer.h"

#include "core/model/cellreading.h"
#include "core/simulation/stormstudy.h"

#include "core/analysis/completeness.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/rules/rulecatalogue.h"

#include <QLocale>

namespace FlowAudit {

namespace {

QString attemptsText(quint64 count) {
    return count >= RetryLayers::Saturation
               ? ReportComposer::tr("more than %1").arg(QLocale().toString(RetryLayers::Saturation))
               : QLocale().toString(count);
}

// A heading holds a name of this many characters at most; the Fields table holds it all.
constexpr int HeadingNameLength = 160;

} // namespace

QString ReportComposer::cardName(const AuditReport& report, const QString& cardId,
                                 const QString& title, const QDate& checked) {
    const QString named = checked.isValid()
                              ? tr("%1 (checked %2)").arg(title, checked.toString(Qt::ISODate))
                              : tr("%1 (no checked date)").arg(title);
    return markedIfStale(report, cardId, named);
}

// A card named in a table or a sentence, then its mark when it is past the report's
// threshold or undated, in the editor's word for it: "…, STALE: confirm before quoting",
// "…, UNDATED: …".
QString ReportComposer::markedIfStale(const AuditReport& report, const QString& cardId,
                                      const QString& named) {
    const ReportCard* card = report.card(cardId);
    return card && card->age.isStale()
               ? tr("%1, %2: confirm before quoting").arg(named, card->age.mark())
               : named;
}

QString ReportComposer::cardDating(const AuditReport& report, const QString& cardId,
                                   const QDate& checked) {
    const ReportCard* card = report.card(cardId);
    const bool stale = card && card->age.isStale();
    if (!checked.isValid())
        return stale ? tr("Its card states no checked date and is UNDATED: confirm before quoting.")
                     : tr("Its card states no checked date.");
    const QString date = checked.toString(Qt::ISODate);
    return stale ? tr("Its card was checked %1 and is STALE: confirm before quoting.").arg(date)
                 : tr("Its card was checked %1.").arg(date);
}

void ReportComposer::flowHeading(const ReportFlow& flow, ReportDocument& document) {
    QString name = flow.flow.text(Field::Name);
    if (name.size() > HeadingNameLength)
        name = name.left(HeadingNameLength) + QChar(0x2026);
    document.heading(2,
                     name.isEmpty() ? tr("Flow %1").arg(flowLabel(flow))
                                    : tr("Flow %1: %2").arg(flowLabel(flow), name),
                     QStringLiteral("flow-%1").arg(flow.row));
}

void ReportComposer::flow(const ReportFlow& flow, const AuditReport& report,
                          ReportDocument& document) {
    flowHeading(flow, document);

    document.heading(3, tr("Fields"));
    ReportTable fields;
    fields.header = {tr("Field"), tr("Value as written")};
    fields.widths = {34, 66};
    for (const FieldInfo& info : FieldCatalogue::all()) {
        const Field field = info.field;
        const QString label =
            tr("%1 (%2)").arg(FieldCatalogue::label(field), FieldCatalogue::name(field));
        ReportText value{asWritten(flow.flow, field), ReportMark::None, false, true};
        if (value.text.isEmpty())
            value = ReportText{tr("(blank)")};
        fields.rows.append({ReportText{label}, value});
    }
    for (const YamlMapEntry& extra : flow.flow.extraFields()) {
        fields.rows.append({ReportText{tr("%1 (not a FlowAudit field)").arg(extra.key)},
                            ReportText{asWritten(extra.value), ReportMark::None, false, true}});
    }
    document.table(std::move(fields));
    const Completeness completeness = Completeness::of(flow.flow);
    document.paragraph(ReportText{
        completeness.blank.isEmpty() ? tr("Completeness: %1.").arg(completeness.summary())
                                     : tr("Completeness: %1. Left to fill: %2.")
                                           .arg(completeness.summary(), completeness.blankNames()),
        completeness.blank.isEmpty() ? ReportMark::Pass : ReportMark::Warn});

    findings(flow, report, document);
    notEvaluated(flow, document);
    vendorCards(flow, report, document);
    arithmetic(flow, report, document, ReportDetail::All);
    manualReview(flow, document);
}

void ReportComposer::notEvaluated(const ReportFlow& flow, ReportDocument& document) {
    QStringList rules;
    for (qsizetype r = 0; r < flow.verdicts.size(); ++r) {
        if (flow.verdicts[r] == MatrixVerdict::NotEvaluated)
            rules.append(RuleCatalogue::rules()[r].idText);
    }
    if (!rules.isEmpty())
        document.paragraph(tr("Not evaluated, because a cell they read is invalid: %1.")
                               .arg(rules.join(QStringLiteral(", "))),
                           ReportMark::NotEvaluated);
}

ReportText ReportComposer::verdictOf(Severity severity, bool accepted) {
    if (accepted)
        return ReportText{tr("%1, accepted").arg(markWord(markOf(severity))), ReportMark::Accepted,
                          true};
    return ReportText{markWord(markOf(severity)), markOf(severity), true};
}

QString ReportComposer::findingText(const ReportFlow& flow, qsizetype f,
                                    const AuditReport& report) {
    const Finding& finding = flow.findings[f];
    if (finding.accepted())
        return finding.message + QLatin1Char('\n') + acceptance(report.waiver(finding.acceptedBy));
    if (const int expired = flow.expiredWaiverOf(f))
        return finding.message + QLatin1Char('\n') + lapse(report.waiver(expired));
    return finding.message;
}

QString ReportComposer::advisoryText(const ReportFlow& flow, qsizetype a,
                                     const AuditReport& report) {
    const Advisory& advisory = flow.advisories[a];
    const ReportCard* card = report.card(advisory.cardId);
    // The card's own mark (UNDATED, STALE), after the advisory's full stop.
    QString message = advisory.message;
    if (card && card->age.isStale())
        message = tr("%1 The card is %2: confirm before quoting.")
                      .arg(asSentence(advisory.message), card->age.mark());
    if (const int by = flow.advisoryAcceptedBy(a))
        return message + QLatin1Char('\n') + acceptance(report.waiver(by));
    if (const int expired = flow.expiredWaiverOfAdvisory(a))
        return message + QLatin1Char('\n') + lapse(report.waiver(expired));
    return message;
}

// The flow's findings with how to fix them; an accepted one says so, with its waiver's
// owner, expiry and justification, and one whose waiver expired says that it counts again.
void ReportComposer::findings(const ReportFlow& flow, const AuditReport& report,
                              ReportDocument& document) {
    document.heading(3, tr("Findings"));
    if (flow.findings.isEmpty()) {
        document.paragraph(tr("No finding: every rule passes."), ReportMark::Pass);
        return;
    }
    ReportTable findings;
    findings.header = {tr("Verdict"), tr("Rule"), tr("Field"), tr("Finding"), tr("How to fix")};
    findings.widths = {11, 8, 17, 32, 32};
    for (qsizetype f = 0; f < flow.findings.size(); ++f) {
        const Finding& finding = flow.findings[f];
        findings.rows.append(
            {verdictOf(finding.severity, finding.accepted()),
             ReportText{finding.rule, ReportMark::None, false, true},
             ReportText{finding.field ? FieldCatalogue::name(*finding.field) : QString(),
                        ReportMark::None, false, true},
             ReportText{findingText(flow, f, report)},
             ReportText{RuleCatalogue::hint(finding.rule)}});
    }
    document.table(std::move(findings));
    if (flow.acceptedNotFailing()) {
        document.paragraph(ReportText{tr("Every FAIL of this flow is accepted as a risk: it counts "
                                         "as accepted, not as failing."),
                                      ReportMark::Accepted, true});
    }
}

// The cards the flow names, each with its age, and the advice they give.
void ReportComposer::vendorCards(const ReportFlow& flow, const AuditReport& report,
                                 ReportDocument& document) {
    document.heading(3, tr("Vendor cards and advice"));
    QList<ReportText> cards;
    for (const QString& id : flow.cardIds) {
        const ReportCard* card = report.card(id);
        if (!card)
            continue;
        cards.append(
            card->age.isStale()
                ? ReportText{tr("%1: %2, %3: confirm before quoting")
                                 .arg(card->card.title(), card->age.describe(), card->age.mark()),
                             ReportMark::Stale}
                : ReportText{tr("%1: %2").arg(card->card.title(), card->age.describe())});
    }
    if (cards.isEmpty())
        document.paragraph(tr("No vendor card matches this flow's source, destination or iPaaS."));
    else
        document.list(std::move(cards));
    if (flow.advisories.isEmpty())
        return;
    ReportTable advice;
    advice.header = {tr("Verdict"), tr("Advisory"), tr("Advice")};
    advice.widths = {11, 10, 79};
    for (qsizetype a = 0; a < flow.advisories.size(); ++a) {
        const Advisory& advisory = flow.advisories[a];
        advice.rows.append({verdictOf(advisory.severity, flow.advisoryAcceptedBy(a) != 0),
                            ReportText{advisory.id, ReportMark::None, false, true},
                            ReportText{advisoryText(flow, a, report)}});
    }
    document.table(std::move(advice));
}

void ReportComposer::manualReview(const ReportFlow& flow, ReportDocument& document) {
    document.heading(3, tr("Manual review"));
    if (!flow.reviewsReadable)
        unreadableReviews(flow, document);
    // The reviews with something to say in a table; the untouched ones named in a line,
    // so a flow's checklist reads at a glance and stays short.
    ReportTable reviews;
    reviews.header = {tr("Rule"), tr("Status"), tr("Note"), tr("Reviewer"), tr("Date")};
    reviews.widths = {9, 13, 48, 15, 15};
    QStringList open;
    const QList<ManualRuleInfo>& manual = RuleCatalogue::manualRules();
    for (qsizetype r = 0; r < manual.size() && r < flow.reviews.size(); ++r) {
        const ManualReview& review = flow.reviews[r];
        const QString rule = QString::fromLatin1(manual[r].id);
        if (review.isUntouched()) {
            open.append(rule);
            continue;
        }
        const QString status = reviewStatus(review);
        const ReportMark mark = review.status == ManualReview::Status::Pass   ? ReportMark::Pass
                                : review.status == ManualReview::Status::Fail ? ReportMark::Fail
                                                                              : ReportMark::None;
        reviews.rows.append({ReportText{rule, ReportMark::None, false, true},
                             ReportText{status, mark, review.status == ManualReview::Status::Fail},
                             ReportText{review.note}, ReportText{review.by},
                             ReportText{review.on}});
    }
    if (!reviews.rows.isEmpty())
        document.table(std::move(reviews));
    if (open.isEmpty())
        document.paragraph(tr("Every rule of the checklist has been reviewed."), ReportMark::Pass);
    else
        document.paragraph(tr("Open, not reviewed yet (%1 of %2): %3.")
                               .arg(open.size())
                               .arg(manual.size())
                               .arg(open.join(QStringLiteral(", "))));
}

void ReportComposer::unreadableReviews(const ReportFlow& flow, ReportDocument& document) {
    document.paragraph(
        tr("The reviews of this flow are not a map of rules, so FlowAudit cannot read them; as "
           "written: %1")
            .arg(QString::fromUtf8(YamlWriter::writeCompact(flow.flow.reviews()))),
        ReportMark::Warn);
}

QString ReportComposer::reviewStatus(const ManualReview& review) {
    return review.statusText.isEmpty() ? reviewStatusWord(review.status)
                                       : tr("%1 (as written)").arg(review.statusText);
}

// The flow's acknowledgement budget, retries and replay window in words; with every
// flow's detail the windows the ledger must outlive are a table, in brief a sentence.
void ReportComposer::arithmetic(const ReportFlow& flow, const AuditReport& report,
                                ReportDocument& document, ReportDetail detail) {
    if (detail == ReportDetail::All)
        document.heading(3, tr("Arithmetic"));

    ackArithmetic(flow, report, document);
    retryArithmetic(flow, document, detail);
    replayArithmetic(flow, report, document, detail);
}

void ReportComposer::ackArithmetic(const ReportFlow& flow, const AuditReport& report,
                                   ReportDocument& document) {
    const AckBudget& ack = flow.ackBudget;
    if (!ack.inboundWebhook) {
        document.paragraph(tr(
            "Acknowledgement budget (WH01): not an inbound webhook, so the rule does not apply."));
    } else {
        // Each number in words when it is known, and why not when it is not.
        const QString p99 = ack.ackP99 ? tr("The measured p99 is %1").arg(seconds(*ack.ackP99))
                                       : tr("The measured p99 is unknown (%1)")
                                             .arg(whyUnknown(flow.flow, Field::AckP99Seconds));
        if (!ack.senderTimeout) {
            document.paragraph(tr("Acknowledgement budget (WH01): the budget, half the sender's "
                                  "timeout, is unknown (%1). %2.")
                                   .arg(whyUnknown(flow.flow, Field::SenderTimeoutSeconds), p99));
        } else {
            QString headroom;
            if (const auto room = ack.headroom())
                headroom = *room >= 0 ? tr(": %1 to spare").arg(seconds(*room))
                                      : tr(": OVER by %1").arg(seconds(-*room));
            document.paragraph(
                tr("Acknowledgement budget (WH01): the sender waits %1, so the "
                   "receiver must acknowledge within half of it, %2. %3%4.")
                    .arg(seconds(*ack.senderTimeout), seconds(*ack.budget()), p99, headroom));
        }
    }
    for (const CardWindow& timeout : ack.cardTimeouts) {
        document.paragraph(tr("%1 states an acknowledgement timeout of %2. %3")
                               .arg(timeout.cardTitle, timeout.window.duration.describe(),
                                    cardDating(report, timeout.cardId, timeout.checked)));
    }
}

void ReportComposer::retryArithmetic(const ReportFlow& flow, ReportDocument& document,
                                     ReportDetail detail) {
    const RetryProduct& retry = flow.retryProduct;
    if (retry.blank) {
        document.paragraph(tr(
            "Retry product (RT01): retry_layers is blank, so the number of attempts is unknown."));
    } else if (!retry.layers.valid) {
        document.paragraph(
            tr("Retry product (RT01): retry_layers is invalid (%1).").arg(retry.layers.error));
    } else if (retry.layers.none) {
        document.paragraph(tr("Retry product (RT01): no retries anywhere, 1 attempt."));
    } else {
        const quint64 product = retry.layers.product();
        document.paragraph(
            tr("Retry product (RT01): %1 = %2 attempts per event, %3.")
                .arg(retry.layers.describe(), attemptsText(product),
                     product > RuleCatalogue::RetryProductLimit
                         ? tr("ABOVE the limit of %1").arg(RuleCatalogue::RetryProductLimit)
                         : tr("within the limit of %1").arg(RuleCatalogue::RetryProductLimit)));
        // What turning a layer off would give: a fix, which the brief leaves to RT01's.
        if (detail == ReportDetail::All) {
            for (const RetryProduct::WhatIf& whatIf : retry.whatIfs()) {
                document.paragraph(
                    tr("With %1 retries turned off (retry_layers: %2) the product would be %3.")
                        .arg(retry.layers.layers[std::size_t(whatIf.layer)].name,
                             whatIf.retryLayers, attemptsText(whatIf.product)));
            }
        }
    }
    // The retry storm the workshop saw, drawn once among the retry storms.
    if (flow.storm) {
        document.paragraph(ReportText{
            tr("Retry storm (RT01): %1. Drawn as storm %2 under Retry storms.")
                .arg(flow.storm->headline())
                .arg(flow.stormStudy),
            ReportMark::None, false, false, QStringLiteral("storm-%1").arg(flow.stormStudy)});
    }
}

void ReportComposer::replayArithmetic(const ReportFlow& flow, const AuditReport& report,
                                      ReportDocument& document, ReportDetail detail) {
    const ReplayWindow& replay = flow.replayWindow;
    const QString kept =
        replay.ledgerRetentionDays
            ? tr("the ledger keeps keys for %1").arg(days(*replay.ledgerRetentionDays))
            : tr("how long the ledger keeps keys is unknown (%1)")
                  .arg(whyUnknown(flow.flow, Field::LedgerRetentionDays));
    const QString allowed =
        replay.maxReplayWindowDays
            ? tr("the longest replay the flow allows is %1").arg(days(*replay.maxReplayWindowDays))
            : tr("the longest replay the flow allows is unknown (%1)")
                  .arg(whyUnknown(flow.flow, Field::MaxReplayWindowDays));
    document.paragraph(tr("Replay window (IP03): %1; %2.").arg(kept, allowed));
    if (replay.reasons.isEmpty()) {
        document.paragraph(tr("No vendor card states a retry, resend or replay window for this "
                              "flow's source or iPaaS, "
                              "and it has no backfill overlap."));
    } else if (detail == ReportDetail::Flagged) {
        QStringList windows;
        for (const CardWindow& reason : replay.reasons)
            windows.append(windowInBrief(report, reason));
        const auto suggested = replay.suggestedReplayDays();
        document.paragraph(
            suggested ? tr("Windows the ledger must outlive: %1; whole days that cover the "
                           "longest: %2.")
                            .arg(windows.join(QStringLiteral("; ")), days(double(*suggested)))
                      : tr("Windows the ledger must outlive: %1.")
                            .arg(windows.join(QStringLiteral("; "))));
    } else {
        ReportTable reasons;
        reasons.header = {tr("Window the ledger must outlive"), tr("Length"), tr("From")};
        reasons.widths = {34, 16, 50};
        for (const CardWindow& reason : replay.reasons) {
            reasons.rows.append({ReportText{windowLabel(reason)},
                                 ReportText{reason.window.duration.describe()},
                                 ReportText{windowSource(report, reason)}});
        }
        document.table(std::move(reasons));
        if (const auto suggested = replay.suggestedReplayDays())
            document.paragraph(
                tr("Whole days that cover the longest window: %1.").arg(days(double(*suggested))));
    }
    for (const CardWindow& outlived : replay.outlived) {
        // The window first, then its card's date and mark in a sentence of their own.
        document.paragraph(tr("IP07: %1 of %2: %3. A replay older than that gets no help from it; "
                              "only the flow's own "
                              "ledger stops the duplicate. %4")
                               .arg(windowKindLabel(outlived.window.kind), outlived.cardTitle,
                                    outlived.window.duration.describe(),
                                    cardDating(report, outlived.cardId, outlived.checked)));
    }
}

QString ReportComposer::windowLabel(const CardWindow& window) {
    return window.cardId.isEmpty() ? tr("Backfill overlap") : windowKindLabel(window.window.kind);
}

// "Retry window 3 d (Stripe Webhooks, checked 2026-11-06)": one window in a sentence, its
// card's date and mark inside its one pair of brackets; the flow's own overlap needs none.
QString ReportComposer::windowInBrief(const AuditReport& report, const CardWindow& window) {
    const QString length = window.window.duration.describe();
    if (window.cardId.isEmpty())
        return tr("%1 %2").arg(windowLabel(window), length);
    const QString source =
        window.checked.isValid()
            ? tr("%1, checked %2").arg(window.cardTitle, window.checked.toString(Qt::ISODate))
            : tr("%1, no checked date").arg(window.cardTitle);
    return tr("%1 %2 (%3)")
        .arg(windowLabel(window), length, markedIfStale(report, window.cardId, source));
}

QString ReportComposer::windowSource(const AuditReport& report, const CardWindow& window) {
    return window.cardId.isEmpty()
               ? tr("this flow's backfill overlap")
               : cardName(report, window.cardId, window.cardTitle, window.checked);
}

QString ReportComposer::asWritten(const Flow& flow, Field field) {
    if (const YamlValue* structured = flow.structuredValue(field))
        return asWritten(*structured);
    return flow.text(field);
}

QString ReportComposer::asWritten(const YamlValue& value) {
    return value.isScalar() ? value.text() : QString::fromUtf8(YamlWriter::writeCompact(value));
}

// Why a number the arithmetic needs is not there: "ledger_retention_days is blank",
// "sender_timeout_seconds \"5s\" is not a number of seconds".
QString ReportComposer::whyUnknown(const Flow& flow, Field field) {
    const QString name = FieldCatalogue::name(field);
    if (flow.isBlank(field))
        return tr("%1 is blank").arg(name);
    // The cell's own reason (SC02's words), shortened to its first clause.
    if (const std::optional<QString> problem = CellReading::problem(flow, field))
        return problem->left(problem->indexOf(QStringLiteral(": ")));
    return tr("%1 cannot be read").arg(name);
}

// A message as a sentence: it ends with a full stop (or its own ! or ?).
QString ReportComposer::asSentence(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed.endsWith(QLatin1Char('.')) ||
        trimmed.endsWith(QLatin1Char('!')) || trimmed.endsWith(QLatin1Char('?')))
        return trimmed;
    return trimmed + QLatin1Char('.');
}

} // namespace FlowAudit
