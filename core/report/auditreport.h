#pragma once

#include "core/analysis/ackbudget.h"
#include "core/analysis/replaywindow.h"
#include "core/analysis/retryproduct.h"
#include "core/model/flow.h"
#include "core/model/reviewchecklist.h"
#include "core/rules/finding.h"
#include "core/vendors/cardage.h"
#include "core/vendors/vendoradvisories.h"
#include "core/vendors/vendorcard.h"

#include <QDateTime>

#include <memory>
#include <QList>

#include <array>

namespace FlowAudit {

struct StormStudy;

// What one rule says of one flow in the evidence matrix. A rule that reads an invalid
// cell is not evaluated on that flow (rules.md, SC02); one that gives no finding passes.
enum class MatrixVerdict : quint8 { Pass, Info, Warn, Fail, NotEvaluated };

struct ReportCover {
    QString title;
    QString owner;
    QString fileName;
    QByteArray sha256;       // of the file as saved; empty when there is no saved file
    bool unsavedChanges = false; // the report shows edits the file with that checksum lacks
    QDateTime generated;
    QString version = QStringLiteral(FLOWAUDIT_VERSION);
    QString rulesVersion = QStringLiteral(FLOWAUDIT_RULES_VERSION);
};

// One flow with everything the report says of it.
struct ReportFlow {
    int row = 0; // 1-based, as in findings
    Flow flow;
    QList<Finding> findings;          // rules.md's, with messages
    QList<MatrixVerdict> verdicts;    // one per RuleCatalogue::rules(), in its order
    QList<Advisory> advisories;
    AckBudget ackBudget;
    RetryProduct retryProduct;
    ReplayWindow replayWindow;
    bool reviewsReadable = true;      // false: `reviews` is not a map; shown as written
    QList<ManualReview> reviews;      // one per RuleCatalogue::manualRules(), in its order
    QStringList cardIds;              // the vendor cards the flow names
    // RT01 FAIL or WARN: the retry storm a destination outage causes (its settings from
    // `retry_storm`), or null when the flow cannot be simulated.
    std::shared_ptr<const StormStudy> storm;

    const QString& flowId() const { return flow.text(Field::FlowId); }
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
    std::array<int, 3> findings{};
    int passes = 0;
    int notEvaluated = 0;
};

struct ReviewProgress {
    int total = 0; // flows × manual rules
    std::array<int, 4> byStatus{}; // indexed by ManualReview::Status
    int count(ManualReview::Status status) const { return byStatus[std::size_t(status)]; }
    int done() const { return total - count(ManualReview::Status::Open); }
};

// The audit report of one inventory as data: what the PDF and HTML writers show, and what
// tests check, with no wording or layout. Built by AuditReportBuilder.
struct AuditReport {
    ReportCover cover;
    QList<ReportFlow> flows;
    QList<ReportCard> cards; // in catalogue (file name) order
    int staleAfterDays = CardAge::DefaultStaleAfterDays;

    QList<RuleTally> ruleTallies() const; // one per rule, in catalogue order
    std::array<int, 3> findingCounts() const; // indexed by Severity
    std::array<int, 3> advisoryCounts(QStringView advisoryId) const; // indexed by Severity
    int flowsWithoutFinding() const;
    int flowsFailing() const; // flows with at least one FAIL
    ReviewProgress reviewProgress() const;
    ReviewProgress reviewProgress(qsizetype manualRule) const; // of one rule of RuleCatalogue::manualRules()
    int flowsWithUnreadableReviews() const;
    int staleCards() const;
    const ReportCard* card(QStringView cardId) const; // nullptr when no flow names it
};

} // namespace FlowAudit
