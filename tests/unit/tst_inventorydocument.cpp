#include "core/document/flowcolumn.h"
#include "core/document/inventorydocument.h"
#include "testsupport.h"

#include <QSignalSpy>
#include <QTest>

using namespace FlowAudit;

namespace {
Inventory fourFlows()
{
    return Test::inventoryFromYaml(
        "flows:\n"
        "  - {flow_id: a, method: native, creates_records: no, side_effect: none, retry_layers: none}\n"
        "  - {flow_id: b, method: native, creates_records: no, side_effect: none, retry_layers: none}\n"
        "  - {flow_id: c, method: native, creates_records: no, side_effect: none, retry_layers: none, team: x}\n"
        "  - {flow_id: d, method: native, creates_records: no, side_effect: none, retry_layers: none}\n");
}
} // namespace

class TestInventoryDocument : public QObject {
    Q_OBJECT
private slots:
    void replaceRechecksAndNamesTheFlows()
    {
        InventoryDocument document;
        document.reset(fourFlows());
        QSignalSpy changed(&document, &InventoryDocument::flowsChanged);
        Flow flow = document.flow(3);
        flow.setText(Field::FlowId, QStringLiteral("a"));
        document.replaceFlow(3, flow);
        QCOMPARE(changed.size(), 1);
        QList<int> rows = changed.first().first().value<QList<int>>();
        std::sort(rows.begin(), rows.end());
        QCOMPARE(rows, (QList<int>{0, 3}));
        QCOMPARE(Test::describe(document.engine().findings(0)), QStringLiteral("SC01 FAIL"));
    }

    void insertRemoveMoveRenumber()
    {
        InventoryDocument document;
        document.reset(fourFlows());
        Flow duplicate = document.flow(0);
        document.insertFlows(1, {duplicate});
        QCOMPARE(document.flowCount(), 5);
        QCOMPARE(document.engine().findings(1).first().row, 2);
        const QList<Flow> removed = document.removeFlows(1, 1);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(document.engine().allFindings().size(), 0);
        document.moveFlow(0, 3);
        QCOMPARE(document.flow(3).text(Field::FlowId), QStringLiteral("a"));
        QCOMPARE(document.flow(0).text(Field::FlowId), QStringLiteral("b"));
    }

    void cellsOfKnownAndUnknownFields()
    {
        const Inventory inventory = fourFlows();
        const Flow& c = inventory.flows[2];
        const FlowColumn team = FlowColumn::extra(QStringLiteral("team"));
        QCOMPARE(FlowCell::text(c, team), QStringLiteral("x"));
        QCOMPARE(FlowCell::text(FlowCell::withText(c, team, QStringLiteral(" y ")), team), QStringLiteral("y"));
        QVERIFY(FlowCell::withText(c, team, QString()).extraFields().empty());
        const Flow added = FlowCell::withText(inventory.flows[0], team, QStringLiteral("z"));
        QCOMPARE(added.extraFields().size(), std::size_t(1));
        const FlowColumn ack = FlowColumn::known(Field::AckP99Seconds);
        QCOMPARE(FlowCell::text(FlowCell::withText(c, ack, QStringLiteral("1.5")), ack), QStringLiteral("1.5"));
    }

    void structuredCellsShowAsYamlAndStayUnlessReplaced()
    {
        const Inventory inventory = Test::inventoryFromYaml(
            "flows:\n  - {flow_id: a, notes: [one, two], owners: {primary: jd}}\n");
        const Flow& flow = inventory.flows.first();
        const FlowColumn notes = FlowColumn::known(Field::Notes);
        QCOMPARE(FlowCell::text(flow, notes), QStringLiteral("[one, two]"));
        // Committed back as shown, the list stays a list; new text replaces it.
        QVERIFY(FlowCell::withText(flow, notes, QStringLiteral(" [one, two] ")) == flow);
        QVERIFY(FlowCell::withText(flow, notes, QStringLiteral(" [one, two] ")).isStructured(Field::Notes));
        QVERIFY(!FlowCell::withText(flow, notes, QStringLiteral("one")).isStructured(Field::Notes));
        const FlowColumn owners = FlowColumn::extra(QStringLiteral("owners"));
        QCOMPARE(FlowCell::text(flow, owners), QStringLiteral("{primary: jd}"));
        QVERIFY(!FlowCell::isEditable(flow, owners));
        QVERIFY(FlowCell::withText(flow, owners, QStringLiteral("flat")) == flow);
    }
};

QTEST_GUILESS_MAIN(TestInventoryDocument)
#include "tst_inventorydocument.moc"
