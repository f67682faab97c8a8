// The report's clean flows: a flow with nothing to report is one row, not a section.
#include "core/report/reportcomposer.h"

#include "core/analysis/completeness.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace FlowAudit {

QString ReportComposer::whyNotClean(const AuditReport& report) {
    // What else than a finding gives a flow a section of its own (ReportFlow::isClean),
    // counted among the flows with no finding; a flow may have more than one.
    int notClean = 0;
    int advised = 0;
    int named = 0;
    int failedReview = 0;
    int unreadable = 0;
    int storm = 0;
    for (const ReportFlow& flow : report.flows) {
        if (!flow.findings.isEmpty() || flow.isClean())
            continue;
        ++notClean;
        advised += flow.advisories.isEmpty() ? 0 : 1;
        named += flow.namedByWaiver ? 1 : 0;
        unreadable += flow.reviewsReadable ? 0 : 1;
        storm += flow.storm ? 1 : 0;
        failedReview += std::any_of(flow.reviews.begin(), flow.reviews.end(),
                                    [](const ManualReview& review) {
                                        return review.status == ManualReview::Status::Fail;
                                    })
                            ? 1
                            : 0;
    }
    if (notClean == 0)
        return {};
    QStringList reasons;
    if (advised > 0)
        reasons.append(tr("%n with an advisory from a vendor card", nullptr, advised));
    if (named > 0)
        reasons.append(tr("%n named by a waiver", nullptr, named));
    if (failedReview > 0)
        reasons.append(tr("%n with a failed manual review", nullptr, failedReview));
    if (unreadable > 0)
        reasons.append(tr("%n whose manual reviews cannot be read", nullptr, unreadable));
    if (storm > 0)
        reasons.append(tr("%n with a retry storm", nullptr, storm));
    return tr("%n flow(s) with no finding still have something to report, so they are not "
              "among the clean flows: %1.",
              nullptr, notClean)
        .arg(QLocale().createSeparatedList(reasons));
}

void ReportComposer::cleanFlows(const AuditReport& report, ReportDocument& document) {
    int clean = 0;
    for (const ReportFlow& flow : report.flows)
        clean += flow.isClean() ? 1 : 0;
    if (clean == 0)
        return;
    document.seam();
    document.heading(2, tr("Clean flows"), QStringLiteral("clean-flows"));
    document.paragraph(
        tr("%n flow(s) have none of these: %1. Every rule passes on them; their fields are in "
           "the inventory file whose checksum the cover gives.",
           nullptr, clean)
            .arg(somethingToReport(report)),
        ReportMark::Pass);
    ReportTable table;
    table.compact = true;
    table.header = {tr("Row"), tr("Flow"), tr("Name"), tr("Source → destination"),
                    tr("Completeness")};
    table.widths = {6, 24, 34, 22, 14};
    for (const ReportFlow& flow : report.flows) {
        if (!flow.isClean())
            continue;
        const QString source = flow.flow.text(Field::Source);
        const QString destination = flow.flow.text(Field::Destination);
        table.rows.append(
            {ReportText{QLocale().toString(flow.row)},
             ReportText{flow.flowId().isEmpty() ? tr("(no flow ID)") : flow.flowId(),
                        ReportMark::None, false, true},
             ReportText{flow.flow.text(Field::Name)},
             ReportText{tr("%1 → %2").arg(source.isEmpty() ? tr("(blank)") : source,
                                          destination.isEmpty() ? tr("(blank)") : destination),
                        ReportMark::None, false, true},
             ReportText{Completeness::of(flow.flow).summary()}});
    }
    document.table(std::move(table));
}

} // namespace FlowAudit
