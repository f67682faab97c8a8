#include "core/report/auditreport.h"

#include "core/evidence/factstate.h"
#include "core/vendors/cardfacts.h"
#include "core/vendors/evidenceage.h"

#include "core/rules/rulecatalogue.h"

#include <algorithm>

namespace FlowAudit {

QList<RuleTally> AuditReport::ruleTallies() const {
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
            const auto rule = std::find_if(tallies.begin(), tallies.end(), [&](const RuleTally& t) {
                return t.ruleId == finding.rule;
            });
            if (rule == tallies.end())
                continue;
            if (finding.accepted())
                ++rule->accepted;
            else
                ++rule->findings[std::size_t(finding.severity)];
        }
    }
    return tallies;
}

std::array<int, 3> AuditReport::findingCounts() const {
    std::array<int, 3> counts{};
    for (const ReportFlow& flow : flows) {
        for (const Finding& finding : flow.findings) {
            if (!finding.accepted())
                ++counts[std::size_t(finding.severity)];
        }
    }
    return counts;
}

int AuditReport::acceptedCount() const {
    int accepted = 0;
    for (const ReportFlow& flow : flows)
        accepted += int(std::count_if(flow.findings.begin(), flow.findings.end(),
                                      [](const Finding& f) { return f.accepted(); }));
    return accepted;
}

std::array<int, 3> AuditReport::advisoryCounts(QStringView advisoryId) const {
    std::array<int, 3> counts{};
    for (const ReportFlow& flow : flows) {
        for (qsizetype a = 0; a < flow.advisories.size(); ++a) {
            if (flow.advisories[a].id == advisoryId && flow.advisoryAcceptedBy(a) == 0)
                ++counts[std::size_t(flow.advisories[a].severity)];
        }
    }
    return counts;
}

int AuditReport::acceptedAdvisories(QStringView advisoryId) const {
    int accepted = 0;
    for (const ReportFlow& flow : flows) {
        for (qsizetype a = 0; a < flow.advisories.size(); ++a)
            accepted +=
                flow.advisories[a].id == advisoryId && flow.advisoryAcceptedBy(a) > 0 ? 1 : 0;
    }
    return accepted;
}

int AuditReport::flowsFailing() const {
    return int(std::count_if(flows.begin(), flows.end(), [](const ReportFlow& f) {
        return f.verdicts.contains(MatrixVerdict::Fail);
    }));
}

int AuditReport::flowsAccepted() const {
    return int(std::count_if(flows.begin(), flows.end(),
                             [](const ReportFlow& f) { return f.acceptedNotFailing(); }));
}

bool ReportFlow::acceptedNotFailing() const {
    bool acceptedFail = false;
    for (const Finding& finding : findings) {
        if (finding.severity != Severity::Fail)
            continue;
        if (!finding.accepted())
            return false;
        acceptedFail = true;
    }
    return acceptedFail;
}

bool ReportFlow::isClean() const {
    if (!findings.isEmpty() || !advisories.isEmpty() || namedByWaiver || storm || !reviewsReadable)
        return false;
    return std::none_of(reviews.begin(), reviews.end(), [](const ManualReview& review) {
        return review.status == ManualReview::Status::Fail;
    });
}

std::array<int, 3> AuditReport::waiverFindingCounts() const {
    std::array<int, 3> counts{};
    for (const ReportWaiver& waiver : waivers) {
        for (const Finding& finding : waiver.findings)
            ++counts[std::size_t(finding.severity)];
    }
    return counts;
}

int AuditReport::waiversIn(WaiverState state) const {
    return int(std::count_if(waivers.begin(), waivers.end(),
                             [&](const ReportWaiver& w) { return w.status.state == state; }));
}

int AuditReport::waiversCoveringNothing() const {
    return int(std::count_if(waivers.begin(), waivers.end(),
                             [](const ReportWaiver& w) { return w.coversNothing(); }));
}

int AuditReport::flowsWithUnreadableReviews() const {
    return int(std::count_if(flows.begin(), flows.end(),
                             [](const ReportFlow& f) { return !f.reviewsReadable; }));
}

const ReportCard* AuditReport::card(QStringView cardId) const {
    const auto found = std::find_if(cards.begin(), cards.end(),
                                    [&](const ReportCard& c) { return c.card.id == cardId; });
    return found == cards.end() ? nullptr : &*found;
}

int AuditReport::flowsWithoutFinding() const {
    return int(std::count_if(flows.begin(), flows.end(),
                             [](const ReportFlow& f) { return f.findings.isEmpty(); }));
}

ReviewProgress AuditReport::reviewProgress() const {
    ReviewProgress progress;
    for (const ReportFlow& flow : flows) {
        for (const ManualReview& review : flow.reviews) {
            ++progress.total;
            ++progress.byStatus[std::size_t(review.status)];
        }
    }
    return progress;
}

ReviewProgress AuditReport::reviewProgress(qsizetype manualRule) const {
    ReviewProgress progress;
    for (const ReportFlow& flow : flows) {
        ++progress.total;
        ++progress.byStatus[std::size_t(flow.reviews[manualRule].status)];
    }
    return progress;
}

std::array<int, FactStateCount> AuditReport::evidenceCounts() const {
    QList<VendorCard> used;
    for (const ReportCard& card : cards)
        used.append(card.card);
    return FactStates::count(used, today, verifications);
}

int AuditReport::staleCards() const {
    return int(std::count_if(cards.begin(), cards.end(),
                             [](const ReportCard& c) { return c.age.isStale(); }));
}

} // namespace FlowAudit
