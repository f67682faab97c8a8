// The report as data: the example inventory's counts and matrix cells, what "not
// evaluated" means, the reviews, the cards and their age, and cancelling.
#include "reporttestsupport.h"
#include "testsupport.h"

#include "core/io/inventoryfile.h"
#include "core/lint/lintrun.h"
#include "core/report/auditreportbuilder.h"
#include "core/rules/rulecatalogue.h"

#include <QTest>

using namespace FlowAudit;

namespace {

const QString Example = Test::examplePath();

AuditReportInput inputOn(const QDate& day, int staleAfterDays = 30)
{
    AuditReportInput input;
    input.fileName = Example;
    input.generated = QDateTime(day, QTime(9, 30));
    input.staleAfterDays = staleAfterDays;
    return input;
}

AuditReport exampleReport(const QDate& day = QDate(2026, 11, 30), int staleAfterDays = 30)
{
    const InventoryReadResult read = InventoryFile::load(Example);
    Q_ASSERT(read.inventory);
    return *AuditReportBuilder::build(*read.inventory, Test::bundledCards(), inputOn(day, staleAfterDays));
}

int ruleIndex(const char* id)
{
    const QList<RuleInfo>& rules = RuleCatalogue::rules();
    for (int i = 0; i < rules.size(); ++i) {
        if (rules[i].idText == QLatin1StringView(id))
            return i;
    }
    return -1;
}

const ReportCard* cardOf(const AuditReport& report, const QString& id)
{
    for (const ReportCard& card : report.cards) {
        if (card.card.id == id)
            return &card;
    }
    return nullptr;
}

} // namespace

Q_DECLARE_METATYPE(FlowAudit::MatrixVerdict)

class TestAuditReport : public QObject {
    Q_OBJECT
private slots:
    void coverNamesTheFile()
    {
        const AuditReport report = exampleReport();
        QCOMPARE(report.cover.title, QStringLiteral("Acme integration inventory"));
        QCOMPARE(report.cover.owner, QStringLiteral("Integration architecture team"));
        QCOMPARE(report.cover.fileName, QStringLiteral("acme-inventory.yaml"));
        QCOMPARE(report.cover.rulesVersion, QStringLiteral(FLOWAUDIT_RULES_VERSION));
        QCOMPARE(report.cover.generated, QDateTime(QDate(2026, 11, 30), QTime(9, 30)));
    }

    // The summary counts what the command line's lint finds in the same file.
    void countsAgreeWithTheLint()
    {
        const AuditReport report = exampleReport();
        const FileLint lint = lintFile(Example);
        QCOMPARE(report.flows.size(), lint.inventory->flows.size());
        const std::array<int, 3> counts = report.findingCounts();
        for (Severity s : {Severity::Fail, Severity::Warn, Severity::Info})
            QCOMPARE(counts[std::size_t(s)], lint.counts().count(s));
        const QList<Finding> findings = lint.allFindings();
        int tallied = 0;
        for (const RuleTally& tally : report.ruleTallies()) {
            tallied += tally.findings[std::size_t(Severity::Fail)] + tally.findings[std::size_t(Severity::Warn)];
            const int perRule = int(std::count_if(findings.begin(), findings.end(),
                                                  [&](const Finding& f) { return f.rule == tally.ruleId; }));
            QCOMPARE(tally.findings[0] + tally.findings[1] + tally.findings[2], perRule);
        }
        QCOMPARE(tallied, int(findings.size()));
        QSet<int> rowsWithFindings;
        for (const Finding& finding : findings)
            rowsWithFindings.insert(finding.row);
        QCOMPARE(report.flowsWithoutFinding(), int(report.flows.size()) - int(rowsWithFindings.size()));
    }

    void matrixCells_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("flowId");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<MatrixVerdict>("verdict");
        QTest::newRow("clean flow") << 1 << "billing_to_crm" << "IP03" << MatrixVerdict::Pass;
        QTest::newRow("nested retries") << 2 << "stripe_payouts_to_netsuite" << "RT01" << MatrixVerdict::Fail;
        QTest::newRow("slow receiver") << 3 << "hubspot_contacts_to_salesforce" << "WH01" << MatrixVerdict::Fail;
        QTest::newRow("5s is invalid") << 6 << "klaviyo_unsubscribes_to_salesforce" << "SC02" << MatrixVerdict::Fail;
        QTest::newRow("so WH01 is not evaluated") << 6 << "klaviyo_unsubscribes_to_salesforce" << "WH01" << MatrixVerdict::NotEvaluated;
        QTest::newRow("other rules still are") << 6 << "klaviyo_unsubscribes_to_salesforce" << "RT01" << MatrixVerdict::Pass;
        QTest::newRow("no key") << 10 << "zapier_stripe_customers_to_hubspot" << "IP01" << MatrixVerdict::Fail;
        QTest::newRow("Retry-After unknown") << 10 << "zapier_stripe_customers_to_hubspot" << "RT02" << MatrixVerdict::Warn;
    }

    void matrixCells()
    {
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
    void matrixMatchesTheFindings()
    {
        for (const ReportFlow& flow : exampleReport().flows) {
            for (int r = 0; r < RuleCatalogue::rules().size(); ++r) {
                const QString& rule = RuleCatalogue::rules()[r].idText;
                const bool found = std::any_of(flow.findings.begin(), flow.findings.end(), [&](const Finding& f) { return f.rule == rule; });
                const MatrixVerdict cell = flow.verdicts[r];
                QCOMPARE(found, cell == MatrixVerdict::Fail || cell == MatrixVerdict::Warn || cell == MatrixVerdict::Info);
            }
        }
    }

    void notEvaluated_data()
    {
        QTest::addColumn<QByteArray>("flow");
        QTest::addColumn<QString>("expected"); // the matrix row, rule:verdict for every non-pass
        QTest::newRow("valid, nothing to say")
            << QByteArray("{flow_id: a, creates_records: no, side_effect: none, retry_layers: none, method: native}") << "";
        QTest::newRow("bad retry_layers: RT01 not evaluated")
            << QByteArray("{flow_id: a, creates_records: no, side_effect: none, retry_layers: 'sdk:0', method: native}")
            << "RT01:n/e SC02:FAIL";
        QTest::newRow("bad yes/no: every rule reading effect")
            << QByteArray("{flow_id: a, creates_records: maybe, side_effect: none, retry_layers: none, method: native}")
            << "IP01:n/e IP02:n/e IP03:n/e SC02:FAIL";
        QTest::newRow("bad method: IP02 and RT02")
            << QByteArray("{flow_id: a, creates_records: no, side_effect: none, retry_layers: none, method: cron}")
            << "IP02:n/e RT02:n/e SC02:FAIL";
        QTest::newRow("blank ID")
            << QByteArray("{flow_id: '', creates_records: no, side_effect: none, retry_layers: none, method: native}") << "SC01:FAIL";
    }

    void notEvaluated()
    {
        QFETCH(QByteArray, flow);
        QFETCH(QString, expected);
        const Inventory inventory = Test::inventoryFromYaml("flows:\n  - " + flow + "\n");
        const AuditReport report = *AuditReportBuilder::build(inventory, Test::bundledCards(), inputOn(QDate(2026, 11, 30)));
        QStringList said;
        const QList<MatrixVerdict>& verdicts = report.flows.first().verdicts;
        for (int r = 0; r < verdicts.size(); ++r) {
            if (verdicts[r] == MatrixVerdict::Pass)
                continue;
            const QString word = verdicts[r] == MatrixVerdict::NotEvaluated ? QStringLiteral("n/e")
                               : verdicts[r] == MatrixVerdict::Fail         ? QStringLiteral("FAIL")
                                                                            : QStringLiteral("WARN");
            said.append(RuleCatalogue::rules()[r].idText + QLatin1Char(':') + word);
        }
        QCOMPARE(said.join(QLatin1Char(' ')), expected);
    }

    void reviewProgress()
    {
        const Inventory inventory = Test::inventoryFromYaml(
            "flows:\n"
            "  - flow_id: a\n    reviews:\n      IP04: {status: pass, note: upsert, by: jd, on: 2026-11-20}\n      RT03: fail\n"
            "  - flow_id: b\n    reviews:\n      IP05: n/a\n"
            "  - flow_id: c\n    reviews: [not, a, map]\n");
        const AuditReport report = *AuditReportBuilder::build(inventory, Test::bundledCards(), inputOn(QDate(2026, 11, 30)));
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
    void cardsAndTheirAge()
    {
        const AuditReport report = exampleReport(QDate(2026, 11, 30), 30);
        const ReportCard* webhooks = cardOf(report, QStringLiteral("stripe-webhooks"));
        QVERIFY(webhooks);
        QCOMPARE(webhooks->age.checked, QDate(2026, 11, 6));
        QCOMPARE(webhooks->age.days(), 24);
        QVERIFY(!webhooks->age.isStale());
        QVERIFY(webhooks->usedByRows.contains(1));
        QCOMPARE(report.flows[webhooks->usedByRows.first() - 1].flow.text(Field::Source), QStringLiteral("stripe"));
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

    void cancelStopsTheWork()
    {
        const InventoryReadResult read = InventoryFile::load(Example);
        int calls = 0;
        const auto cancelled = AuditReportBuilder::build(*read.inventory, Test::bundledCards(), inputOn(QDate(2026, 11, 30)),
                                                         [&](int, int) { return ++calls < 1; });
        QVERIFY(!cancelled);
        QCOMPARE(calls, 1);
        const auto finished = AuditReportBuilder::build(*read.inventory, Test::bundledCards(), inputOn(QDate(2026, 11, 30)),
                                                        [&](int done, int total) { return done <= total; });
        QVERIFY(finished);
    }
};

QTEST_GUILESS_MAIN(TestAuditReport)
#include "tst_auditreport.moc"
