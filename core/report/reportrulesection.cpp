// The report's findings by rule: each rule once with how to fix it, its flows as rows.
#include "core/model/field.h"
#include "core/report/reportcomposer.h"

#include "core/rules/rulecatalogue.h"

#include <QHash>
#include <QLocale>
#include <QSet>

namespace FlowAudit {

namespace {

// A row names at most this many flows that the rule says the same of.
constexpr int FlowsPerSharedRow = 40;

// A finding (or advisory) of a flow: the flow's index in the report and the item's index.
struct Named {
    qsizetype flow = 0;
    qsizetype item = 0;
};

} // namespace

void ReportComposer::findingsByRule(const AuditReport& report, ReportDocument& document) {
    document.heading(1, tr("Findings by rule"), QStringLiteral("findings"));
    // One pass over the flows, then each rule and advisory in the catalogue's order.
    QHash<QString, QList<Named>> findingsOf;
    QHash<QString, QList<Named>> advisoriesOf;
    for (qsizetype i = 0; i < report.flows.size(); ++i) {
        const ReportFlow& flow = report.flows[i];
        for (qsizetype f = 0; f < flow.findings.size(); ++f)
            findingsOf[flow.findings[f].rule].append({i, f});
        for (qsizetype a = 0; a < flow.advisories.size(); ++a)
            advisoriesOf[flow.advisories[a].id].append({i, a});
    }
    if (findingsOf.isEmpty() && advisoriesOf.isEmpty()) {
        document.paragraph(tr("No rule and no vendor card has anything to say of any flow."),
                           ReportMark::Pass);
        document.pageBreak();
        return;
    }
    document.paragraph(
        tr("Each rule that gave a finding, with how to fix it, and the flows it names with what it "
           "says of each; then the vendor cards' advisories the same way. Each flow's own section "
           "under Flows has its fields and arithmetic."));
    auto section = [&](const RuleInfo& rule, const QList<Named>& named, bool advisory) {
        QSet<qsizetype> flows;
        for (const Named& n : named)
            flows.insert(n.flow);
        document.heading(2, tr("%1: %2").arg(rule.idText, RuleCatalogue::title(rule)),
                         QStringLiteral("rule-%1").arg(rule.idText));
        const QString counted = tr("%n finding(s) on %1 flow(s).", nullptr, int(named.size()))
                                    .arg(QLocale().toString(flows.size()));
        const QString hint = RuleCatalogue::hint(rule);
        document.paragraph(hint.isEmpty() ? counted
                                          : tr("%1 How to fix: %2").arg(counted, asSentence(hint)));
        ReportTable table;
        QList<int> sharing; // how many flows each row names
        table.header = {tr("Verdict"), tr("Flow"), tr("Field"), tr("Finding")};
        table.widths = {12, 33, 16, 39};
        if (advisory) {
            table.header.removeAt(2);
            table.widths = {12, 33, 55};
        }
        // Flows of which the rule says the same words share a row, up to a bound, so a
        // finding common to hundreds of flows is said once per bound, not once per flow.
        QHash<QString, qsizetype> rowOfWords;
        for (const Named& n : named) {
            const ReportFlow& flow = report.flows[n.flow];
            QList<ReportText> row;
            if (advisory) {
                row = {verdictOf(flow.advisories[n.item].severity,
                                 flow.advisoryAcceptedBy(n.item) != 0),
                       ReportText{}, ReportText{advisoryText(flow, n.item, report)}};
            } else {
                const Finding& finding = flow.findings[n.item];
                row = {verdictOf(finding.severity, finding.accepted()), ReportText{},
                       ReportText{finding.field ? FieldCatalogue::name(*finding.field) : QString(),
                                  ReportMark::None, false, true},
                       ReportText{findingText(flow, n.item, report)}};
            }
            QString words;
            for (const ReportText& cell : row)
                words += cell.text + QChar(0x1f);
            const auto same = rowOfWords.constFind(words);
            if (same != rowOfWords.constEnd() && sharing[*same] < FlowsPerSharedRow) {
                ReportText& flows = table.rows[*same][1];
                flows.text = tr("%1, %2").arg(flows.text, flowLabel(flow));
                ++sharing[*same];
                continue;
            }
            row[1] = ReportText{flowLabel(flow), ReportMark::None, false, true,
                                QStringLiteral("flow-%1").arg(flow.row)};
            rowOfWords.insert(words, table.rows.size());
            sharing.append(1);
            table.rows.append(row);
        }
        document.table(std::move(table));
    };
    for (const RuleInfo& rule : RuleCatalogue::rules())
        if (const auto found = findingsOf.constFind(rule.idText); found != findingsOf.constEnd())
            section(rule, *found, false);
    for (const RuleInfo& rule : RuleCatalogue::advisories())
        if (const auto found = advisoriesOf.constFind(rule.idText);
            found != advisoriesOf.constEnd())
            section(rule, *found, true);
    document.pageBreak();
}

} // namespace FlowAudit
