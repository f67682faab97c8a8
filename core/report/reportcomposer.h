#pragma once

#include "core/report/auditreport.h"
#include "core/report/reportdocument.h"
#include "core/report/reportoptions.h"

#include <QCoreApplication>

namespace FlowAudit {

// Says the report's data in words, as sections of a ReportDocument: the one place of the
// report's wording, so the PDF and the HTML say exactly the same. Translated by the
// application's translators: install the report's language before composing.
class ReportComposer {
    Q_DECLARE_TR_FUNCTIONS(ReportComposer)
public:
    static ReportDocument compose(const AuditReport& report,
                                  ReportDetail detail = ReportDetail::Flagged);

    static ReportMark markOf(MatrixVerdict verdict);
    static ReportMark markOf(Severity severity);
    // pass, FAIL, WARN, INFO, not evaluated, STALE, accepted: what each mark says in words.
    static QString markWord(ReportMark mark);
    // A waiver's state on the report's date, in words and with its mark: in force, expires
    // in N days, EXPIRED, covers nothing, INVALID: what is wrong.
    static ReportText waiverState(const ReportWaiver& waiver);

private:
    // reportcomposer.cpp
    static void cover(const AuditReport& report, ReportDetail detail, ReportDocument& document);
    // The contents as a table: each part, and each flow with a section, linked, with its page.
    static ReportTable contents(const AuditReport& report, ReportDetail detail);
    static void flows(const AuditReport& report, ReportDetail detail, ReportDocument& document);
    static QString flowAnchor(const ReportFlow& flow, ReportDetail detail);
    static QString somethingToReport(const AuditReport& report);
    static void summary(const AuditReport& report, ReportDetail detail, ReportDocument& document);
    static void summaryVerdict(const AuditReport& report, ReportDetail detail,
                               ReportDocument& document);
    static void summaryPerRule(const AuditReport& report, ReportDocument& document);
    static void summaryMap(const AuditReport& report, ReportDocument& document);
    static void summaryAdvisories(const AuditReport& report, ReportDocument& document);
    static void summaryReviews(const AuditReport& report, ReportDocument& document);
    static void summaryCards(const AuditReport& report, ReportDocument& document);
    static void matrix(const AuditReport& report, ReportDetail detail, ReportDocument& document);
    // reportrulesection.cpp
    static void findingsByRule(const AuditReport& report, ReportDocument& document);
    // reportstormsection.cpp
    static void stormStudies(const AuditReport& report, ReportDocument& document);
    static void destinationStorms(const AuditReport& report, ReportDocument& document);
    static QString stormCaption(const AuditReport& report, const ReportStorm& storm);
    // reportcleanflows.cpp
    static void cleanFlows(const AuditReport& report, ReportDocument& document);
    // Why some flows with no finding are not clean flows; empty when every one is.
    static QString whyNotClean(const AuditReport& report);
    // reportflowsection.cpp: a flow's whole section, as --detail all gives it
    static void flow(const ReportFlow& flow, const AuditReport& report, ReportDocument& document);
    static void flowHeading(const ReportFlow& flow, ReportDocument& document);
    static void notEvaluated(const ReportFlow& flow, ReportDocument& document);
    static void vendorCards(const ReportFlow& flow, const AuditReport& report,
                            ReportDocument& document);
    // The windows the ledger must outlive are a table with every flow's detail, in brief a
    // sentence; the rest is the same.
    static void arithmetic(const ReportFlow& flow, const AuditReport& report,
                           ReportDocument& document, ReportDetail detail);
    // Its three parts: WH01's budget, RT01's product (and storm), IP03's windows.
    static void ackArithmetic(const ReportFlow& flow, const AuditReport& report,
                              ReportDocument& document);
    static void retryArithmetic(const ReportFlow& flow, ReportDocument& document,
                                ReportDetail detail);
    static void replayArithmetic(const ReportFlow& flow, const AuditReport& report,
                                 ReportDocument& document, ReportDetail detail);
    static QString windowLabel(const CardWindow& window);
    static QString windowSource(const AuditReport& report, const CardWindow& window);
    static QString windowInBrief(const AuditReport& report, const CardWindow& window);
    static void manualReview(const ReportFlow& flow, ReportDocument& document);
    static void unreadableReviews(const ReportFlow& flow, ReportDocument& document);
    static QString reviewStatus(const ManualReview& review); // its word, or as written
    // reportflowbrief.cpp: the section of a flagged flow in the default report
    static void flowBrief(const ReportFlow& flow, const AuditReport& report,
                          ReportDocument& document);
    static void findingsNamed(const ReportFlow& flow, const AuditReport& report,
                              ReportDocument& document);
    static void reviewsInBrief(const ReportFlow& flow, ReportDocument& document);
    static void findings(const ReportFlow& flow, const AuditReport& report,
                         ReportDocument& document);
    // A finding's or advisory's verdict cell, and its message with what a waiver says of it.
    static ReportText verdictOf(Severity severity, bool accepted);
    static QString findingText(const ReportFlow& flow, qsizetype finding,
                               const AuditReport& report);
    static QString advisoryText(const ReportFlow& flow, qsizetype advisory,
                                const AuditReport& report);
    // reportwaiversection.cpp
    static void acceptedRisks(const AuditReport& report, ReportDocument& document);
    static void waiverSummary(const AuditReport& report, ReportDocument& document);
    // "Accepted as a risk by ts until 2027-03-31 (waiver 1): justification": what a flow's
    // page adds to a finding a waiver accepts; and what it adds when that waiver expired.
    static QString acceptance(const ReportWaiver& waiver);
    static QString lapse(const ReportWaiver& waiver);
    // reportreferencesection.cpp
    static void cards(const AuditReport& report, ReportDocument& document);
    static void windowsFigure(const AuditReport& report, ReportDocument& document);
    static void appendix(const AuditReport& report, ReportDocument& document);
    // reportevidencesection.cpp: each number of the cards with the sentence behind it
    static void evidenceAppendix(const AuditReport& report, ReportDocument& document);
    static void summaryEvidence(const AuditReport& report, ReportDocument& document);
    // reportledgersection.cpp: each flow's action ledger, when the export asks for it
    static void ledgerAppendix(const AuditReport& report, ReportDocument& document);

    static QString flowLabel(const ReportFlow& flow); // "billing_to_crm (row 3)"
    static QString
    reviewStatusWord(ManualReview::Status status); // the status in the report's language
    // A vendor card named where its numbers are used in a table: title, checked date, and
    // STALE when it is past the report's threshold.
    static QString cardName(const AuditReport& report, const QString& cardId, const QString& title,
                            const QDate& checked);
    static QString markedIfStale(const AuditReport& report, const QString& cardId,
                                 const QString& named);
    // The same date and mark as a sentence of its own, to follow a sentence that quotes the
    // card: never spliced into it.
    static QString cardDating(const AuditReport& report, const QString& cardId,
                              const QDate& checked);
    static QString seconds(double value);
    static QString days(double value);
    static QString whyUnknown(const Flow& flow, Field field);
    // A field's value, or a field FlowAudit does not know, as the file has it: a list or
    // map in YAML's compact form.
    static QString asWritten(const Flow& flow, Field field);
    static QString asWritten(const YamlValue& value);
    static QString asSentence(const QString& text);
};

} // namespace FlowAudit
