#pragma once

#include "core/ledger/ledgerdialect.h"

#include "core/analysis/ackbudget.h"
#include "core/analysis/replaywindow.h"
#include "core/analysis/retryproduct.h"
#include "core/analysis/vendoradvisories.h"
#include "core/evidence/factstate.h"
#include "core/model/flow.h"
#include "core/model/reviewchecklist.h"
#include "core/rules/finding.h"
#include "core/vendors/cardage.h"
#include "core/vendors/vendorcard.h"
#include "core/waivers/waiverstatus.h"

#include <QDateTime>

#include <QList>
#include <memory>

#include <array>

namespace FlowAudit {

struct StormStudy;
struct ReportMapFigure;

// What one rule says of one flow in the evidence matrix. A rule that reads an invalid
// cell is not evaluated on that flow (docs/spec/rules.md, SC02); one that gives no finding passes;
// one whose findings on the flow are all accepted by a waiver in force is accepted.
enum class MatrixVerdict : quint8 { Pass, Info, Warn, Fail, NotEvaluated, Accepted };

struct ReportCover {
    QString title;
    QString owner;
    QString fileName;
    QByteArray sha256;           // of the file as saved; empty when there is no saved file
    bool unsavedChanges = false; // the report shows edits the file with that checksum lacks
    QDateTime generated;
    QString version = QStringLiteral(FLOWAUDIT_VERSION);
    QString rulesVersion = QStringLiteral(FLOWAUDIT_RULES_VERSION);
};

// One flow with everything the report says of it.
struct ReportFlow {
    int row = 0; // 1-based, as in findings
    Flow flow;
    QList<Finding>
        findings; // docs/spec/rules.md's, with messages; acceptedBy names the waiver accepting one
    QList<MatrixVerdict> verdicts; // one per RuleCatalogue::rules(), in its order
    QList<Advisory> advisories;
    AckBudget ackBudget;
    RetryProduct retryProduct;
    ReplayWindow replayWindow;
    bool reviewsReadable = true; // false: `reviews` is not a map; shown as written
    QList<ManualReview> reviews; // one per RuleCatalogue::manualRules(), in its order
    QStringList cardIds;         // the vendor cards the flow names
    // What the waivers say of its findings and advisories, one entry per finding (advisory)
    // when the inventory has waivers, empty otherwise: the waiver accepting it, and an
    // expired waiver that named it (its finding counts again); 1-based positions, 0: none.
    QList<int> advisoriesAcceptedBy;
    QList<int> findingsExpiredWaiver;
    QList<int> advisoriesExpiredWaiver;
    // RT01 FAIL or WARN: the retry storm a destination outage causes (its settings from
    // `retry_storm`), or null when the flow cannot be simulated.
    std::shared_ptr<const StormStudy> storm;
    int stormStudy = 0;         // its 1-based number in AuditReport::storms, 0: none
    bool namedByWaiver = false; // a waiver names its flow ID, whatever the waiver covers

    const QString& flowId() const { return flow.text(Field::FlowId); }
    int advisoryAcceptedBy(qsizetype advisory) const {
        return advisoriesAcceptedBy.value(advisory);
    }
    int expiredWaiverOf(qsizetype finding) const { return findingsExpiredWaiver.value(finding); }
    int expiredWaiverOfAdvisory(qsizetype advisory) const {
        return advisoriesExpiredWaiver.value(advisory);
    }
    // Its FAILs are all accepted as risks: shown as accepted, not as failing.
    bool acceptedNotFailing() const;
    // No finding, advisory, waiver, failed or unreadable review and no storm: the flow is
    // one row of the report's clean flows, not a section of its own.
    bool isClean() const;
};

// A retry storm study that one or more flows share (the same layers, platform and
// settings): drawn once, and the flows refer to it by number.
struct ReportStorm {
    std::shared_ptr<const StormStudy> study;
    QList<int> rows; // 1-based rows of the flows that share it, in inventory order
};

// Every flow into one destination during one outage (DestinationStorm), for a destination
// that more than one simulated flow writes to: a row of the report's table each, and a
// figure for the ones with the most flows.
struct ReportDestinationStorm {
    QString system; // as the first flow into it writes it
    int flows = 0;  // simulated
    double peak = 0;
    double peakTimesNormal = 0;
    std::optional<double> drainTime;
    QString largest;                         // the flow with the most extra attempts, "ID (row N)"
    std::shared_ptr<const StormStudy> study; // drawn (a band per flow); null: a row only
    QString summary;                         // its numbers in a sentence (StormExport::headline)
};

// A finding or an advisory of a flow, by where the report holds it.
struct ReportFindingRef {
    int row = 0;         // 1-based, of the flow
    qsizetype index = 0; // in the flow's findings, or in its advisories
    bool advisory = false;

    bool operator==(const ReportFindingRef& other) const = default;
};

// One waiver (accepted risk) with its state on the report's date and what it names.
struct ReportWaiver {
    int position = 0; // 1-based in the inventory's waivers
    Waiver waiver;
    WaiverStatus status;
    // The findings and advisories it names: accepted by it while it is in force, counting
    // again once it has expired. Empty for an invalid waiver, which covers nothing.
    QList<ReportFindingRef> named;
    QList<Finding> findings; // WV01…WV04 about it, with messages

    bool coversNothing() const { return standing() == WaiverStanding::CoversNothing; } // WV03
    WaiverStanding standing() const { return waiverStanding(status, !named.isEmpty()); }
};

// A vendor card the inventory refers to, with its age on the report's date.
struct ReportCard {
    VendorCard card;
    CardAge age;
    QList<int> usedByRows; // 1-based rows of the flows that name it, in inventory order
    bool edited = false;   // carries the user's edits: not all of it is the vendor's words
};

// Counts per rule for the summary, indexed by Severity, plus the matrix's passes.
struct RuleTally {
    QString ruleId;
    std::array<int, 3> findings{}; // not accepted
    int accepted = 0;              // accepted by a waiver in force, counted apart
    int passes = 0;
    int notEvaluated = 0;
};

struct ReviewProgress {
    int total = 0;                 // flows × manual rules
    std::array<int, 4> byStatus{}; // indexed by ManualReview::Status
    int count(ManualReview::Status status) const { return byStatus[std::size_t(status)]; }
    int done() const { return total - count(ManualReview::Status::Open); }
};

// A flow's action ledger for the report's appendix: its two files, or why it has none yet.
struct ReportLedger {
    int row = 0; // 1-based
    QString flowId;
    QByteArray schema; // empty when refused
    QByteArray queries;
    QString refusal;
};

// The audit report of one inventory as data: what the PDF and HTML writers show, and what
// tests check, with no wording or layout. Built by AuditReportBuilder.
struct AuditReport {
    ReportCover cover;
    QList<ReportFlow> flows;
    QList<ReportCard> cards; // in catalogue (file name) order
    int staleAfterDays = CardAge::DefaultStaleAfterDays;
    QList<ReportWaiver> waivers;                     // in the inventory's order
    QList<ReportStorm> storms;                       // in the order of the first flow that has each
    QList<ReportDestinationStorm> destinationStorms; // in the order the flows name them
    QDate today; // the day waivers expire against: the report's date in UTC
    std::optional<LedgerDialect> ledgerDialect; // the ledgers' appendix, when asked for
    QList<ReportLedger> ledgers;                // one per flow, in inventory order
    // The systems map of the summary; null with mapProblem when Graphviz could not lay it out.
    std::shared_ptr<const ReportMapFigure> map;
    QString mapProblem;
    // The outcome of each fact's last verification on its page (the editor's Verify now),
    // when one ran before the report; the evidence appendix shows it beside the fact.
    QList<FactVerification> verifications;

    // How many of the cards' facts are confirmed, stale and not yet quoted on the report's
    // date, indexed by EvidenceState.
    std::array<int, FactStateCount> evidenceCounts() const;
    bool hasWaivers() const { return !waivers.isEmpty(); }
    QList<RuleTally> ruleTallies() const; // one per rule, in catalogue order
    std::array<int, 3>
    findingCounts() const;     // indexed by Severity; accepted findings are not in it
    int acceptedCount() const; // findings accepted by a waiver in force
    std::array<int, 3>
    advisoryCounts(QStringView advisoryId) const; // indexed by Severity; not the accepted ones
    int acceptedAdvisories(QStringView advisoryId) const;
    int flowsWithoutFinding() const;
    int flowsFailing() const; // flows with at least one FAIL that is not accepted
    int
    flowsAccepted() const; // flows whose FAILs are all accepted (ReportFlow::acceptedNotFailing)
    std::array<int, 3> waiverFindingCounts() const; // WV01…WV04, indexed by Severity
    int waiversIn(WaiverState state) const;
    int waiversCoveringNothing() const;
    ReviewProgress reviewProgress() const;
    ReviewProgress
    reviewProgress(qsizetype manualRule) const; // of one rule of RuleCatalogue::manualRules()
    int flowsWithUnreadableReviews() const;
    int staleCards() const;
    const ReportCard* card(QStringView cardId) const; // nullptr when no flow names it
    const ReportWaiver& waiver(int position) const { return waivers[position - 1]; }
};

} // namespace FlowAudit
