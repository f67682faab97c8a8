// The report's evidence: for each number of the vendor cards it relies on, the vendor's page,
// the sentence that states it, when and by whom it was last confirmed, and what the last
// verification found (docs/spec/vendor-cards.md).
#include "core/report/reportcomposer.h"

#include "core/vendors/cardfacts.h"
#include "core/vendors/evidenceage.h"

namespace FlowAudit {

namespace {

ReportMark evidenceMark(EvidenceState state) {
    switch (state) {
    case EvidenceState::Current:
        return ReportMark::Pass;
    case EvidenceState::Stale:
        return ReportMark::Stale;
    case EvidenceState::NotYetQuoted:
        return ReportMark::Warn;
    }
    return ReportMark::None;
}

const FactVerification* verificationOf(const AuditReport& report, const CardFact& fact) {
    for (const FactVerification& v : report.verifications)
        if (v.isOf(fact))
            return &v;
    return nullptr;
}

} // namespace

void ReportComposer::summaryEvidence(const AuditReport& report, ReportDocument& document) {
    const std::array<int, 3> counts = report.evidenceCounts();
    const int all = counts[0] + counts[1] + counts[2];
    document.paragraph(ReportText{
        tr("Of the %1 numbers and facts of these cards, %2 are confirmed on the vendor's page "
           "within their card's review period, %3 are stale and %4 are not yet quoted (no "
           "sentence of the vendor stands behind them yet): see Evidence.")
            .arg(all)
            .arg(counts[std::size_t(EvidenceState::Current)])
            .arg(counts[std::size_t(EvidenceState::Stale)])
            .arg(counts[std::size_t(EvidenceState::NotYetQuoted)]),
        counts[std::size_t(EvidenceState::Current)] == all ? ReportMark::Pass : ReportMark::Stale});
}

void ReportComposer::evidenceAppendix(const AuditReport& report, ReportDocument& document) {
    document.pageBreak();
    document.heading(1, tr("Evidence"), QStringLiteral("evidence"));
    document.paragraph(
        tr("Each fact, window and retry count of the cards above, with the vendor's page, the "
           "sentence on it that states the number, and who confirmed it when. A fact is "
           "confirmed when its own check is within its card's review period, stale when it is "
           "older, and not yet quoted when no sentence of the vendor stands behind it: quote "
           "none of those without reading the page. flowaudit-cli cards verify looks for each "
           "quote on its page."));
    summaryEvidence(report, document);
    for (const ReportCard& card : report.cards) {
        document.heading(2, card.card.title(), QStringLiteral("evidence-%1").arg(card.card.id));
        document.paragraph(card.card.teamFile.isEmpty()
                               ? tr("Bundled with FlowAudit; reviewed every %1 days.")
                                     .arg(card.card.reviewEveryDays)
                               : tr("The team's card %1; reviewed every %2 days.")
                                     .arg(card.card.teamFile)
                                     .arg(card.card.reviewEveryDays));
        ReportTable table;
        table.header = {tr("Fact"), tr("Page and quote"), tr("Confirmed"), tr("Last verified")};
        table.widths = {34, 36, 16, 14};
        for (const CardFact& fact : cardFacts(card.card)) {
            const EvidenceAge age{fact.evidence, card.card.reviewEveryDays, report.today};
            QString evidence = fact.evidence.url;
            if (fact.evidence.isQuoted())
                evidence += QStringLiteral("\n“") + fact.evidence.quote + QStringLiteral("”");
            const FactVerification* verified = verificationOf(report, fact);
            QString last = tr("not run");
            ReportMark lastMark = ReportMark::None;
            if (verified) {
                last = verified->summary();
                lastMark = verified->outcome == VerificationOutcome::Confirmed ? ReportMark::Pass
                           : verified->outcome == VerificationOutcome::NotYetQuoted
                               ? ReportMark::None
                               : ReportMark::Fail;
            }
            // The fact in full is the card's section; here enough of it to know it again.
            const QString said =
                fact.text.size() > 90 ? fact.text.left(89).trimmed() + QChar(u'…') : fact.text;
            QString confirmed = age.describe();
            if (age.state() == EvidenceState::Stale)
                confirmed = age.mark() + QStringLiteral(" · ") + confirmed;
            else if (age.state() == EvidenceState::NotYetQuoted)
                confirmed = age.mark();
            table.rows.append(
                {ReportText{fact.place() + QStringLiteral(": ") + said}, ReportText{evidence},
                 ReportText{confirmed, evidenceMark(age.state())}, ReportText{last, lastMark}});
        }
        document.table(std::move(table));
    }
}

} // namespace FlowAudit
