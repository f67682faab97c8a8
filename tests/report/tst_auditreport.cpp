// The report as data: the example inventory's counts and matrix cells, what "not
// evaluated" means, the reviews, the cards and their age, and cancelling.
#include "reporttestsupport.h"
#include "testsupport.h"

#include "core/io/files/inventoryfile.h"
#include "core/lint/lintrun.h"
#include "core/report/auditreportbuilder.h"
#include "core/report/reportcomposer.h"
#include "core/report/reportdocument.h"
#include "core/rules/rulecatalogue.h"
#include "core/simulation/stormstudy.h"

#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace FlowAudit;

namespace {

const QString Example = Test::examplePath();

AuditReportInput inputOn(const QDate& day, int staleAfterDays = 30) {
    AuditReportInput input;
    input.fileName = Example;
    input.generated = QDateTime(day, QTime(9, 30));
    input.staleAfterDays = staleAfterDays;
    return input;
}

AuditReport exampleReport(const QDate& day = QDate(2026, 11, 30), int staleAfterDays = 30) {
    const InventoryReadResult read = InventoryFile::load(Example);
    Q_ASSERT(read.inventory);
    return *AuditReportBuilder::build(*read.inventory, Test::bundledCards(),
                                      inputOn(day, staleAfterDays));
}

int ruleIndex(const char* id) {
    const QList<RuleInfo>& rules = RuleCatalogue::rules();
    for (int i = 0; i < rules.size(); ++i) {
        if (rules[i].idText == QLatin1StringView(id))
            return i;
    }
    return -1;
}

const ReportCard* cardOf(const AuditReport& report, const QString& id) {
    for (const ReportCard& card : report.cards) {
        if (card.card.id == id)
            return &card;
    }
    return nullptr;
}

// The report of an inventory written as YAML, generated at `generated`.
AuditReport reportOn(const QByteArray& yaml,
                     const QDateTime& generated = QDateTime(QDate(2026, 11, 30), QTime(9, 30),
                                                            QTimeZone::utc())) {
    AuditReportInput input = inputOn(generated.date());
    input.generated = generated;
    return *AuditReportBuilder::build(Test::inventoryFromYaml(yaml), Test::bundledCards(), input);
}

qsizetype findingOf(const ReportFlow& flow, const QString& rule) {
    for (qsizetype f = 0; f < flow.findings.size(); ++f) {
        if (flow.findings[f].rule == rule)
            return f;
    }
    return -1;
}

QStringList rulesOf(const QList<Finding>& findings) {
    QStringList rules;
    for (const Finding& finding : findings)
        rules.append(finding.rule);
    return rules;
}

} // namespace

Q_DECLARE_METATYPE(FlowAudit::MatrixVerdict)
Q_DECLARE_METATYPE(FlowAudit::WaiverState)

class TestAuditReport : public QObject {
    Q_OBJECT
private slots:
    void coverNamesTheFile() {
        const AuditReport report = exampleReport();
        QCOMPARE(report.cover.title, QStringLiteral("Acme integration inventory"));
        QCOMPARE(report.cover.owner, QStringLiteral("Integration architecture team"));
        QCOMPARE(report.cover.fileName, QStringLiteral("acme-inventory.yaml"));
        QCOMPARE(report.cover.rulesVersion, QStringLiteral(FLOWAUDIT_RULES_VERSION));
        QCOMPARE(report.cover.generated, QDateTime(QDate(2026, 11, 30), QTime(9, 30)));
    }

    // One destination storm for each system more than one simulated flow writes to, in the
    // order the flows name them: each a band per flow, the one with most extra attempts
    // first, its numbers in the caption as simulate --destination computes them. Braze has
    // two flows, one without retry_layers: no storm of its own flows to add up.
    void destinationStormsOfTheExample() {
        const AuditReport report = exampleReport();
        QStringList systems;
        for (const ReportDestinationStorm& storm : report.destinationStorms)
            systems.append(storm.system);
        QCOMPARE(systems, (QStringList{QStringLiteral("salesforce"), QStringLiteral("netsuite")}));
        const ReportDestinationStorm& netsuite = report.destinationStorms[1];
        QCOMPARE(netsuite.study->bandNames,
                 (QStringList{QStringLiteral("stripe_payouts_to_netsuite"),
                              QStringLiteral("pipedrive_won_deals_to_netsuite"),
                              QStringLiteral("salesforce_orders_to_netsuite")}));
        QCOMPARE(netsuite.study->series.labels, 3);
        QCOMPARE(netsuite.study->normal, 300.0); // three flows of 100 events/s
        QCOMPARE(netsuite.study->peak, netsuite.study->series.peak());
        QVERIFY2(netsuite.summary.startsWith(
                     QStringLiteral("3 flow(s) into netsuite during an outage of 10 min send "
                                    "2,700 attempts/s at the peak (9× normal)")),
                 qPrintable(netsuite.summary));
        QVERIFY(netsuite.summary.contains(QStringLiteral(
            "the most extra attempts come from stripe_payouts_to_netsuite (row 2)")));
    }

    // An estate with many shared destinations: a row for each, figures for the ten with the
    // most flows (hundreds of figures would make the report unreadable, and large).
    void destinationStormsBeyondTenAreRows() {
        QByteArray yaml = "flows:\n";
        for (int d = 0; d < 12; ++d) {
            for (int f = 0; f < (d == 11 ? 3 : 2); ++f)
                yaml += "  - {flow_id: d" + QByteArray::number(d) + "_f" + QByteArray::number(f) +
                        ", source: s, destination: d" + QByteArray::number(d) +
                        ", retry_layers: 'worker:" + QByteArray::number(2 + f) + "'}\n";
        }
        const AuditReport report = Test::reportOfYaml(yaml);
        QCOMPARE(report.destinationStorms.size(), 12);
        int drawn = 0;
        for (const ReportDestinationStorm& storm : report.destinationStorms)
            drawn += storm.study ? 1 : 0;
        QCOMPARE(drawn, 10);
        QVERIFY(report.destinationStorms.last().study); // three flows: among the busiest
        QCOMPARE(report.destinationStorms.last().flows, 3);
        QCOMPARE(report.destinationStorms.last().largest, QStringLiteral("d11_f2 (row 25)"));
        const ReportDocument document = ReportComposer::compose(report);
        int figures = 0;
        for (const ReportBlock& block : document.blocks)
            figures += block.kind == ReportBlock::Kind::Figure && block.storm ? 1 : 0;
        QCOMPARE(figures, int(report.storms.size()) + 10);
    }

    // The summary counts what the command line's lint finds in the same file.
    void countsAgreeWithTheLint() {
        const AuditReport report = exampleReport();
        const FileLint lint = lintFile(Example);
        QCOMPARE(report.flows.size(), lint.inventory->flows.size());
        const std::array<int, 3> counts = report.findingCounts();
        for (Severity s : {Severity::Fail, Severity::Warn, Severity::Info})
            QCOMPARE(counts[std::size_t(s)], lint.counts().count(s));
        const QList<Finding> findings = lint.allFindings();
        int tallied = 0;
        for (const RuleTally& tally : report.ruleTallies()) {
            tallied += tally.findings[std::size_t(Severity::Fail)] +
                       tally.findings[std::size_t(Severity::Warn)];
            const int perRule =
                int(std::count_if(findings.begin(), findings.end(),
                                  [&](const Finding& f) { return f.rule == tally.ruleId; }));
            QCOMPARE(tally.findings[0] + tally.findings[1] + tally.findings[2], perRule);
        }
        QCOMPARE(tallied, int(findings.size()));
        QSet<int> rowsWithFindings;
        for (const Finding& finding : findings)
            rowsWithFindings.insert(finding.row);
        QCOMPARE(report.flowsWithoutFinding(),
                 int(report.flows.size()) - int(rowsWithFindings.size()));
    }

    void matrixCells_data() {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("flowId");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<MatrixVerdict>("verdict");
        QTest::newRow("clean flow") << 1 << "billing_to_crm"
                                    << "IP03" << MatrixVerdict::Pass;
        QTest::newRow("nested retries") << 2 << "stripe_payouts_to_netsuite"
                                        << "RT01" << MatrixVerdict::Fail;
        QTest::newRow("slow receiver") << 3 << "hubspot_contacts_to_salesforce"
                                       << "WH01" << MatrixVerdict::Fail;
        QTest::newRow("5s is invalid") << 6 << "klaviyo_unsubscribes_to_salesforce"
                                       << "SC02" << MatrixVerdict::Fail;
        QTest::newRow("so WH01 is not evaluated") << 6 << "klaviyo_unsubscribes_to_salesforce"
                                                  << "WH01" << MatrixVerdict::NotEvaluated;
        QTest::newRow("other rules still are") << 6 << "klaviyo_unsubscribes_to_salesforce"
                                               << "RT01" << MatrixVerdict::Pass;
        QTest::newRow("no key") << 10 << "zapier_stripe_customers_to_hubspot"
                                << "IP01" << MatrixVerdict::Fail;
        QTest::newRow("Retry-After unknown") << 10 << "zapier_stripe_customers_to_hubspot"
                                             << "RT02" << MatrixVerdict::Warn;
    }

    void matrixCells() {
        QFETCH(int, row);
        QFETCH(QString, flowId);
        QFETCH(QString, rule);
        QFETCH(MatrixVerdict, verdict);
        const AuditReport report = exampleReport();
        const ReportFlow& flow = report.flows[row - 1];
        QCOMPARE(flow.row, row);
        QCOMPARE(flow.flowId(), flowId);
        QCOMPARE(flow.verdicts.size(), RuleCatalogue::rules().size());
        QCOMPARE(flow.verdicts[ruleIndex(rule.toLatin1().constData())], verdict);
    }

    // Every FAIL or WARN cell is a finding of that rule, and every finding has its cell.
    void matrixMatchesTheFindings() {
        for (const ReportFlow& flow : exampleReport().flows) {
            for (int r = 0; r < RuleCatalogue::rules().size(); ++r) {
                const QString& rule = RuleCatalogue::rules()[r].idText;
                const bool found = std::any_of(flow.findings.begin(), flow.findings.end(),
                                               [&](const Finding& f) { return f.rule == rule; });
                const MatrixVerdict cell = flow.verdicts[r];
                QCOMPARE(found, cell == MatrixVerdict::Fail || cell == MatrixVerdict::Warn ||
                                    cell == MatrixVerdict::Info);
            }
        }
    }

    void notEvaluated_data() {
        QTest::addColumn<QByteArray>("flow");
        QTest::addColumn<QString>("expected"); // the matrix row, rule:verdict for every non-pass
        QTest::newRow("valid, nothing to say")
            << QByteArray("{flow_id: a, creates_records: no, side_effect: none, retry_layers: "
                          "none, method: native}")
            << "";
        QTest::newRow("bad retry_layers: RT01 not evaluated")
            << QByteArray("{flow_id: a, creates_records: no, side_effect: none, retry_layers: "
                          "'sdk:0', method: native}")
            << "RT01:n/e SC02:FAIL";
        QTest::newRow("bad yes/no: every rule reading effect")
            << QByteArray("{flow_id: a, creates_records: maybe, side_effect: none, retry_layers: "
                          "none, method: native}")
            << "IP01:n/e IP02:n/e IP03:n/e SC02:FAIL";
        QTest::newRow("bad method: IP02 and RT02")
            << QByteArray("{flow_id: a, creates_records: no, side_effect: none, retry_layers: "
                          "none, method: cron}")
            << "IP02:n/e RT02:n/e SC02:FAIL";
        QTest::newRow("blank ID") << QByteArray("{flow_id: '', creates_records: no, side_effect: "
                                                "none, retry_layers: none, method: native}")
                                  << "SC01:FAIL";
    }

    void notEvaluated() {
        QFETCH(QByteArray, flow);
        QFETCH(QString, expected);
        const Inventory inventory = Test::inventoryFromYaml("flows:\n  - " + flow + "\n");
        const AuditReport report = *AuditReportBuilder::build(inventory, Test::bundledCards(),
                                                              inputOn(QDate(2026, 11, 30)));
        QStringList said;
        const QList<MatrixVerdict>& verdicts = report.flows.first().verdicts;
        for (int r = 0; r < verdicts.size(); ++r) {
            if (verdicts[r] == MatrixVerdict::Pass)
                continue;
            const QString word = verdicts[r] == MatrixVerdict::NotEvaluated ? QStringLiteral("n/e")
                                 : verdicts[r] == MatrixVerdict::Fail       ? QStringLiteral("FAIL")
                                                                      : QStringLiteral("WARN");
            said.append(RuleCatalogue::rules()[r].idText + QLatin1Char(':') + word);
        }
        QCOMPARE(said.join(QLatin1Char(' ')), expected);
    }

    void reviewProgress() {
        const Inventory inventory =
            Test::inventoryFromYaml("flows:\n"
                                    "  - flow_id: a\n    reviews:\n      IP04: {status: pass, "
                                    "note: upsert, by: jd, on: 2026-11-20}\n      RT03: fail\n"
                                    "  - flow_id: b\n    reviews:\n      IP05: n/a\n"
                                    "  - flow_id: c\n    reviews: [not, a, map]\n");
        const AuditReport report = *AuditReportBuilder::build(inventory, Test::bundledCards(),
                                                              inputOn(QDate(2026, 11, 30)));
        const int manual = int(RuleCatalogue::manualRules().size());
        const ReviewProgress progress = report.reviewProgress();
        QCOMPARE(progress.total, 3 * manual);
        QCOMPARE(progress.count(ManualReview::Status::Pass), 1);
        QCOMPARE(progress.count(ManualReview::Status::Fail), 1);
        QCOMPARE(progress.count(ManualReview::Status::NotApplicable), 1);
        QCOMPARE(progress.done(), 3);
        const ManualReview& ip04 = report.flows[0].reviews[0];
        QCOMPARE(ip04.rule, QStringLiteral("IP04"));
        QCOMPARE(ip04.note, QStringLiteral("upsert"));
        QCOMPARE(ip04.by, QStringLiteral("jd"));
        QCOMPARE(ip04.on, QStringLiteral("2026-11-20"));
        QVERIFY(report.flows[0].reviewsReadable);
        QVERIFY(!report.flows[2].reviewsReadable);
    }

    // The cards the flows name, each once, with the rows that name it and its age on the
    // report's date.
    void cardsAndTheirAge() {
        const AuditReport report = exampleReport(QDate(2026, 11, 30), 30);
        const ReportCard* webhooks = cardOf(report, QStringLiteral("stripe-webhooks"));
        QVERIFY(webhooks);
        QCOMPARE(webhooks->age.checked, QDate(2026, 11, 6));
        QCOMPARE(webhooks->age.days(), 24);
        QVERIFY(!webhooks->age.isStale());
        QVERIFY(webhooks->usedByRows.contains(1));
        QCOMPARE(report.flows[webhooks->usedByRows.first() - 1].flow.text(Field::Source),
                 QStringLiteral("stripe"));
        const ReportCard* undated = cardOf(report, QStringLiteral("stripe-idempotency"));
        QVERIFY(undated);
        QVERIFY(undated->age.isStale());
        // A month later the same card is past the threshold.
        const AuditReport later = exampleReport(QDate(2027, 1, 15), 30);
        QVERIFY(cardOf(later, QStringLiteral("stripe-webhooks"))->age.isStale());
        QVERIFY(later.staleCards() > report.staleCards());
        for (const ReportCard& card : report.cards)
            QVERIFY2(!card.usedByRows.isEmpty(), qPrintable(card.card.id));
    }

    // The three waivers of the example: each with its state on the report's date, what it
    // names, and WV01…WV04 about it.
    void waiversAndWhatTheyName() {
        const AuditReport report = reportOn(Test::exampleWithWaivers());
        QVERIFY(report.hasWaivers());
        QCOMPARE(report.today, QDate(2026, 11, 30));
        QCOMPARE(report.waivers.size(), 3);

        const ReportWaiver& accepting = report.waiver(1);
        QCOMPARE(accepting.status.state, WaiverState::InForce);
        QCOMPARE(accepting.status.daysLeft, 121);
        const ReportFlow& payouts = report.flows[1];
        const qsizetype rt01 = findingOf(payouts, QStringLiteral("RT01"));
        QVERIFY(rt01 >= 0);
        QCOMPARE(accepting.named, (QList<ReportFindingRef>{{2, rt01, false}}));
        QCOMPARE(payouts.findings[rt01].acceptedBy, 1);
        QVERIFY(accepting.findings.isEmpty());

        // Expired: it still names its finding, which counts again and says why.
        const ReportWaiver& expired = report.waiver(2);
        QCOMPARE(expired.status.state, WaiverState::Expired);
        QCOMPARE(expired.status.daysLeft, -15);
        const ReportFlow& contacts = report.flows[2];
        const qsizetype wh01 = findingOf(contacts, QStringLiteral("WH01"));
        QCOMPARE(expired.named, (QList<ReportFindingRef>{{3, wh01, false}}));
        QVERIFY(!contacts.findings[wh01].accepted());
        QCOMPARE(contacts.expiredWaiverOf(wh01), 2);
        QCOMPARE(rulesOf(expired.findings), QStringList{QStringLiteral("WV01")});

        const ReportWaiver& stale = report.waiver(3);
        QCOMPARE(stale.status.state, WaiverState::InForce);
        QVERIFY(stale.named.isEmpty());
        QVERIFY(stale.coversNothing());
        QCOMPARE(rulesOf(stale.findings), QStringList{QStringLiteral("WV03")});
        QVERIFY(stale.findings.first().message.contains(QStringLiteral("billing_to_crm")));
    }

    // The matrix: the accepted RT01 cell is accepted, the expired waiver's WH01 fails again.
    void acceptedCells_data() {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<MatrixVerdict>("verdict");
        QTest::newRow("accepted") << 2 << "RT01" << MatrixVerdict::Accepted;
        QTest::newRow("the flow's other rules as before") << 2 << "IP03" << MatrixVerdict::Pass;
        QTest::newRow("expired waiver: FAIL again") << 3 << "WH01" << MatrixVerdict::Fail;
        QTest::newRow("covers nothing: nothing changes") << 1 << "RT01" << MatrixVerdict::Pass;
    }

    void acceptedCells() {
        QFETCH(int, row);
        QFETCH(QString, rule);
        QFETCH(MatrixVerdict, verdict);
        const AuditReport report = reportOn(Test::exampleWithWaivers());
        QCOMPARE(report.flows[row - 1].verdicts[ruleIndex(rule.toLatin1().constData())], verdict);
    }

    // A waiver without a field accepts the rule's finding, one naming another field nothing;
    // and a cell is accepted only when every finding of its rule on the flow is.
    void cellAcceptedOnlyWhenEveryFindingIs() {
        Flow flow;
        Finding waived{1, QStringLiteral("WH01"), Severity::Fail, Field::AckP99Seconds};
        waived.acceptedBy = 1;
        const Finding open{1, QStringLiteral("WH01"), Severity::Warn, Field::SenderTimeoutSeconds};
        QCOMPARE(AuditReportBuilder::verdictsOf(flow, {waived})[ruleIndex("WH01")],
                 MatrixVerdict::Accepted);
        QCOMPARE(AuditReportBuilder::verdictsOf(flow, {waived, open})[ruleIndex("WH01")],
                 MatrixVerdict::Warn);
        QCOMPARE(AuditReportBuilder::verdictsOf(flow, {open, waived})[ruleIndex("WH01")],
                 MatrixVerdict::Warn);

        const QByteArray flows = "flows:\n  - {flow_id: a, creates_records: yes, side_effect: "
                                 "none, idempotency_key: '', "
                                 "retry_layers: none, method: native}\n";
        const QByteArray waiver = "waivers:\n  - {flow_id: a, rule: IP01, justification: j, owner: "
                                  "o, expires: 2027-01-31, "
                                  "created: 2026-11-30}\n";
        const AuditReport plain = reportOn(flows);
        QCOMPARE(plain.flows[0].verdicts[ruleIndex("IP01")], MatrixVerdict::Fail);
        const AuditReport accepted = reportOn(flows + waiver);
        QCOMPARE(accepted.flows[0].verdicts[ruleIndex("IP01")], MatrixVerdict::Accepted);
        QVERIFY(accepted.flows[0].acceptedNotFailing());
        QCOMPARE(accepted.flowsFailing(), 0);
        QCOMPARE(accepted.flowsAccepted(), 1);
        // The same waiver for another field accepts nothing: the cell fails as before.
        QByteArray otherField = waiver;
        otherField.replace("rule: IP01,", "rule: IP01, field: ledger_retention_days,");
        const AuditReport notAccepted = reportOn(flows + otherField);
        QCOMPARE(notAccepted.flows[0].verdicts[ruleIndex("IP01")], MatrixVerdict::Fail);
        QCOMPARE(notAccepted.flowsAccepted(), 0);
        QCOMPARE(rulesOf(notAccepted.waivers.first().findings),
                 QStringList{QStringLiteral("WV03")});
    }

    // Accepted findings are counted apart, and a flow whose only FAIL is accepted is not
    // failing; the lint of the same file on the same day agrees.
    void acceptedCountedApart() {
        const AuditReport before = exampleReport();
        const AuditReport report = reportOn(Test::exampleWithWaivers());
        const std::array<int, 3> counts = report.findingCounts();
        QCOMPARE(counts[std::size_t(Severity::Fail)],
                 before.findingCounts()[std::size_t(Severity::Fail)] - 1);
        QCOMPARE(counts[std::size_t(Severity::Warn)],
                 before.findingCounts()[std::size_t(Severity::Warn)]);
        QCOMPARE(report.acceptedCount(), 1);
        QCOMPARE(report.flowsFailing(), before.flowsFailing() - 1);
        QCOMPARE(report.flowsAccepted(), 1);
        QVERIFY(report.flows[1].acceptedNotFailing());
        QCOMPARE(report.waiverFindingCounts(),
                 (std::array<int, 3>{0, 2, 0})); // WV01 and WV03, both WARN
        QCOMPARE(report.waiversIn(WaiverState::Expired), 1);
        QCOMPARE(report.waiversCoveringNothing(), 1);
        const QList<RuleTally> tallies = report.ruleTallies();
        QCOMPARE(tallies[ruleIndex("RT01")].accepted, 1);
        QCOMPARE(tallies[ruleIndex("RT01")].findings[std::size_t(Severity::Fail)],
                 before.ruleTallies()[ruleIndex("RT01")].findings[std::size_t(Severity::Fail)] - 1);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("acme-waivers.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(Test::exampleWithWaivers());
        file.close();
        LintOptions options;
        options.today = QDate(2026, 11, 30);
        const FileLint lint = lintFile(path, options);
        QVERIFY(lint.readable());
        // The lint's summary counts the waivers' own findings with the flows'.
        const std::array<int, 3> about = report.waiverFindingCounts();
        for (Severity s : {Severity::Fail, Severity::Warn, Severity::Info})
            QCOMPARE(counts[std::size_t(s)] + about[std::size_t(s)], lint.counts().count(s));
        QCOMPARE(report.acceptedCount(), lint.acceptedCount());
        QCOMPARE(report.flowsFailing(), lint.flowsFailing());
    }

    // In force through the end of its expires day in UTC: the report's date decides, in UTC.
    void expiryFollowsTheReportsUtcDate_data() {
        QTest::addColumn<QDateTime>("generated");
        QTest::addColumn<WaiverState>("state");
        QTest::addColumn<MatrixVerdict>("cell");
        QTest::newRow("14 days before: in force, expiring")
            << QDateTime(QDate(2027, 3, 17), QTime(12, 0), QTimeZone::utc())
            << WaiverState::Expiring << MatrixVerdict::Accepted;
        QTest::newRow("the last day, late")
            << QDateTime(QDate(2027, 3, 31), QTime(23, 59), QTimeZone::utc())
            << WaiverState::Expiring << MatrixVerdict::Accepted;
        QTest::newRow("the day after")
            << QDateTime(QDate(2027, 4, 1), QTime(0, 1), QTimeZone::utc()) << WaiverState::Expired
            << MatrixVerdict::Fail;
        // 00:30 in UTC+2 is still the 31st in UTC.
        QTest::newRow("after midnight east of UTC")
            << QDateTime(QDate(2027, 4, 1), QTime(0, 30), QTimeZone(7200)) << WaiverState::Expiring
            << MatrixVerdict::Accepted;
    }

    void expiryFollowsTheReportsUtcDate() {
        QFETCH(QDateTime, generated);
        QFETCH(WaiverState, state);
        QFETCH(MatrixVerdict, cell);
        const AuditReport report = reportOn(Test::exampleWithWaivers(), generated);
        QCOMPARE(report.waiver(1).status.state, state);
        QCOMPARE(report.flows[1].verdicts[ruleIndex("RT01")], cell);
        QCOMPARE(report.acceptedCount(), cell == MatrixVerdict::Accepted ? 1 : 0);
        QCOMPARE(rulesOf(report.waiver(1).findings), state == WaiverState::Expiring
                                                         ? QStringList{QStringLiteral("WV02")}
                                                         : QStringList{QStringLiteral("WV01")});
    }

    // An invalid waiver covers nothing and says why (WV04); SC02 can never be accepted.
    void invalidWaiverCoversNothing() {
        const AuditReport report = reportOn(
            Test::exampleWithWaivers("  - {flow_id: klaviyo_unsubscribes_to_salesforce, rule: "
                                     "SC02, justification: j, owner: o, expires: 2027-01-31}\n"));
        const ReportWaiver& invalid = report.waiver(4);
        QCOMPARE(invalid.status.state, WaiverState::Invalid);
        QVERIFY(invalid.named.isEmpty());
        QVERIFY(!invalid.coversNothing()); // WV04, not WV03
        QCOMPARE(rulesOf(invalid.findings), QStringList{QStringLiteral("WV04")});
        QCOMPARE(report.flows[5].verdicts[ruleIndex("SC02")], MatrixVerdict::Fail);
        QCOMPARE(report.waiverFindingCounts()[std::size_t(Severity::Fail)], 1);
    }

    // A waiver of a vendor advisory accepts it on the flow's page and covers a finding.
    void advisoryWaiver() {
        const AuditReport before = exampleReport();
        const ReportFlow& payouts = before.flows[1];
        QVERIFY(!payouts.advisories.isEmpty());
        const QString id = payouts.advisories.first().id;
        const AuditReport report = reportOn(Test::exampleWithWaivers(
            "  - {flow_id: stripe_payouts_to_netsuite, rule: " + id.toLatin1() +
            ", justification: j, owner: o, expires: 2027-01-31, created: 2026-11-30}\n"));
        QCOMPARE(report.flows[1].advisoryAcceptedBy(0), 4);
        QVERIFY(report.waiver(4).findings.isEmpty());
        QCOMPARE(report.waiver(4).named.first(), (ReportFindingRef{2, 0, true}));
        QCOMPARE(report.acceptedAdvisories(id), 1);
        QCOMPARE(report.advisoryCounts(id)[std::size_t(payouts.advisories.first().severity)],
                 before.advisoryCounts(id)[std::size_t(payouts.advisories.first().severity)] - 1);
    }

    // Without waivers nothing of them appears in the data.
    void noWaiversNoTrace() {
        const AuditReport report = exampleReport();
        QVERIFY(!report.hasWaivers());
        QCOMPARE(report.acceptedCount(), 0);
        QCOMPARE(report.flowsAccepted(), 0);
        for (const ReportFlow& flow : report.flows) {
            QVERIFY(!flow.verdicts.contains(MatrixVerdict::Accepted));
            QVERIFY(flow.advisoriesAcceptedBy.isEmpty() && flow.findingsExpiredWaiver.isEmpty());
        }
    }

    void cancelStopsTheWork() {
        const InventoryReadResult read = InventoryFile::load(Example);
        int calls = 0;
        const auto cancelled = AuditReportBuilder::build(*read.inventory, Test::bundledCards(),
                                                         inputOn(QDate(2026, 11, 30)),
                                                         [&](int, int) { return ++calls < 1; });
        QVERIFY(!cancelled);
        QCOMPARE(calls, 1);
        const auto finished = AuditReportBuilder::build(
            *read.inventory, Test::bundledCards(), inputOn(QDate(2026, 11, 30)),
            [&](int done, int total) { return done <= total; });
        QVERIFY(finished);
    }
};

QTEST_GUILESS_MAIN(TestAuditReport)
#include "tst_auditreport.moc"
