#include "core/document/ruleengine.h"
#include "testsupport.h"

#include <QTest>

using namespace FlowAudit;

namespace {
QByteArray threeFlows() {
    return "flows:\n"
           "  - {flow_id: a, method: native, creates_records: no, side_effect: none, retry_layers: "
           "none}\n"
           "  - {flow_id: b, method: native, creates_records: no, side_effect: none, retry_layers: "
           "none}\n"
           "  - {flow_id: c, method: native, creates_records: no, side_effect: none, retry_layers: "
           "none}\n";
}
} // namespace

class TestRuleEngine : public QObject {
    Q_OBJECT
private slots:
    void editRevalidatesOnlyThatFlow() {
        Inventory inventory = Test::inventoryFromYaml(threeFlows());
        RuleEngine engine(inventory);
        QCOMPARE(engine.allFindings().size(), 0);
        inventory.flows[1].setText(Field::RetryLayers, QStringLiteral("sdk:3;worker:5"));
        QCOMPARE(engine.revalidate(1), QList<int>{1});
        QCOMPARE(Test::describe(engine.findings(1)), QStringLiteral("RT01 FAIL"));
        QCOMPARE(engine.counts().count(Severity::Fail), 1);
        inventory.flows[1].setText(Field::RetryLayers, QStringLiteral("none"));
        engine.revalidate(1);
        QCOMPARE(engine.allFindings().size(), 0);
    }

    void idChangeUpdatesTheGroups() {
        Inventory inventory = Test::inventoryFromYaml(threeFlows());
        RuleEngine engine(inventory);
        // c takes a's ID: both get SC01.
        inventory.flows[2].setText(Field::FlowId, QStringLiteral("a"));
        const QList<int> affected = engine.revalidate(2);
        QCOMPARE(affected.first(), 2);
        QVERIFY(affected.contains(0));
        QVERIFY(!affected.contains(1));
        QCOMPARE(Test::describe(engine.findings(0)), QStringLiteral("SC01 FAIL"));
        QCOMPARE(Test::describe(engine.findings(2)), QStringLiteral("SC01 FAIL"));
        QCOMPARE(engine.flowsSharingId(QStringLiteral("a")), 2);
        // c leaves again: the old group loses its SC01 too.
        inventory.flows[2].setText(Field::FlowId, QStringLiteral("  c2 "));
        QVERIFY(engine.revalidate(2).contains(0));
        QCOMPARE(engine.allFindings().size(), 0);
        QCOMPARE(engine.flowsSharingId(QStringLiteral("c2")), 1);
        // Blank is SC01 but not a shared ID.
        inventory.flows[2].setText(Field::FlowId, QString());
        inventory.flows[1].setText(Field::FlowId, QString());
        engine.revalidate(2);
        engine.revalidate(1);
        QCOMPARE(Test::describe(engine.allFindings()), QStringLiteral("SC01 FAIL, SC01 FAIL"));
        QVERIFY(engine.findings(1).first().message.contains(QStringLiteral("blank")));
    }

    void revalidateAllMatchesIncremental() {
        Inventory inventory = Test::inventoryFromYaml(threeFlows());
        RuleEngine engine(inventory);
        inventory.flows[0].setText(Field::FlowId, QStringLiteral("b"));
        inventory.flows[2].setText(Field::Method, QStringLiteral("custom"));
        engine.revalidate(0);
        engine.revalidate(2);
        const QList<Finding> incremental = engine.allFindings();
        RuleEngine fresh(inventory);
        QCOMPARE(fresh.allFindings(), incremental);
        QCOMPARE(Test::describe(incremental), QStringLiteral("SC01 FAIL, SC01 FAIL, RT02 WARN"));
    }
};

QTEST_GUILESS_MAIN(TestRuleEngine)
#include "tst_ruleengine.moc"
