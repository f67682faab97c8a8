#include "core/document/flowcolumn.h"
#include "core/document/inventorydocument.h"
#include "core/io/files/inventoryfile.h"
#include "testsupport.h"

#include <QDateTime>
#include <QSignalSpy>

#include <QTest>
#include <algorithm>

using namespace FlowAudit;

namespace {
Inventory fourFlows() {
    return Test::inventoryFromYaml("flows:\n"
                                   "  - {flow_id: a, method: native, creates_records: no, "
                                   "side_effect: none, retry_layers: none}\n"
                                   "  - {flow_id: b, method: native, creates_records: no, "
                                   "side_effect: none, retry_layers: none}\n"
                                   "  - {flow_id: c, method: native, creates_records: no, "
                                   "side_effect: none, retry_layers: none, team: x}\n"
                                   "  - {flow_id: d, method: native, creates_records: no, "
                                   "side_effect: none, retry_layers: none}\n");
}
} // namespace

class TestInventoryDocument : public QObject {
    Q_OBJECT
private slots:
    void replaceRechecksAndNamesTheFlows() {
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

    // A file's flows checked as it was read (RuleEngine::precheck, the editor's open) give the
    // findings a check of every flow on reset gives: flows whose ID is shared are checked
    // again with the whole count (SC01), waivers apply to both, and a list made for other
    // flows is not used.
    void precheckedFlowsGiveTheFindingsOfAFullCheck() {
        QByteArray yaml = Test::readFile(
            QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml"));
        yaml.replace("flows:\n",
                     "flows:\n  - {flow_id: twice, method: native, creates_records: no}\n"
                     "  - {flow_id: twice, method: native, creates_records: no}\n"
                     "  - {flow_id: alone, method: native, creates_records: no}\n");
        const QByteArray expires =
            QDateTime::currentDateTimeUtc().date().addDays(200).toString(Qt::ISODate).toUtf8();
        const QByteArray waiver = "  - {flow_id: %1, rule: IP01, field: idempotency_key, "
                                  "justification: kept on purpose, owner: jd, "
                                  "approved_by: ts, expires: " +
                                  expires + "}\n";
        yaml += "waivers:\n" + QByteArray(waiver).replace("%1", "twice") +
                QByteArray(waiver).replace("%1", "alone");
        QList<QList<Finding>> prechecked;
        const InventoryReadResult read = InventoryFile::parse(
            yaml, InventoryFile::Format::Yaml, QStringLiteral("acme.yaml"), {},
            [&prechecked](const Flow& flow) {
                prechecked.append(RuleEngine::precheck(flow, int(prechecked.size()) + 1));
            });
        QVERIFY2(read.inventory, qPrintable(read.error.toString()));
        QCOMPARE(prechecked.size(), read.inventory->flows.size());
        QVERIFY(
            !Test::describe(prechecked[0]).contains(QStringLiteral("SC01"))); // it could not know

        InventoryDocument checkedOnReset;
        checkedOnReset.reset(*read.inventory);
        InventoryDocument precheckedOnRead;
        precheckedOnRead.reset(*read.inventory, prechecked);
        const auto has = [&](int row, const char* rule, bool accepted) {
            const QList<Finding> findings = precheckedOnRead.engine().findings(row);
            return std::any_of(findings.begin(), findings.end(), [&](const Finding& f) {
                return f.rule == QLatin1StringView(rule) && f.accepted() == accepted;
            });
        };
        QVERIFY(has(0, "SC01", false));
        QVERIFY(has(0, "IP01", true)); // checked again on reset, then waived
        QVERIFY(has(2, "IP01", true)); // prechecked, then waived
        QCOMPARE(precheckedOnRead.engine().allFindings(), checkedOnReset.engine().allFindings());
        QCOMPARE(precheckedOnRead.engine().counts().accepted,
                 checkedOnReset.engine().counts().accepted);

        InventoryDocument otherFlows;
        otherFlows.reset(*read.inventory, prechecked.mid(1));
        QCOMPARE(otherFlows.engine().allFindings(), checkedOnReset.engine().allFindings());
    }

    void insertRemoveMoveRenumber() {
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

    void cellsOfKnownAndUnknownFields() {
        const Inventory inventory = fourFlows();
        const Flow& c = inventory.flows[2];
        const FlowColumn team = FlowColumn::extra(QStringLiteral("team"));
        QCOMPARE(FlowCell::text(c, team), QStringLiteral("x"));
        QCOMPARE(FlowCell::text(FlowCell::withText(c, team, QStringLiteral(" y ")), team),
                 QStringLiteral("y"));
        QVERIFY(FlowCell::withText(c, team, QString()).extraFields().empty());
        const Flow added = FlowCell::withText(inventory.flows[0], team, QStringLiteral("z"));
        QCOMPARE(added.extraFields().size(), std::size_t(1));
        const FlowColumn ack = FlowColumn::known(Field::AckP99Seconds);
        QCOMPARE(FlowCell::text(FlowCell::withText(c, ack, QStringLiteral("1.5")), ack),
                 QStringLiteral("1.5"));
    }

    void structuredCellsShowAsYamlAndStayUnlessReplaced() {
        const Inventory inventory = Test::inventoryFromYaml(
            "flows:\n  - {flow_id: a, notes: [one, two], owners: {primary: jd}}\n");
        const Flow& flow = inventory.flows.first();
        const FlowColumn notes = FlowColumn::known(Field::Notes);
        QCOMPARE(FlowCell::text(flow, notes), QStringLiteral("[one, two]"));
        // Committed back as shown, the list stays a list; new text replaces it.
        QVERIFY(FlowCell::withText(flow, notes, QStringLiteral(" [one, two] ")) == flow);
        QVERIFY(FlowCell::withText(flow, notes, QStringLiteral(" [one, two] "))
                    .isStructured(Field::Notes));
        QVERIFY(!FlowCell::withText(flow, notes, QStringLiteral("one")).isStructured(Field::Notes));
        const FlowColumn owners = FlowColumn::extra(QStringLiteral("owners"));
        QCOMPARE(FlowCell::text(flow, owners), QStringLiteral("{primary: jd}"));
        QVERIFY(!FlowCell::isEditable(flow, owners));
        QVERIFY(FlowCell::withText(flow, owners, QStringLiteral("flat")) == flow);
    }
};

QTEST_GUILESS_MAIN(TestInventoryDocument)
#include "tst_inventorydocument.moc"
