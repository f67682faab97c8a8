// The brief section of a flow with something to report, the default report's appendix: its
// fields as written in a paragraph, its findings named (their words and fixes stand once
// under Findings by rule), its arithmetic and its reviews; running on down the page.
#include "core/model/field.h"
#include "core/report/reportcomposer.h"

#include "core/analysis/completeness.h"
#include "core/rules/rulecatalogue.h"

namespace FlowAudit {

void ReportComposer::flowBrief(const ReportFlow& flow, const AuditReport& report,
                               ReportDocument& document) {
    flowHeading(flow, document);

    // The fields as `name: value` pairs, the blank ones too, in the format's order.
    QStringList written;
    for (const FieldInfo& info : FieldCatalogue::all()) {
        const QString value = asWritten(flow.flow, info.field);
        written.append(tr("%1: %2").arg(FieldCatalogue::name(info.field),
                                        value.isEmpty() ? tr("(blank)") : value));
    }
    for (const YamlMapEntry& extra : flow.flow.extraFields()) {
        written.append(tr("%1: %2").arg(extra.key, asWritten(extra.value)));
    }
    document.paragraph(ReportText{
        asSentence(tr("Fields as written: %1").arg(written.join(QStringLiteral(" · "))))});
    const Completeness completeness = Completeness::of(flow.flow);
    if (!completeness.blank.isEmpty())
        document.paragraph(tr("Completeness: %1. Left to fill: %2.")
                               .arg(completeness.summary(), completeness.blankNames()),
                           ReportMark::Warn);

    findingsNamed(flow, report, document);
    arithmetic(flow, report, document, ReportDetail::Flagged);
    reviewsInBrief(flow, document);
}

// The flow's findings and advisories by verdict and rule, linked to their rule under
// Findings by rule, where each is said in words with its fix.
void ReportComposer::findingsNamed(const ReportFlow& flow, const AuditReport& report,
                                   ReportDocument& document) {
    QStringList named;
    ReportMark worst = ReportMark::None;
    auto note = [&](Severity severity, bool accepted) {
        const ReportMark mark = accepted ? ReportMark::Accepted : markOf(severity);
        if (worst == ReportMark::None || (mark == ReportMark::Fail) ||
            (mark == ReportMark::Warn && worst != ReportMark::Fail))
            worst = mark;
    };
    for (qsizetype f = 0; f < flow.findings.size(); ++f) {
        const Finding& finding = flow.findings[f];
        note(finding.severity, finding.accepted());
        QString text =
            tr("%1 %2").arg(verdictOf(finding.severity, finding.accepted()).text, finding.rule);
        if (finding.field)
            text = tr("%1 (%2)").arg(text, FieldCatalogue::name(*finding.field));
        if (const int expired = flow.expiredWaiverOf(f))
            text = tr("%1, its waiver %2 EXPIRED")
                       .arg(text, QLocale().toString(report.waiver(expired).position));
        named.append(text);
    }
    for (qsizetype a = 0; a < flow.advisories.size(); ++a) {
        const Advisory& advisory = flow.advisories[a];
        const bool accepted = flow.advisoryAcceptedBy(a) != 0;
        note(advisory.severity, accepted);
        named.append(tr("%1 %2").arg(verdictOf(advisory.severity, accepted).text, advisory.id));
    }
    if (named.isEmpty()) {
        document.paragraph(tr("Findings: none; every rule passes."), ReportMark::Pass);
        return;
    }
    const QString first =
        !flow.findings.isEmpty() ? flow.findings.first().rule : flow.advisories.first().id;
    document.paragraph(
        ReportText{tr("Findings: %1. What each says and how to fix it: Findings by rule.")
                       .arg(named.join(QStringLiteral("; "))),
                   worst, false, false, QStringLiteral("rule-%1").arg(first)});
    if (flow.acceptedNotFailing())
        document.paragraph(ReportText{tr("Every FAIL of this flow is accepted as a risk: it counts "
                                         "as accepted, not as failing."),
                                      ReportMark::Accepted, true});
    notEvaluated(flow, document);
}

// The reviews with something to say, in one sentence; the untouched ones counted, not
// named: they are every rule the sentence does not name.
void ReportComposer::reviewsInBrief(const ReportFlow& flow, ReportDocument& document) {
    if (!flow.reviewsReadable) {
        unreadableReviews(flow, document);
        return;
    }
    const QList<ManualRuleInfo>& manual = RuleCatalogue::manualRules();
    const int all = int(manual.size());
    int open = 0;
    bool failed = false;
    QStringList said;
    for (qsizetype r = 0; r < manual.size() && r < flow.reviews.size(); ++r) {
        const ManualReview& review = flow.reviews[r];
        if (review.isUntouched()) {
            ++open;
            continue;
        }
        failed = failed || review.status == ManualReview::Status::Fail;
        QString one = tr("%1 %2").arg(QString::fromLatin1(manual[r].id), reviewStatus(review));
        QStringList who;
        for (const QString& part : {review.by, review.on})
            if (!part.isEmpty())
                who.append(part);
        if (!who.isEmpty())
            one = tr("%1 (%2)").arg(one, who.join(QStringLiteral(", ")));
        if (!review.note.isEmpty())
            one = tr("%1: %2").arg(one, review.note);
        said.append(one);
    }
    const QString rest = open == 0     ? tr("every rule of the checklist has been reviewed")
                         : open == all ? tr("none of the %n rule(s) reviewed yet", nullptr, all)
                                       : tr("the other %1 of %2 rules are open").arg(open).arg(all);
    document.paragraph(ReportText{
        said.isEmpty() ? tr("Manual review: %1.").arg(rest)
                       : tr("Manual review: %1; %2.").arg(said.join(QStringLiteral("; ")), rest),
        failed ? ReportMark::Fail : ReportMark::None, failed});
}

} // namespace FlowAudit
