#include "core/report/reportcomposer.h"

#include "core/analysis/completeness.h"
#include "core/rules/rulecatalogue.h"

#include <QLocale>

namespace FlowAudit {

ReportDocument ReportComposer::compose(const AuditReport& report, ReportDetail detail) {
    ReportDocument document;
    const QString name = !report.cover.title.isEmpty()      ? report.cover.title
                         : !report.cover.fileName.isEmpty() ? report.cover.fileName
                                                            : tr("untitled inventory");
    document.title = tr("Audit report: %1").arg(name);
    document.runningHeader =
        tr("FlowAudit audit report · %1 · %2")
            .arg(name,
                 QLocale::c().toString(report.cover.generated, QStringLiteral("yyyy-MM-dd HH:mm")));
    // A page apart from the cover still says the report is a draft.
    if (report.cover.unsavedChanges) {
        document.title = tr("DRAFT %1").arg(document.title);
        document.runningHeader = tr("DRAFT · %1").arg(document.runningHeader);
    }
    document.language = QLocale().bcp47Name();
    // Each page says its number and how many there are: an auditor sees that none is missing.
    document.pageFooter = tr("page %1 of %2");
    // What a reader starts with comes first: the verdict, what to fix, then the evidence.
    cover(report, detail, document);
    summary(report, detail, document);
    findingsByRule(report, document);
    if (!report.storms.isEmpty())
        stormStudies(report, document);
    if (!report.destinationStorms.isEmpty())
        destinationStorms(report, document);
    matrix(report, detail, document);
    if (report.hasWaivers()) // an inventory without waivers gets the report it always had
        acceptedRisks(report, document);
    flows(report, detail, document);
    cards(report, document);
    if (!report.cards.isEmpty())
        evidenceAppendix(report, document);
    appendix(report, document);
    if (report.ledgerDialect)
        ledgerAppendix(report, document);
    return document;
}

// Each flow with something to report in a section of its own, the sections running on;
// the clean ones as rows of one table. With every flow's detail, each on its own pages.
void ReportComposer::flows(const AuditReport& report, ReportDetail detail,
                           ReportDocument& document) {
    document.heading(1, tr("Flows"), QStringLiteral("flows"));
    document.paragraph(
        detail == ReportDetail::All
            ? tr("Each flow with its fields as written, its findings, the advice from the vendor "
                 "cards, the arithmetic of its acknowledgement budget, retries and replay window, "
                 "and its manual review checklist.")
            : tr("Each flow with something to report (%1), in brief: its fields as written, "
                 "which findings it has (said in words, with how to fix them, under Findings by "
                 "rule), the arithmetic of its acknowledgement budget, retries and replay window, "
                 "and its manual reviews. The other flows follow in one table.")
                  .arg(somethingToReport(report)));
    bool first = true;
    for (const ReportFlow& flow : report.flows) {
        if (detail == ReportDetail::Flagged && flow.isClean())
            continue;
        if (!first) {
            if (detail == ReportDetail::All)
                document.pageBreak(); // each flow on pages of its own, to review and sign
            else
                document.seam();
        }
        first = false;
        if (detail == ReportDetail::All)
            ReportComposer::flow(flow, report, document);
        else
            flowBrief(flow, report, document);
    }
    if (first)
        document.paragraph(tr("No flow has anything to report."), ReportMark::Pass);
    if (detail == ReportDetail::Flagged)
        cleanFlows(report, document);
}

// What gives a flow a section of its own, in words; waivers are named only where there are.
QString ReportComposer::somethingToReport(const AuditReport& report) {
    return report.hasWaivers()
               ? tr("a finding, an advisory, a waiver, a failed review or a retry storm")
               : tr("a finding, an advisory, a failed review or a retry storm");
}

// A link to where the report tells of a flow: its section, or its row of the clean flows.
QString ReportComposer::flowAnchor(const ReportFlow& flow, ReportDetail detail) {
    return detail == ReportDetail::Flagged && flow.isClean()
               ? QStringLiteral("clean-flows")
               : QStringLiteral("flow-%1").arg(flow.row);
}

ReportMark ReportComposer::markOf(MatrixVerdict verdict) {
    switch (verdict) {
    case MatrixVerdict::Pass:
        return ReportMark::Pass;
    case MatrixVerdict::Info:
        return ReportMark::Info;
    case MatrixVerdict::Warn:
        return ReportMark::Warn;
    case MatrixVerdict::Fail:
        return ReportMark::Fail;
    case MatrixVerdict::NotEvaluated:
        return ReportMark::NotEvaluated;
    case MatrixVerdict::Accepted:
        return ReportMark::Accepted;
    }
    return ReportMark::None;
}

ReportMark ReportComposer::markOf(Severity severity) {
    return severity == Severity::Fail   ? ReportMark::Fail
           : severity == Severity::Warn ? ReportMark::Warn
                                        : ReportMark::Info;
}

QString ReportComposer::markWord(ReportMark mark) {
    switch (mark) {
    case ReportMark::None:
        return {};
    case ReportMark::Pass:
        return tr("pass");
    case ReportMark::Info:
        return severityKeyword(Severity::Info);
    case ReportMark::Warn:
        return severityKeyword(Severity::Warn);
    case ReportMark::Fail:
        return severityKeyword(Severity::Fail);
    case ReportMark::NotEvaluated:
        return tr("not evaluated");
    case ReportMark::Stale:
        return tr("STALE");
    case ReportMark::Accepted:
        return tr("accepted");
    }
    return {};
}

QString ReportComposer::reviewStatusWord(ManualReview::Status status) {
    switch (status) {
    case ManualReview::Status::Open:
        return tr("open");
    case ManualReview::Status::Pass:
        return tr("pass");
    case ManualReview::Status::Fail:
        return tr("fail");
    case ManualReview::Status::NotApplicable:
        return tr("n/a");
    }
    return {};
}

QString ReportComposer::flowLabel(const ReportFlow& flow) {
    return flow.flowId().isEmpty()
               ? tr("row %1, no flow ID").arg(flow.row)
               : tr("%1 (row %2)").arg(flow.flowId(), QLocale().toString(flow.row));
}

QString ReportComposer::seconds(double value) {
    return tr("%1 s").arg(QLocale().toString(value, 'g', 6));
}

QString ReportComposer::days(double value) {
    if (value == double(qint64(value)) && value < 1e9)
        return tr("%n day(s)", nullptr, int(value));
    return tr("%1 days").arg(QLocale().toString(value, 'g', 6));
}

void ReportComposer::cover(const AuditReport& report, ReportDetail detail,
                           ReportDocument& document) {
    const ReportCover& cover = report.cover;
    document.heading(1, document.title, QStringLiteral("cover"));
    const QString blank = tr("(not given)");
    ReportTable facts;
    facts.header = {tr("Item"), tr("Value")};
    facts.widths = {28, 72};
    auto fact = [&](const QString& item, const QString& value, bool code = false) {
        facts.rows.append({ReportText{item}, ReportText{value.isEmpty() ? blank : value,
                                                        ReportMark::None, false, code}});
    };
    fact(tr("Inventory"), cover.title);
    fact(tr("Owner"), cover.owner);
    fact(tr("File"), cover.fileName.isEmpty() ? tr("(never saved)") : cover.fileName, true);
    fact(tr("SHA-256 of the file as saved"),
         cover.sha256.isEmpty() ? tr("(no saved file)") : QString::fromLatin1(cover.sha256.toHex()),
         true);
    fact(tr("Generated"),
         QLocale::c().toString(cover.generated, QStringLiteral("yyyy-MM-dd HH:mm:ss t")));
    fact(tr("FlowAudit version"), cover.version);
    fact(tr("Rules version"), cover.rulesVersion);
    fact(tr("Flows"), QLocale().toString(report.flows.size()));
    QStringList edited;
    for (const ReportCard& card : report.cards) {
        if (card.edited)
            edited.append(card.card.title());
    }
    if (!edited.isEmpty())
        fact(tr("Vendor cards with your edits"), edited.join(QStringLiteral(", ")));
    if (report.hasWaivers()) {
        fact(tr("Accepted risks (waivers)"),
             tr("%1, of which %2 in force on %3 (UTC)")
                 .arg(QLocale().toString(report.waivers.size()),
                      QLocale().toString(report.waiversIn(WaiverState::InForce) +
                                         report.waiversIn(WaiverState::Expiring)),
                      report.today.toString(Qt::ISODate)));
    }
    document.table(std::move(facts));
    if (cover.unsavedChanges && cover.sha256.isEmpty()) {
        document.paragraph(ReportText{
            tr("DRAFT: the inventory had never been saved when this report was made, so no "
               "file can be checked against it."),
            ReportMark::Warn, true});
    } else if (cover.unsavedChanges) {
        document.paragraph(ReportText{
            tr("DRAFT: the inventory had unsaved changes when this report was made. The report "
               "shows the edited inventory, which differs from the file with the checksum above."),
            ReportMark::Warn, true});
    }
    document.paragraph(tr(
        "This report is the evidence of an audit of the inventory's delivery reliability: how each "
        "flow is triggered, what it writes, its idempotency key, how long its ledger keeps keys, "
        "how "
        "its retries nest and how fast its webhook receiver acknowledges. To confirm that it "
        "describes "
        "a given file, compare the file's SHA-256 checksum (sha256sum FILE) with the one above."));
    document.paragraph(
        tr("Every verdict is given by word and by icon: %1 (no finding), %2 (the rule is broken), "
           "%3 (a risk to look at), %4 (advice), %5 (a cell the rule reads is invalid, so the rule "
           "could not be applied) and %6 (a vendor card to confirm before quoting).")
            .arg(markWord(ReportMark::Pass), markWord(ReportMark::Fail), markWord(ReportMark::Warn),
                 markWord(ReportMark::Info), markWord(ReportMark::NotEvaluated),
                 markWord(ReportMark::Stale)));
    if (report.hasWaivers()) {
        document.paragraph(
            tr("A finding marked %1 is one a named person accepted as a risk until a date (a "
               "waiver in "
               "force): it keeps its severity and is still shown, but counts for no verdict.")
                .arg(markWord(ReportMark::Accepted)));
    }
    document.heading(2, tr("Sign-off"));
    ReportTable signOff;
    signOff.header = {tr("Role"), tr("Name"), tr("Date"), tr("Signature")};
    signOff.widths = {22, 30, 18, 30};
    // Blank lines leave room to sign by hand.
    const ReportText room(QStringLiteral("\n\n"));
    signOff.rows = {{ReportText{tr("Reviewed by")}, room, {}, {}},
                    {ReportText{tr("Approved by")}, room, {}, {}}};
    document.table(std::move(signOff));
    document.pageBreak();
    // On pages of its own: with every flow listed, an estate's contents runs over several.
    document.heading(1, tr("Contents"), QStringLiteral("contents"));
    document.table(contents(report, detail));
    document.pageBreak();
}

// Every part with its page, and under Flows every flow with a section of its own: each
// entry a link to its heading. The page column says "0000", four digits wide, until the
// PDF is laid out and ReportPages writes each page there: the rows keep their height.
ReportTable ReportComposer::contents(const AuditReport& report, ReportDetail detail) {
    ReportTable table;
    table.header = {tr("Section"), tr("Page")};
    table.widths = {88, 12};
    const auto entry = [&table](const QString& text, const QString& anchor, bool part) {
        table.rows.append({ReportText{text, ReportMark::None, part, false, anchor},
                           ReportText{QStringLiteral("0000")}});
        table.pageOf.append(anchor);
    };
    entry(tr("Summary: counts per rule, manual review progress, stale vendor cards"),
          QStringLiteral("summary"), true);
    if (report.map)
        entry(tr("Systems map"), QStringLiteral("systems-map"), false);
    entry(tr("Findings by rule: each rule once, with how to fix it and the flows it names"),
          QStringLiteral("findings"), true);
    if (!report.storms.isEmpty())
        entry(tr("Retry storms: each distinct storm once, with the flows that share it"),
              QStringLiteral("storms"), true);
    if (!report.destinationStorms.isEmpty())
        entry(tr("Destination storms: every flow into one system during its outage, added up"),
              QStringLiteral("destination-storms"), true);
    entry(tr("Evidence matrix: every flow against every rule"), QStringLiteral("matrix"), true);
    if (report.hasWaivers())
        entry(tr("Accepted risks: every waiver, its state and the findings it accepts"),
              QStringLiteral("accepted-risks"), true);
    entry(detail == ReportDetail::All
              ? tr("Flows: fields, findings, arithmetic and manual reviews of each flow")
              : tr("Flows: fields, findings, arithmetic and manual reviews of each flow with "
                   "something to report, then the clean flows in one table"),
          QStringLiteral("flows"), true);
    bool anyClean = false;
    for (const ReportFlow& flow : report.flows) {
        if (detail == ReportDetail::Flagged && flow.isClean()) {
            anyClean = true;
            continue;
        }
        entry(tr("%1 (row %2)").arg(flow.flowId()).arg(flow.row), flowAnchor(flow, detail), false);
    }
    if (anyClean)
        entry(tr("Clean flows"), QStringLiteral("clean-flows"), false);
    entry(tr("Vendor cards the inventory refers to"), QStringLiteral("cards"), true);
    if (!report.cards.isEmpty())
        entry(tr("Evidence: the vendor's sentence behind each number of the cards, and when it "
                 "was confirmed"),
              QStringLiteral("evidence"), true);
    entry(tr("Appendix: what every rule, advisory and field means"), QStringLiteral("appendix"),
          true);
    if (report.ledgerDialect)
        entry(tr("Appendix: the action ledgers"), QStringLiteral("ledgers"), true);
    return table;
}

void ReportComposer::summary(const AuditReport& report, ReportDetail detail,
                             ReportDocument& document) {
    summaryVerdict(report, detail, document);
    summaryMap(report, document);
    summaryPerRule(report, document);
    summaryAdvisories(report, document);
    summaryReviews(report, document);
    summaryCards(report, document);
    document.pageBreak();
}

// The verdict in words, the counts and how complete the inventory is.
void ReportComposer::summaryVerdict(const AuditReport& report, ReportDetail detail,
                                    ReportDocument& document) {
    document.heading(1, tr("Summary"), QStringLiteral("summary"));
    const std::array<int, 3> counts = report.findingCounts();
    const int flows = int(report.flows.size());
    const int failing = report.flowsFailing();
    const int accepted = report.flowsAccepted();
    if (flows == 0) {
        document.paragraph(ReportText{tr("The inventory has no flows: there is nothing to audit."),
                                      ReportMark::Warn, true});
    } else if (failing == 0 && accepted > 0) {
        document.paragraph(ReportText{
            tr("Verdict: no flow breaks a rule, apart from the risks accepted (no FAIL finding "
               "that is not accepted)."),
            ReportMark::Accepted, true});
    } else {
        document.paragraph(ReportText{
            failing > 0
                ? tr("Verdict: %Ln flow(s) break at least one rule (FAIL).", nullptr, failing)
                : tr("Verdict: no flow breaks a rule (no FAIL finding)."),
            failing > 0 ? ReportMark::Fail : ReportMark::Pass, true});
    }
    if (accepted > 0) {
        document.paragraph(
            tr("%Ln flow(s) break a rule only where the risk is accepted: they count "
               "as accepted, not as failing.",
               nullptr, accepted),
            ReportMark::Accepted);
    }
    if (report.hasWaivers()) {
        // Accepted findings are counted apart (docs/spec/accepted-risks-and-git.md): never in FAIL,
        // WARN or INFO.
        document.paragraph(tr("%Ln flow(s) audited. Findings: FAIL %L1 · WARN %L2 · INFO %L3 · "
                              "accepted %L4. Flows with no finding: %L5.",
                              nullptr, flows)
                               .arg(counts[std::size_t(Severity::Fail)])
                               .arg(counts[std::size_t(Severity::Warn)])
                               .arg(counts[std::size_t(Severity::Info)])
                               .arg(report.acceptedCount())
                               .arg(report.flowsWithoutFinding()));
        waiverSummary(report, document);
    } else {
        document.paragraph(
            tr("%Ln flow(s) audited: %L1 FAIL, %L2 WARN and %L3 INFO findings. Flows "
               "with no finding: %L4.",
               nullptr, flows)
                .arg(counts[std::size_t(Severity::Fail)])
                .arg(counts[std::size_t(Severity::Warn)])
                .arg(counts[std::size_t(Severity::Info)])
                .arg(report.flowsWithoutFinding()));
    }
    // The brief report lists the clean flows apart: a reader who counts them against the
    // flows with no finding learns why the two differ.
    if (detail == ReportDetail::Flagged) {
        if (const QString why = whyNotClean(report); !why.isEmpty())
            document.paragraph(why);
    }
    if (flows > 0) {
        int complete = 0;
        int blank = 0;
        for (const ReportFlow& flow : report.flows) {
            const Completeness c = Completeness::of(flow.flow);
            complete += c.blank.isEmpty() ? 1 : 0;
            blank += int(c.blank.size());
        }
        document.paragraph(
            ReportText{tr("Completeness: %L1 of %L2 flows have every field the rules read filled; "
                          "%L3 such fields are still blank (each flow's page names them).")
                           .arg(complete)
                           .arg(flows)
                           .arg(blank),
                       complete == flows ? ReportMark::Pass : ReportMark::Warn});
    }
}

// Each checked rule: its findings, the flows that pass it and those it could not judge.
// The estate at a glance: which systems talk to which, each arrow marked by its verdict.
void ReportComposer::summaryMap(const AuditReport& report, ReportDocument& document) {
    if (report.flows.isEmpty())
        return;
    document.heading(2, tr("Systems map"), QStringLiteral("systems-map"));
    if (!report.map) {
        document.paragraph(tr("The systems map could not be drawn: %1.").arg(report.mapProblem),
                           ReportMark::Warn);
        return;
    }
    const qsizetype flows = report.map->graph.flowCount();
    if (!report.map->cut.isEmpty())
        document.paragraph(tr("The whole estate cannot be read on one page. %1 flowaudit-cli "
                              "map draws all of it, and --around SYSTEM or --group NAME one "
                              "part.")
                               .arg(report.map->cut),
                           ReportMark::Info);
    document.figure(report.map,
                    tr("The systems map: %L1 systems and %Ln flow(s), one arrow for each pair of "
                       "systems, marked by the worst verdict of its flows as the legend under "
                       "the map says.",
                       nullptr, int(flows))
                        .arg(report.map->graph.systems.size()));
}

void ReportComposer::summaryPerRule(const AuditReport& report, ReportDocument& document) {
    document.heading(2, tr("Findings per rule"));
    ReportTable perRule;
    perRule.header = {tr("Rule"),
                      tr("Title"),
                      markWord(ReportMark::Fail),
                      markWord(ReportMark::Warn),
                      markWord(ReportMark::Info),
                      tr("Flows that pass"),
                      tr("Not evaluated")};
    perRule.widths = {8, 38, 8, 8, 8, 15, 15};
    if (report.hasWaivers()) {
        perRule.header.insert(5, markWord(ReportMark::Accepted));
        perRule.widths = {8, 31, 8, 8, 8, 11, 13, 13};
    }
    for (const RuleTally& tally : report.ruleTallies()) {
        const RuleInfo* rule = RuleCatalogue::find(tally.ruleId);
        auto count = [](int n) { return ReportText{QLocale().toString(n)}; };
        QList<ReportText> row{ReportText{tally.ruleId, ReportMark::None, true, true},
                              ReportText{RuleCatalogue::title(*rule)},
                              count(tally.findings[std::size_t(Severity::Fail)]),
                              count(tally.findings[std::size_t(Severity::Warn)]),
                              count(tally.findings[std::size_t(Severity::Info)]),
                              count(tally.passes),
                              count(tally.notEvaluated)};
        if (report.hasWaivers())
            row.insert(5, count(tally.accepted));
        perRule.rows.append(std::move(row));
    }
    document.table(std::move(perRule));
    document.paragraph(tr(
        "SC02 gives one finding per invalid cell, so its counts can exceed the number of flows."));
}

// What the vendor cards advised, by advisory.
void ReportComposer::summaryAdvisories(const AuditReport& report, ReportDocument& document) {
    document.heading(2, tr("Vendor advisories"));
    ReportTable advice;
    advice.header = {tr("Advisory"), tr("Title"), markWord(ReportMark::Warn),
                     markWord(ReportMark::Info)};
    advice.widths = {12, 64, 12, 12};
    if (report.hasWaivers()) {
        advice.header.append(markWord(ReportMark::Accepted));
        advice.widths = {12, 52, 12, 12, 12};
    }
    for (const RuleInfo& info : RuleCatalogue::advisories()) {
        const std::array<int, 3> said = report.advisoryCounts(info.idText);
        QList<ReportText> row{ReportText{info.idText, ReportMark::None, true, true},
                              ReportText{RuleCatalogue::title(info)},
                              ReportText{QLocale().toString(said[std::size_t(Severity::Warn)])},
                              ReportText{QLocale().toString(said[std::size_t(Severity::Info)])}};
        if (report.hasWaivers())
            row.append(ReportText{QLocale().toString(report.acceptedAdvisories(info.idText))});
        advice.rows.append(std::move(row));
    }
    document.table(std::move(advice));
    document.paragraph(
        tr("Advisories come from the vendor cards. They never change a rule's verdict."));
}

// The manual reviews done and open, in all and by rule.
void ReportComposer::summaryReviews(const AuditReport& report, ReportDocument& document) {
    document.heading(2, tr("Manual review progress"));
    const ReviewProgress progress = report.reviewProgress();
    document.paragraph(
        tr("%L1 of %L2 manual reviews are done: %L3 pass, %L4 fail, %L5 not applicable, %L6 open.")
            .arg(progress.done())
            .arg(progress.total)
            .arg(progress.count(ManualReview::Status::Pass))
            .arg(progress.count(ManualReview::Status::Fail))
            .arg(progress.count(ManualReview::Status::NotApplicable))
            .arg(progress.count(ManualReview::Status::Open)));
    const int unreadable = report.flowsWithUnreadableReviews();
    if (unreadable > 0) {
        document.paragraph(
            tr("%Ln flow(s) have reviews that are not a map of rules, so FlowAudit cannot read "
               "them: "
               "they count as open here, and each flow's page shows them as written.",
               nullptr, unreadable),
            ReportMark::Warn);
    }
    ReportTable reviews;
    reviews.header = {tr("Rule"),
                      tr("Meaning"),
                      reviewStatusWord(ManualReview::Status::Pass),
                      reviewStatusWord(ManualReview::Status::Fail),
                      reviewStatusWord(ManualReview::Status::NotApplicable),
                      reviewStatusWord(ManualReview::Status::Open)};
    reviews.widths = {8, 44, 12, 12, 12, 12};
    const QList<ManualRuleInfo>& manual = RuleCatalogue::manualRules();
    for (qsizetype r = 0; r < manual.size(); ++r) {
        const ReviewProgress ofRule = report.reviewProgress(r);
        auto count = [&](ManualReview::Status s) {
            return ReportText{QLocale().toString(ofRule.count(s))};
        };
        reviews.rows.append(
            {ReportText{QString::fromLatin1(manual[r].id), ReportMark::None, true, true},
             ReportText{RuleCatalogue::meaning(manual[r])}, count(ManualReview::Status::Pass),
             count(ManualReview::Status::Fail), count(ManualReview::Status::NotApplicable),
             count(ManualReview::Status::Open)});
    }
    document.table(std::move(reviews));
}

// The vendor cards the inventory relies on that are stale or undated.
void ReportComposer::summaryCards(const AuditReport& report, ReportDocument& document) {
    document.heading(2, tr("Vendor cards"));
    const int stale = report.staleCards();
    // Each card's own review period, unless the report was asked for one threshold.
    const QString said =
        report.staleAfterDays == CardAge::EachCardsReview
            ? tr("%L1 of %L2 vendor cards the inventory refers to were checked longer ago than "
                 "their review period or carry no checked date: confirm their numbers against "
                 "the vendor's page before quoting them.")
                  .arg(stale)
                  .arg(report.cards.size())
            : tr("%L1 of %L2 vendor cards the inventory refers to were checked more than %L3 "
                 "days ago or carry no checked date: "
                 "confirm their numbers against the vendor's page before quoting them.")
                  .arg(stale)
                  .arg(report.cards.size())
                  .arg(report.staleAfterDays);
    document.paragraph(ReportText{said, stale > 0 ? ReportMark::Stale : ReportMark::Pass});
    QList<ReportText> staleCards;
    for (const ReportCard& card : report.cards) {
        if (card.age.isStale())
            staleCards.append(ReportText{tr("%1 (%2)").arg(card.card.title(), card.age.describe()),
                                         ReportMark::Stale});
    }
    if (!staleCards.isEmpty())
        document.list(std::move(staleCards));
    if (!report.cards.isEmpty())
        summaryEvidence(report, document);
}

void ReportComposer::matrix(const AuditReport& report, ReportDetail detail,
                            ReportDocument& document) {
    document.heading(1, tr("Evidence matrix"), QStringLiteral("matrix"));
    // The cells are narrow: "not evaluated" is written short, and the legend says so.
    const QString notEvaluated = tr("n/e");
    const QString accepted = tr("acc.", "accepted, in the evidence matrix's narrow cells");
    document.paragraph(
        tr("Every flow against every rule: what passed as well as what did not. %1 means not "
           "evaluated: a cell the rule reads is invalid (see SC02 for that flow), so the rule "
           "could "
           "not be applied.")
            .arg(notEvaluated));
    if (report.hasWaivers()) {
        document.paragraph(tr("A cell marked %1 (accepted): every finding of the rule on that flow "
                              "is accepted as a risk by "
                              "a waiver in force (see Accepted risks); a cell with a finding that "
                              "is not accepted shows that "
                              "finding's verdict.")
                               .arg(accepted),
                           ReportMark::Accepted);
    }
    ReportTable table;
    table.compact = true;
    table.header = {tr("Row"), tr("Flow")};
    table.widths = {5, 35}; // room for a flow ID of 38 characters
    const QList<RuleInfo>& rules = RuleCatalogue::rules();
    for (const RuleInfo& rule : rules) {
        table.header.append(rule.idText);
        table.widths.append(60.0 / double(rules.size()));
    }
    for (const ReportFlow& flow : report.flows) {
        QList<ReportText> row{
            ReportText{QLocale().toString(flow.row)},
            ReportText{flow.flowId().isEmpty() ? tr("(no flow ID)") : flow.flowId(),
                       ReportMark::None, false, true, flowAnchor(flow, detail)}};
        for (MatrixVerdict verdict : flow.verdicts) {
            const ReportMark mark = markOf(verdict);
            const QString word = mark == ReportMark::NotEvaluated ? notEvaluated
                                 : mark == ReportMark::Accepted   ? accepted
                                                                  : markWord(mark);
            row.append(ReportText{word, mark, verdict == MatrixVerdict::Fail});
        }
        table.rows.append(std::move(row));
    }
    document.table(std::move(table));
    document.pageBreak();
}

} // namespace FlowAudit
