#include "core/report/auditreport.h"

#include "core/rules/rulecatalogue.h"

#include <algorithm>

namespace FlowAudit {

QList<RuleTally> AuditReport::ruleTallies() const
{
    const QList<RuleInfo>& rules = RuleCatalogue::rules();
    QList<RuleTally> tallies;
    tallies.reserve(rules.size());
    for (const RuleInfo& rule : rules)
        tallies.append({rule.idText});
    for (const ReportFlow& flow : flows) {
        for (qsizetype r = 0; r < rules.size() && r < flow.verdicts.size(); ++r) {
            if (flow.verdicts[r] == MatrixVerdict::Pass)
                ++tallies[r].passes;
            else if (flow.verdicts[r] == MatrixVerdict::NotEvaluated)
                ++tallies[r].notEvaluated;
        }
        // Counted from the findings, not the matrix: SC02 gives one finding per bad cell.
        for (const Finding& finding : flow.findings) {
            const auto rule = std::find_if(tallies.begin(), tallies.end(),
                                           [&](const RuleTally& t) { return t.ruleId == finding.rule; });
            if (rule != tallies.end())
                ++rule->findings[std::size_t(finding.severity)];
        }
    }
    return tallies;
}

std::array<int, 3> AuditReport::findingCounts() const
{
    std::array<int, 3> counts{};
    for (const ReportFlow& flow : flows) {
        for (const Finding& finding : flow.findings)
            ++counts[std::size_t(finding.severity)];
    }
    return counts;
}

std::array<int, 3> AuditReport::advisoryCounts(QStringView advisoryId) const
{
    std::array<int, 3> counts{};
    for (const ReportFlow& flow : flows) {
        for (const Advisory& advisory : flow.advisories) {
            if (advisory.id == advisoryId)
                ++counts[std::size_t(advisory.severity)];
        }
    }
    return counts;
}

int AuditReport::flowsFailing() const
{
    return int(std::count_if(flows.begin(), flows.end(), [](const ReportFlow& f) { return f.verdicts.contains(MatrixVerdict::Fail); }));
}

int AuditReport::flowsWithUnreadableReviews() const
{
    return int(std::count_if(flows.begin(), flows.end(), [](const ReportFlow& f) { return !f.reviewsReadable; }));
}

const ReportCard* AuditReport::card(QStringView cardId) const
{
    const auto found = std::find_if(cards.begin(), cards.end(), [&](const ReportCard& c) { return c.card.id == cardId; });
    return found == cards.end() ? nullptr : &*found;
}

int AuditReport::flowsWithoutFinding() const
{
    return int(std::count_if(flows.begin(), flows.end(), [](const ReportFlow& f) { return f.findings.isEmpty(); }));
}

ReviewProgress AuditReport::reviewProgress() const
{
    ReviewProgress progress;
    for (const ReportFlow& flow : flows) {
        for (const ManualReview& review : flow.reviews) {
            ++progress.total;
            ++progress.byStatus[std::size_t(review.status)];
        }
    }
    return progress;
}

ReviewProgress AuditReport::reviewProgress(qsizetype manualRule) const
{
    ReviewProgress progress;
    for (const ReportFlow& flow : flows) {
        ++progress.total;
        ++progress.byStatus[std::size_t(flow.reviews[manualRule].status)];
    }
    return progress;
}

int AuditReport::staleCards() const
{
    return int(std::count_if(cards.begin(), cards.end(), [](const ReportCard& c) { return c.age.isStale(); }));
}

} // namespace FlowAudit
