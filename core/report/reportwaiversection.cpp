// The report's accepted risks: every waiver with its state on the report's date, the
// findings it accepts, and what FlowAudit says of it (WV01…WV04); and their lines in the
// summary. Only an inventory with waivers has them.
#include "core/report/reportcomposer.h"

#include "core/rules/rulecatalogue.h"

#include <QLocale>

namespace FlowAudit {

namespace {

// A waiver that names findings on several flows (flows sharing an ID, or no field given)
// lists this many and counts the rest.
constexpr int NamedListed = 10;

QString orBlank(const QString& text, const QString& blank) {
    return text.trimmed().isEmpty() ? blank : text.trimmed();
}

// The states the section and the summary count, each waiver in exactly one.
struct WaiverTally {
    int inForce = 0;
    int expiring = 0;
    int expired = 0;
    int coveringNothing = 0;
    int invalid = 0;

    explicit WaiverTally(const AuditReport& report) {
        for (const ReportWaiver& waiver : report.waivers) {
            switch (waiver.standing()) {
            case WaiverStanding::Invalid:
                ++invalid;
                break;
            case WaiverStanding::Expired:
                ++expired;
                break;
            case WaiverStanding::CoversNothing:
                ++coveringNothing;
                break;
            case WaiverStanding::Expiring:
                ++expiring;
                break;
            case WaiverStanding::InForce:
                ++inForce;
                break;
            }
        }
    }
};

// "RT01 on stripe_payouts_to_netsuite (retry_layers)", to name a waiver in a sentence.
QString subject(const Waiver& waiver) {
    const QString flow = orBlank(waiver.flowId, ReportComposer::tr("(no flow_id)"));
    const QString rule = orBlank(waiver.rule, ReportComposer::tr("(no rule)"));
    return waiver.field.trimmed().isEmpty()
               ? ReportComposer::tr("%1 on %2").arg(rule, flow)
               : ReportComposer::tr("%1 on %2 (%3)").arg(rule, flow, waiver.field.trimmed());
}

// What the waiver names, in words: the findings' own messages.
QString namedFindings(const ReportWaiver& waiver, const AuditReport& report) {
    if (waiver.status.state == WaiverState::Invalid)
        return ReportComposer::tr("None: an invalid waiver covers nothing.");
    if (waiver.named.isEmpty()) {
        return waiver.status.state == WaiverState::Expired
                   ? ReportComposer::tr("No finding matches it any more.")
                   : ReportComposer::tr("Covers no finding: the problem was fixed, or the flow was "
                                        "renamed or removed.");
    }
    const bool severalFlows =
        std::any_of(waiver.named.begin(), waiver.named.end(), [&](const ReportFindingRef& ref) {
            return ref.row != waiver.named.first().row;
        });
    QStringList lines;
    for (const ReportFindingRef& ref : waiver.named.mid(0, NamedListed)) {
        const ReportFlow& flow = report.flows[ref.row - 1];
        const QString& message =
            ref.advisory ? flow.advisories[ref.index].message : flow.findings[ref.index].message;
        lines.append(
            severalFlows
                ? ReportComposer::tr("Row %1: %2").arg(QLocale().toString(ref.row), message)
                : message);
    }
    if (waiver.named.size() > NamedListed)
        lines.append(
            ReportComposer::tr("and %n more", nullptr, int(waiver.named.size()) - NamedListed));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

ReportText ReportComposer::waiverState(const ReportWaiver& waiver) {
    const WaiverStatus& status = waiver.status;
    switch (waiver.standing()) {
    case WaiverStanding::Invalid:
        return ReportText{tr("INVALID (WV04): %1").arg(status.problem), ReportMark::Fail, true};
    case WaiverStanding::Expired:
        return ReportText{
            tr("EXPIRED %n day(s) ago (WV01): its finding counts again", nullptr, -status.daysLeft),
            ReportMark::Warn, true};
    case WaiverStanding::CoversNothing:
        return ReportText{tr("covers no finding (WV03): remove it"), ReportMark::Warn, true};
    case WaiverStanding::Expiring:
        return ReportText{status.daysLeft == 0 ? tr("in force, expires today (WV02)")
                                               : tr("in force, expires in %n day(s) (WV02)",
                                                    nullptr, status.daysLeft),
                          ReportMark::Accepted};
    case WaiverStanding::InForce:
        break;
    }
    return ReportText{tr("in force, %n day(s) left", nullptr, status.daysLeft),
                      ReportMark::Accepted};
}

QString ReportComposer::acceptance(const ReportWaiver& waiver) {
    const Waiver& w = waiver.waiver;
    const QString position = QLocale().toString(waiver.position);
    if (w.approvedBy.trimmed().isEmpty())
        return tr("Accepted as a risk by %1 until %2 (waiver %3): %4")
            .arg(w.owner.trimmed(), w.expires.trimmed(), position, w.justification.trimmed());
    return tr("Accepted as a risk by %1, approved by %2, until %3 (waiver %4): %5")
        .arg(w.owner.trimmed(), w.approvedBy.trimmed(), w.expires.trimmed(), position,
             w.justification.trimmed());
}

QString ReportComposer::lapse(const ReportWaiver& waiver) {
    return tr("Its waiver (waiver %1, owner %2) EXPIRED on %3: it counts again (WV01).")
        .arg(QLocale().toString(waiver.position), waiver.waiver.owner.trimmed(),
             waiver.waiver.expires.trimmed());
}

void ReportComposer::waiverSummary(const AuditReport& report, ReportDocument& document) {
    const WaiverTally tally(report);
    const std::array<int, 3> about = report.waiverFindingCounts();
    document.paragraph(ReportText{
        tr("Accepted risks: %n waiver(s), %1 in force, %2 expiring within %3 days, %4 expired, %5 "
           "covering no finding, %6 invalid. Findings about the waivers: FAIL %7 · WARN %8 · INFO "
           "%9.",
           nullptr, int(report.waivers.size()))
            .arg(tally.inForce)
            .arg(tally.expiring)
            .arg(WaiverStatus::ExpiringDays)
            .arg(tally.expired)
            .arg(tally.coveringNothing)
            .arg(tally.invalid)
            .arg(about[std::size_t(Severity::Fail)])
            .arg(about[std::size_t(Severity::Warn)])
            .arg(about[std::size_t(Severity::Info)]),
        ReportMark::None, false, false, QStringLiteral("accepted-risks")});
    // Expired and invalid waivers are named here too: the summary is what gets read.
    QStringList expired;
    QStringList invalid;
    for (const ReportWaiver& waiver : report.waivers) {
        if (waiver.status.state == WaiverState::Expired)
            expired.append(
                tr("%1, expired %2")
                    .arg(subject(waiver.waiver), waiver.status.expires.toString(Qt::ISODate)));
        else if (waiver.status.state == WaiverState::Invalid)
            invalid.append(subject(waiver.waiver));
    }
    if (!expired.isEmpty()) {
        document.paragraph(
            ReportText{tr("EXPIRED waivers: the findings they accepted count again (WV01): %1.")
                           .arg(expired.join(QStringLiteral("; "))),
                       ReportMark::Warn, true});
    }
    if (!invalid.isEmpty()) {
        document.paragraph(ReportText{tr("INVALID waivers accept nothing (WV04, FAIL): %1.")
                                          .arg(invalid.join(QStringLiteral("; "))),
                                      ReportMark::Fail, true});
    }
}

void ReportComposer::acceptedRisks(const AuditReport& report, ReportDocument& document) {
    document.heading(1, tr("Accepted risks"), QStringLiteral("accepted-risks"));
    document.paragraph(tr("The risks a named person accepted until a date: the inventory's "
                          "waivers, as they stand on %1, the "
                          "report's date in UTC. A waiver is in force through the end of its "
                          "expiry day. A finding it accepts "
                          "keeps its severity and is still shown on its flow's page, but counts "
                          "for no verdict; once the "
                          "waiver has expired, the finding counts again.")
                           .arg(report.today.toString(Qt::ISODate)));
    const WaiverTally tally(report);
    document.paragraph(tr("%n waiver(s): %1 in force, %2 expiring within %3 days, %4 expired, %5 "
                          "covering no finding, %6 invalid.",
                          nullptr, int(report.waivers.size()))
                           .arg(tally.inForce)
                           .arg(tally.expiring)
                           .arg(WaiverStatus::ExpiringDays)
                           .arg(tally.expired)
                           .arg(tally.coveringNothing)
                           .arg(tally.invalid));

    const QString blank = tr("(blank)");
    // Compact, as the matrix: eight columns on a portrait page.
    ReportTable table;
    table.compact = true;
    table.header = {tr("No."),     tr("Flow"),          tr("Rule"),
                    tr("Finding"), tr("Justification"), tr("Owner, approved by"),
                    tr("Expires"), tr("State")};
    table.widths = {4, 16, 10, 20, 17, 10, 11, 12};
    for (const ReportWaiver& waiver : report.waivers) {
        const Waiver& w = waiver.waiver;
        const QString flowLink = waiver.named.isEmpty()
                                     ? QString()
                                     : QStringLiteral("flow-%1").arg(waiver.named.first().row);
        const QString rule = w.field.trimmed().isEmpty()
                                 ? orBlank(w.rule, blank)
                                 : orBlank(w.rule, blank) + QLatin1Char('\n') + w.field.trimmed();
        const QString owner =
            w.approvedBy.trimmed().isEmpty()
                ? orBlank(w.owner, blank)
                : tr("%1\napproved by %2").arg(orBlank(w.owner, blank), w.approvedBy.trimmed());
        table.rows.append(
            {ReportText{QLocale().toString(waiver.position)},
             w.flowId.trimmed().isEmpty()
                 ? ReportText{blank}
                 : ReportText{w.flowId.trimmed(), ReportMark::None, false, true, flowLink},
             ReportText{rule, ReportMark::None, false, true},
             ReportText{namedFindings(waiver, report)}, ReportText{orBlank(w.justification, blank)},
             ReportText{owner}, ReportText{orBlank(w.expires, blank)}, waiverState(waiver)});
    }
    document.table(std::move(table));

    document.heading(2, tr("Findings about the waivers"));
    ReportTable about;
    about.header = {tr("Verdict"), tr("Rule"), tr("Waiver"), tr("Finding"), tr("How to fix")};
    about.widths = {11, 8, 11, 40, 30};
    for (const ReportWaiver& waiver : report.waivers) {
        for (const Finding& finding : waiver.findings) {
            const RuleInfo* rule = RuleCatalogue::describe(finding.rule);
            about.rows.append(
                {ReportText{markWord(markOf(finding.severity)), markOf(finding.severity), true},
                 ReportText{finding.rule, ReportMark::None, false, true},
                 ReportText{QLocale().toString(waiver.position)}, ReportText{finding.message},
                 ReportText{rule ? RuleCatalogue::hint(*rule) : QString()}});
        }
    }
    if (about.rows.isEmpty()) {
        document.paragraph(tr("No finding: every waiver is valid, accepts a finding and stays in "
                              "force for more than %1 days.")
                               .arg(WaiverStatus::ExpiringDays),
                           ReportMark::Pass);
    } else {
        document.table(std::move(about));
    }
    document.pageBreak();
}

} // namespace FlowAudit
