// The report's reference parts: the vendor cards it relies on and the appendix of meanings.
#include "core/model/field.h"
#include "core/report/reportcomposer.h"

#include "core/analysis/flownumber.h"

#include <cmath>

#include "core/rules/rulecatalogue.h"

#include <QLocale>

namespace FlowAudit {

namespace {

// A card used by a thousand flows lists the first ones and counts the rest: the matrix
// and the flows' own sections say which card each flow names.
constexpr int UsedByListed = 25;

} // namespace

// The vendor windows of the inventory's cards on one axis, against the ledger of the flow
// that keeps keys the shortest (and that flow's longest replay window): every window
// longer than that ledger shows at a glance.
void ReportComposer::windowsFigure(const AuditReport& report, ReportDocument& document) {
    auto figure = std::make_shared<ReportWindowsFigure>();
    for (const ReportCard& card : report.cards)
        figure->cards.append(card.card);
    figure->today = report.cards.first().age.today;
    figure->staleAfterDays = report.staleAfterDays;
    const ReportFlow* shortest = nullptr;
    std::optional<double> shortestDays;
    for (const ReportFlow& flow : report.flows) {
        const std::optional<double> days = flowNumber(flow.flow, Field::LedgerRetentionDays);
        if (days && *days <= 36500 && (!shortestDays || *days < *shortestDays)) {
            shortest = &flow;
            shortestDays = days;
        }
    }
    QString caption =
        tr("Vendor windows of the cards the flows name, on one axis from 1 minute to 60 days.");
    if (shortest) {
        figure->flowId = shortest->flowId();
        figure->ledgerRetention = flowDays(shortest->flow, Field::LedgerRetentionDays);
        figure->maxReplayWindow = flowDays(shortest->flow, Field::MaxReplayWindowDays);
        caption +=
            QLatin1Char(' ') + tr("The lines are the ledger retention (%1) and longest replay "
                                  "window of %2, the flow whose ledger keeps keys "
                                  "the shortest; windows past the ledger line outlive it.")
                                   .arg(figure->ledgerRetention->describe(), shortest->flowId());
    }
    document.figure(std::shared_ptr<const ReportWindowsFigure>(std::move(figure)), caption);
}

void ReportComposer::cards(const AuditReport& report, ReportDocument& document) {
    document.pageBreak();
    document.heading(1, tr("Vendor cards"), QStringLiteral("cards"));
    document.paragraph(
        report.staleAfterDays == CardAge::EachCardsReview
            ? tr("The vendor delivery contracts that the flows name as source, destination or "
                 "iPaaS, with the date each was last checked against the vendor's page. A card "
                 "checked longer ago than its review period (its review_every, %1 days unless "
                 "the card sets another) is marked STALE, and one with no checked date UNDATED, "
                 "as in the editor: confirm before quoting.")
                  .arg(VendorCard::DefaultReviewEveryDays)
            : tr("The vendor delivery contracts that the flows name as source, destination or "
                 "iPaaS, with "
                 "the date each was last checked against the vendor's page. A card checked more "
                 "than %1 "
                 "days "
                 "before this report is marked STALE, and one with no checked date UNDATED, as "
                 "in the "
                 "editor: confirm before quoting.")
                  .arg(report.staleAfterDays));
    if (report.cards.isEmpty())
        document.paragraph(tr("No flow names a vendor that FlowAudit has a card for."));
    else
        windowsFigure(report, document);
    for (const ReportCard& card : report.cards) {
        document.heading(2, card.card.title(), QStringLiteral("card-%1").arg(card.card.id));
        QStringList users;
        for (int row : card.usedByRows.mid(0, UsedByListed)) {
            const ReportFlow& flow = report.flows[row - 1];
            users.append(flow.flowId().isEmpty() ? tr("row %1").arg(row) : flow.flowId());
        }
        if (card.usedByRows.size() > UsedByListed)
            users.append(tr("and %n more", nullptr, int(card.usedByRows.size()) - UsedByListed));
        ReportTable facts;
        facts.header = {tr("Item"), tr("Value")};
        facts.widths = {22, 78};
        facts.rows = {
            {ReportText{tr("Card")}, ReportText{card.card.id, ReportMark::None, false, true}},
            {ReportText{tr("Source")}, ReportText{card.card.source, ReportMark::None, false, true}},
            {ReportText{tr("From")},
             card.card.teamFile.isEmpty()
                 ? ReportText{tr("bundled with FlowAudit")}
                 : ReportText{tr("the team's card file %1").arg(card.card.teamFile)}},
            {ReportText{tr("Checked")}, ReportText{card.age.describe()}},
            {ReportText{tr("Status")},
             card.age.isStale()
                 ? ReportText{tr("%1: confirm before quoting").arg(card.age.mark()),
                              ReportMark::Stale, true}
                 : ReportText{tr("current (checked within %1 days)").arg(card.age.staleAfterDays),
                              ReportMark::Pass}},
            {ReportText{tr("Used by")},
             ReportText{users.join(QStringLiteral(", ")), ReportMark::None, false, true}},
        };
        if (card.edited) {
            facts.rows.append(
                {ReportText{tr("Your edits")},
                 ReportText{
                     tr("This card carries edits made in FlowAudit: not every fact, number or date "
                        "below is the vendor's own."),
                     ReportMark::Warn, true}});
        }
        document.table(std::move(facts));
        if (!card.card.windows.isEmpty()) {
            ReportTable windows;
            windows.header = {tr("Window"), tr("Length"), tr("As the vendor states it")};
            windows.widths = {26, 16, 58};
            for (const VendorWindow& window : card.card.windows)
                windows.rows.append({ReportText{windowKindLabel(window.kind)},
                                     ReportText{window.duration.describe()},
                                     ReportText{window.note}});
            document.table(std::move(windows));
        }
        for (const VendorRetries& retries : card.card.retries) {
            QStringList parts;
            if (retries.count > 0)
                parts.append(tr("attempts: %1").arg(retries.count));
            QStringList schedule;
            for (const Duration& step : retries.schedule)
                schedule.append(step.describe());
            if (!schedule.isEmpty())
                parts.append(tr("schedule: %1").arg(schedule.join(QStringLiteral(", "))));
            if (!retries.note.isEmpty())
                parts.append(retries.note);
            document.paragraph(tr("Retries: %1.").arg(parts.join(QStringLiteral("; "))));
        }
        if (!card.card.retryAfterUnit.isEmpty())
            document.paragraph(tr("Retry-After is read in %1.").arg(card.card.retryAfterUnit));
        QList<ReportText> contract;
        for (const QString& fact : card.card.facts)
            contract.append(ReportText{fact});
        if (!contract.isEmpty()) {
            document.paragraph(ReportText{card.edited ? tr("The contract, with your edits:")
                                                      : tr("The contract in the vendor's words:"),
                                          ReportMark::None, true});
            document.list(std::move(contract));
        }
    }
}

void ReportComposer::appendix(const AuditReport& report, ReportDocument& document) {
    document.pageBreak();
    document.heading(1, tr("Appendix: what the rules, advisories and fields mean"),
                     QStringLiteral("appendix"));
    document.heading(2, tr("Rules"));
    ReportTable rules;
    rules.header = {tr("Rule"), tr("Meaning"), tr("How to fix")};
    rules.widths = {14, 50, 36};
    for (const RuleInfo& rule : RuleCatalogue::rules()) {
        QStringList fields;
        for (Field field : rule.fieldsRead)
            fields.append(FieldCatalogue::name(field));
        QString meaning =
            tr("%1. %2").arg(RuleCatalogue::title(rule), RuleCatalogue::rationale(rule));
        if (!fields.isEmpty())
            meaning += QLatin1Char(' ') + tr("Reads: %1.").arg(fields.join(QStringLiteral(", ")));
        rules.rows.append(
            {ReportText{tr("%1, at most %2").arg(rule.idText, severityKeyword(rule.severity)),
                        ReportMark::None, true},
             ReportText{meaning}, ReportText{RuleCatalogue::hint(rule)}});
    }
    document.table(std::move(rules));

    // The waivers' own rules, described where the report has waivers to apply them to.
    if (report.hasWaivers()) {
        document.heading(2, tr("Rules about waivers"));
        ReportTable waivers;
        waivers.header = {tr("Rule"), tr("Meaning"), tr("How to fix")};
        waivers.widths = {14, 50, 36};
        for (const RuleInfo& rule : RuleCatalogue::waiverRules()) {
            waivers.rows.append(
                {ReportText{tr("%1, %2").arg(rule.idText, severityKeyword(rule.severity)),
                            ReportMark::None, true},
                 ReportText{
                     tr("%1. %2").arg(RuleCatalogue::title(rule), RuleCatalogue::rationale(rule))},
                 ReportText{RuleCatalogue::hint(rule)}});
        }
        document.table(std::move(waivers));
    }

    document.heading(2, tr("Rules reviewed by hand"));
    ReportTable manual;
    manual.header = {tr("Rule"), tr("Meaning")};
    manual.widths = {14, 86};
    for (const ManualRuleInfo& rule : RuleCatalogue::manualRules())
        manual.rows.append({ReportText{QString::fromLatin1(rule.id), ReportMark::None, true},
                            ReportText{RuleCatalogue::meaning(rule)}});
    document.table(std::move(manual));

    document.heading(2, tr("Vendor advisories"));
    ReportTable advisories;
    advisories.header = {tr("Advisory"), tr("Meaning")};
    advisories.widths = {14, 86};
    for (const RuleInfo& info : RuleCatalogue::advisories())
        advisories.rows.append({ReportText{info.idText, ReportMark::None, true},
                                ReportText{tr("%1. %2").arg(RuleCatalogue::title(info),
                                                            RuleCatalogue::rationale(info))}});
    document.table(std::move(advisories));

    document.heading(2, tr("Fields"));
    ReportTable fields;
    fields.header = {tr("Field"), tr("Meaning")};
    fields.widths = {30, 70};
    for (const FieldInfo& info : FieldCatalogue::all()) {
        fields.rows.append(
            {ReportText{FieldCatalogue::name(info.field), ReportMark::None, false, true},
             ReportText{tr("%1: %2").arg(FieldCatalogue::label(info.field),
                                         FieldCatalogue::meaning(info.field))}});
    }
    document.table(std::move(fields));
}

} // namespace FlowAudit
