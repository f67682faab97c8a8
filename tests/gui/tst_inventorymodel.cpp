#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/models/findingsmodel.h"
#include "ui/models/flowfilterproxymodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace FlowAudit;

namespace {
QByteArray exampleYaml() {
    QFile file(Test::testData(QStringLiteral("../../resources/examples/acme-inventory.yaml")));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the example");
    return file.readAll();
}
} // namespace

class TestInventoryModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    // The tester checks every signal and index the models give while the inventory is
    // edited, grown, shrunk, moved and undone.
    void modelsPassTheTesterThroughEveryKindOfEdit() {
        Test::EditorFixture f(exampleYaml());
        FlowFilterProxyModel proxy;
        proxy.setSourceModel(&f.model);
        FindingsModel findings(&f.document);
        QAbstractItemModelTester modelTester(
            &f.model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester findingsTester(
            &findings, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.sort(f.model.columnOf(Field::AckP99Seconds));
        proxy.setOnlyFailing(true);

        QVERIFY(f.model.setData(f.cell(1, Field::RetryLayers), QStringLiteral("none")));
        f.editor.addFlow(3);
        f.editor.duplicateFlows({0, 5});
        f.editor.removeFlows({2, 4, 7});
        f.editor.moveFlow(0, +1);
        proxy.setOnlyFailing(false);
        proxy.sort(-1);
        while (f.stack.canUndo())
            f.stack.undo();
        QCOMPARE(f.document.inventory(), Test::inventoryFromYaml(exampleYaml()));
    }

    void columnsAreStatusThenFieldsThenUnknownFields() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        QCOMPARE(f.model.columnCount(), 1 + FieldCount + 1 + 1);
        QCOMPARE(f.model.completenessColumn(), 1 + FieldCount + 1);
        QCOMPARE(f.model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Status"));
        QCOMPARE(
            f.model.headerData(f.model.columnOf(Field::AckP99Seconds), Qt::Horizontal).toString(),
            QStringLiteral("Ack p99 (s)"));
        QCOMPARE(f.model.headerData(1 + FieldCount, Qt::Horizontal).toString(),
                 QStringLiteral("team"));
        QCOMPARE(f.model.index(2, 1 + FieldCount).data().toString(), QStringLiteral("payments"));
        QCOMPARE(f.model.index(1, 1 + FieldCount).data().toString(), QString());
    }

    void rowHeaderCarriesNumberIdAndVerdict() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        QCOMPARE(f.model.headerData(1, Qt::Vertical).toString(), QStringLiteral("2  b"));
        QVERIFY(!f.model.headerData(1, Qt::Vertical, Qt::DecorationRole).isNull());
        QVERIFY(f.model.headerData(1, Qt::Vertical, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("RT01")));
        QSignalSpy header(&f.model, &QAbstractItemModel::headerDataChanged);
        f.model.setData(f.cell(1, Field::FlowId), QStringLiteral("renamed"));
        QCOMPARE(header.size(), 1);
        QCOMPARE(f.model.headerData(1, Qt::Vertical).toString(), QStringLiteral("2  renamed"));
    }

    void cellsShowTheirFindings() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        const QModelIndex layers = f.cell(1, Field::RetryLayers);
        QCOMPARE(layers.data(InventoryModel::SeverityRole).toInt(), int(Severity::Fail));
        QVERIFY(layers.data(Qt::BackgroundRole).isValid());
        QVERIFY(!layers.data(Qt::DecorationRole).isNull());
        const QString tip = layers.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("RT01")) && tip.contains(QStringLiteral("15")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("How to fix")), qPrintable(tip));
        QVERIFY(!f.cell(1, Field::Name).data(InventoryModel::SeverityRole).isValid());
        QVERIFY(!f.cell(1, Field::Name).data(Qt::BackgroundRole).isValid());
        QCOMPARE(f.model.index(0, InventoryModel::StatusColumn).data().toString(),
                 QStringLiteral("OK"));
        QCOMPARE(f.model.index(1, InventoryModel::StatusColumn).data().toString(),
                 QStringLiteral("FAIL"));
        QCOMPARE(f.model.index(2, InventoryModel::StatusColumn).data().toString(),
                 QStringLiteral("WARN"));
    }

    void editThroughTheModelChangesFindingsAndUndoRestoresThem() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
        QVERIFY(f.model.setData(f.cell(1, Field::RetryLayers), QStringLiteral("sdk:1;worker:5")));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), 1);
        QCOMPARE(f.model.index(1, 0).data().toString(), QStringLiteral("OK"));
        QCOMPARE(f.stack.count(), 1);
        QCOMPARE(f.stack.undoText(), QStringLiteral("Set Retry layers"));

        f.stack.undo();
        QCOMPARE(f.cell(1, Field::RetryLayers).data().toString(), QStringLiteral("sdk:3;worker:5"));
        QCOMPARE(f.model.index(1, 0).data().toString(), QStringLiteral("FAIL"));
        f.stack.redo();
        QCOMPARE(f.model.index(1, 0).data().toString(), QStringLiteral("OK"));
    }

    void editsThatChangeNothingAreNotRecorded() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        f.stack.setClean();
        QVERIFY(!f.model.setData(f.cell(0, Field::RetryLayers), QStringLiteral("none")));
        QVERIFY(!f.model.setData(f.cell(0, Field::RetryLayers), QStringLiteral("  none ")));
        QVERIFY(
            !f.model.setData(f.model.index(0, InventoryModel::StatusColumn), QStringLiteral("OK")));
        QCOMPARE(f.stack.count(), 0);
        QVERIFY(f.stack.isClean());
    }

    void modifiedFollowsTheCleanState() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        f.stack.setClean();
        QVERIFY(f.model.setData(f.cell(0, Field::Name), QStringLiteral("renamed")));
        QVERIFY(!f.stack.isClean());
        f.stack.undo();
        QVERIFY(f.stack.isClean());
    }

    void anIdChangeRefreshesTheFlowsSharingIt() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        QSignalSpy changed(&f.model, &QAbstractItemModel::dataChanged);
        QVERIFY(f.model.setData(f.cell(2, Field::FlowId), QStringLiteral("a")));
        QList<int> rows;
        for (const auto& args : changed)
            rows.append(args.at(0).toModelIndex().row());
        std::sort(rows.begin(), rows.end());
        QCOMPARE(rows, (QList<int>{0, 2}));
        QCOMPARE(f.model.index(0, 0).data().toString(), QStringLiteral("FAIL"));
    }

    void unknownFieldCellsAreEditedInPlace() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        const QModelIndex team = f.model.index(0, 1 + FieldCount);
        QVERIFY(f.model.flags(team) & Qt::ItemIsEditable);
        QVERIFY(f.model.setData(team, QStringLiteral("billing")));
        QCOMPARE(f.document.flow(0).extraFields().front().key, QStringLiteral("team"));
        QVERIFY(!(f.model.flags(f.model.index(0, 0)) & Qt::ItemIsEditable));
    }

    void filterAndSortThroughTheProxy() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        FlowFilterProxyModel proxy;
        proxy.setSourceModel(&f.model);
        proxy.setOnlyFailing(true);
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setOnlyFailing(false);
        proxy.setMinimumSeverity(Severity::Warn);
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setMinimumSeverity(std::nullopt);
        proxy.setRule(QStringLiteral("WH01"));
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, f.model.columnOf(Field::FlowId)).data().toString(),
                 QStringLiteral("c"));
        proxy.setRule(QString());
        proxy.setText(QStringLiteral("PAYMENTS"));
        QCOMPARE(proxy.rowCount(), 1);
        proxy.clearFilters();
        QCOMPARE(proxy.rowCount(), 3);

        // Numbers sort as numbers: 10 after 9.
        f.model.setData(f.cell(0, Field::AckP99Seconds), QStringLiteral("10"));
        f.model.setData(f.cell(1, Field::AckP99Seconds), QStringLiteral("9"));
        proxy.sort(f.model.columnOf(Field::AckP99Seconds), Qt::AscendingOrder);
        QStringList order;
        for (int row = 0; row < proxy.rowCount(); ++row)
            order.append(proxy.index(row, f.model.columnOf(Field::FlowId)).data().toString());
        QCOMPARE(order,
                 (QStringList{QStringLiteral("c"), QStringLiteral("b"), QStringLiteral("a")}));

        // A fix takes the flow out of a "failing" filter at once.
        proxy.setOnlyFailing(true);
        QCOMPARE(proxy.rowCount(), 1);
        f.model.setData(f.cell(1, Field::RetryLayers), QStringLiteral("none"));
        QCOMPARE(proxy.rowCount(), 0);
    }

    void findingsModelFollowsEdits() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        FindingsModel findings(&f.document);
        QCOMPARE(findings.count(Severity::Fail), 1);
        QCOMPARE(findings.countsByRule().value(QStringLiteral("RT01")), 1);
        QSignalSpy counts(&findings, &FindingsModel::countsChanged);
        f.model.setData(f.cell(0, Field::RetryLayers), QStringLiteral("a:4;b:4"));
        QCOMPARE(counts.size(), 1);
        QCOMPARE(findings.countsByRule().value(QStringLiteral("RT01")), 2);
        QCOMPARE(findings.rowCount(), 3);
        QCOMPARE(findings.index(0, FindingsModel::RuleColumn).data().toString(),
                 QStringLiteral("RT01"));
        QCOMPARE(findings.index(0, 0).data(FindingsModel::FlowIndexRole).toInt(), 0);
        QVERIFY(findings.index(0, FindingsModel::MessageColumn)
                    .data()
                    .toString()
                    .contains(QStringLiteral("16")));
        f.stack.undo();
        QCOMPARE(findings.countsByRule().value(QStringLiteral("RT01")), 1);
        QCOMPARE(findings.rowCount(), 2);
    }
};

QTEST_MAIN(TestInventoryModel)
#include "tst_inventorymodel.moc"
