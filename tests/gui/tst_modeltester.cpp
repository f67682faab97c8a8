// QAbstractItemModelTester on the models no other test watches: the Waivers tab's and the
// review checklist's, through the edits, removals and undos the editor makes of them.
#include "guitestsupport.h"
#include "ui/models/reviewchecklistmodel.h"
#include "ui/models/waiversmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace FlowAudit;

namespace {

Waiver waiverOn(const QString& flowId) {
    Waiver w;
    w.flowId = flowId;
    w.rule = QStringLiteral("RT01");
    w.justification = QStringLiteral("the worker is idempotent");
    w.owner = QStringLiteral("Jo");
    w.expires = QDate::currentDate().addDays(30).toString(Qt::ISODate);
    return w;
}

} // namespace

class TestModelTester : public QObject {
    Q_OBJECT

private slots:
    void waiversModelThroughAddEditRemoveAndUndo() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        WaiversModel waivers(&f.document, &f.editor);
        QAbstractItemModelTester tester(&waivers,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(waivers.rowCount(), 0);
        QCOMPARE(f.editor.addWaiver(waiverOn(QStringLiteral("b"))), 1);
        QCOMPARE(f.editor.addWaiver(waiverOn(QStringLiteral("nothing"))), 2);
        QCOMPARE(waivers.rowCount(), 2);
        QCOMPARE(waivers.index(1, WaiversModel::StateColumn).data().toString(),
                 waivers.stateText(2));
        QVERIFY(
            waivers.setData(waivers.index(0, WaiversModel::OwnerColumn), QStringLiteral("Sam")));
        QCOMPARE(waivers.index(0, WaiversModel::OwnerColumn).data().toString(),
                 QStringLiteral("Sam"));
        // Renaming the flow the first waiver names leaves it covering nothing.
        QVERIFY(f.model.setData(f.cell(1, Field::FlowId), QStringLiteral("b2")));
        QCOMPARE(waivers.stateText(1), waivers.tr("covers nothing"));
        QVERIFY(f.editor.removeWaiver(1));
        QCOMPARE(waivers.rowCount(), 1);
        while (f.stack.canUndo())
            f.stack.undo();
        QCOMPARE(waivers.rowCount(), 0);
        while (f.stack.canRedo())
            f.stack.redo();
        QCOMPARE(waivers.rowCount(), 1);
    }

    void reviewChecklistThroughFlowChangesAndEdits() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        ReviewChecklistModel checklist(&f.document, &f.editor);
        QAbstractItemModelTester tester(&checklist,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(checklist.rowCount(), 0);
        checklist.setFlow(0);
        QVERIFY(checklist.rowCount() > 0);
        const int open = checklist.openCount();
        QVERIFY(checklist.setData(checklist.index(0, ReviewChecklistModel::NoteColumn),
                                  QStringLiteral("checked with finance")));
        QCOMPARE(checklist.index(0, ReviewChecklistModel::NoteColumn).data().toString(),
                 QStringLiteral("checked with finance"));
        checklist.setFlow(2);
        checklist.setFlow(-1);
        QCOMPARE(checklist.rowCount(), 0);
        checklist.setFlow(0);
        f.stack.undo();
        QVERIFY(checklist.index(0, ReviewChecklistModel::NoteColumn).data().toString().isEmpty());
        QCOMPARE(checklist.openCount(), open);
        QVERIFY(f.editor.removeFlows({1}));
        checklist.setFlow(1);
        QVERIFY(checklist.rowCount() > 0);
    }
};

QTEST_MAIN(TestModelTester)
#include "tst_modeltester.moc"
