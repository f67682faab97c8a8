// The report's evidence: for each number of the vendor cards it relies on, the vendor's page,
// the sentence that states it, when and by whom it was last confirmed, and what the last
// verification found (docs/spec/vendor-cards.md).
#include "core/report/reportcomposer.h"

#include "core/evidence/factstate.h"
#include "core/evidence/textfragment.h"
#include "core/vendors/cardfacts.h"
#include "core/vendors/evidenceage.h"

#include <numeric>

namespace FlowAudit {

namespace {

ReportMark evidenceMark(FactState state) {
    return state == FactState::Confirmed       ? ReportMark::Pass
           : state == FactState::Stale         ? ReportMark::Stale
           : FactStates::foundOtherwise(state) ? ReportMark::Fail
                                               : ReportMark::Warn; // not yet quoted
}

} // namespace

void ReportComposer::summaryEvidence(const AuditReport& report, ReportDocument& document) {
    // The counts are the facts' states (FactStates), as the Evidence rows below show them.
    const std::array<int, FactStateCount> counts = report.evidenceCounts();
    const auto in = [&](FactState state) { return counts[std::size_t(state)]; };
    const int all = std::accumulate(counts.begin(), counts.end(), 0);
    int foundOtherwise = 0;
    for (int state = 0; state < FactStateCount; ++state)
        foundOtherwise +=
            FactStates::foundOtherwise(FactState(state)) ? counts[std::size_t(state)] : 0;
    document.paragraph(ReportText{
        // Counts after a colon: right in English whatever each number is (never "1 were").
        tr("Of the %1 numbers and facts of these cards: confirmed on the vendor's page within "
           "their card's review period, %2; stale, %3; not found as quoted by the last "
           "verification (changed, ambiguous, moved, unreachable or needing JavaScript), %4; "
           "not yet quoted (no sentence of the vendor stands behind them yet), %5. See "
           "Evidence.")
            .arg(all)
            .arg(in(FactState::Confirmed))
            .arg(in(FactState::Stale))
            .arg(foundOtherwise)
            .arg(in(FactState::NotYetQuoted)),
        foundOtherwise > 0                ? ReportMark::Fail
        : in(FactState::Confirmed) == all ? ReportMark::Pass
                                          : ReportMark::Stale});
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
            // The page, and the sentence in full with the words that tell it apart; the link
            // lands on the sentence (a text fragment).
            QString evidence = fact.evidence.url;
            if (fact.evidence.isQuoted()) {
                QString quoted = QStringLiteral("“") + fact.evidence.quote + QStringLiteral("”");
                if (!fact.evidence.prefix.isEmpty())
                    quoted = QStringLiteral("…") + fact.evidence.prefix + QLatin1Char(' ') + quoted;
                if (!fact.evidence.suffix.isEmpty())
                    quoted += QLatin1Char(' ') + fact.evidence.suffix + QStringLiteral("…");
                evidence += QLatin1Char('\n') + quoted;
            }
            const FactVerification* verified = FactStates::lastOf(fact, report.verifications);
            const FactState state =
                FactStates::of(fact, card.card.reviewEveryDays, report.today, verified);
            QString last = tr("not run");
            ReportMark lastMark = ReportMark::None;
            if (verified) {
                last = verified->summary();
                lastMark = verified->outcome == VerificationOutcome::Confirmed   ? ReportMark::Pass
                           : FactVerification::foundOtherwise(verified->outcome) ? ReportMark::Fail
                                                                                 : ReportMark::None;
            }
            // The fact in full, never cut: an auditor follows it to the page.
            const QString& said = fact.text;
            QString confirmed = age.describe();
            if (age.state() == EvidenceState::Stale)
                confirmed = age.mark() + QStringLiteral(" · ") + confirmed;
            else if (age.state() == EvidenceState::NotYetQuoted)
                confirmed = age.mark();
            // What the last verification found outranks the date of the last check.
            if (FactStates::foundOtherwise(state))
                confirmed = FactStates::word(state).toUpper() + QStringLiteral(" · ") + confirmed;
            table.rows.append({ReportText{fact.place() + QStringLiteral(": ") + said},
                               ReportText{evidence, ReportMark::None, false, false,
                                          TextFragment::linkTo(fact.evidence)},
                               ReportText{confirmed, evidenceMark(state)},
                               ReportText{last, lastMark}});
        }
        document.table(std::move(table));
    }
}

} // namespace FlowAudit
