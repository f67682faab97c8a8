// Undo and Redo from every widget: a panel's fix, previewed and applied, keeps the focus in that
// panel (it used to fall to the filter box), and a text field with nothing of its own to undo lets
// Ctrl+Z and Ctrl+Shift+Z reach the window's Undo and Redo.
#include "guitestsupport.h"
#include "ui/flowpanel/fixbuttons.h"
#include "ui/maths/ackbudgetdock.h"
#include "ui/maths/replaywindowdock.h"
#include "ui/maths/vendorpanels.h"
#include "ui/views/inventorytableview.h"

#include <QApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using namespace FlowAudit;

namespace {

QPushButton* fixNamed(FixButtons* fixes, const QString& prefix) {
    for (QPushButton* button : fixes->buttons()) {
        if (button->objectName().startsWith(prefix))
            return button;
    }
    return nullptr;
}

void pressUndo(bool redo = false) {
    const QKeySequence key =
        QKeySequence::keyBindings(redo ? QKeySequence::Redo : QKeySequence::Undo).first();
    QTest::keySequence(QApplication::focusWidget(), key);
}

} // namespace

class TestUndoFocus : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void aFixKeepsTheFocusInItsPanelAndCtrlZTakesItBack_data() {
        QTest::addColumn<QString>("flowId");
        QTest::addColumn<int>("field");
        QTest::addColumn<QString>("setTo");
        QTest::addColumn<QString>("fixPrefix");
        QTest::newRow("ack budget")
            << QStringLiteral("hubspot_contacts_to_salesforce") << int(Field::SenderTimeoutSeconds)
            << QString() << QStringLiteral("useTimeout_");
        QTest::newRow("replay window")
            << QStringLiteral("billing_to_crm") << int(Field::MaxReplayWindowDays)
            << QStringLiteral("1") << QStringLiteral("applyReplayWindow");
    }
    void aFixKeepsTheFocusInItsPanelAndCtrlZTakesItBack() {
        QFETCH(QString, flowId);
        QFETCH(int, field);
        QFETCH(QString, setTo);
        QFETCH(QString, fixPrefix);
        Test::ExampleWindow f;
        const int flow = f.flowWithId(flowId);
        const Field changed = Field(field);
        QVERIFY(f.window.editor()->setCell(flow, FlowColumn::known(changed), setTo));
        f.window.table()->setCurrentIndex(f.cell(flow, Field::Name));
        RuleMathsDock* dock = fixPrefix.startsWith(QStringLiteral("useTimeout"))
                                  ? static_cast<RuleMathsDock*>(f.window.dock<AckBudgetDock>())
                                  : static_cast<RuleMathsDock*>(f.window.dock<ReplayWindowDock>());
        dock->show();
        dock->raise();
        QPushButton* fix = fixNamed(dock->fixes(), fixPrefix);
        QVERIFY(fix);
        fix->setFocus(Qt::MouseFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), fix);
        // The click previews; Apply applies, and the focus comes back to the panel, not to a
        // button Space would press again.
        QVERIFY(Test::applyThroughPreview(fix));
        const QString fixed = f.window.document()->flow(flow).text(changed);
        QVERIFY(fixed != setTo);
        f.window.activateWindow(); // the offscreen platform has no window manager to do it
        QTRY_VERIFY(QApplication::focusWidget());

        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        QVERIFY2(dock->isAncestorOf(focus), focus->metaObject()->className());
        QVERIFY2(!qobject_cast<QPushButton*>(focus), qPrintable(focus->objectName()));
        pressUndo();
        QCOMPARE(f.window.document()->flow(flow).text(changed), setTo);
        // The undo brings the fix back, and the focus stays in the panel through it.
        QCoreApplication::processEvents();
        focus = QApplication::focusWidget();
        QVERIFY(focus);
        QVERIFY2(dock->isAncestorOf(focus), focus->metaObject()->className());
        QVERIFY2(!qobject_cast<QPushButton*>(focus), qPrintable(focus->objectName()));
        pressUndo(true);
        QCOMPARE(f.window.document()->flow(flow).text(changed), fixed);
        QCoreApplication::processEvents();
        QVERIFY(QApplication::focusWidget() && dock->isAncestorOf(QApplication::focusWidget()));
    }

    // The filter box takes Ctrl+Z for its own typing, and passes it on when it has none.
    void aTextFieldWithNothingToUndoPassesCtrlZOn() {
        Test::ExampleWindow f;
        QVERIFY(f.window.editor()->setCell(0, FlowColumn::known(Field::Notes),
                                           QStringLiteral("edited")));
        auto* filter = f.window.findChild<QLineEdit*>(QStringLiteral("filterText"));
        filter->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), filter);
        QTest::keyClicks(filter, QStringLiteral("zz"));
        pressUndo(); // the filter's own typing first
        QCOMPARE(filter->text(), QString());
        QCOMPARE(f.window.document()->flow(0).text(Field::Notes), QStringLiteral("edited"));
        pressUndo(); // nothing left in the filter: the window's step
        QVERIFY(f.window.document()->flow(0).text(Field::Notes) != QStringLiteral("edited"));
        filter->setText(QString()); // setText forgets the filter's own redo
        pressUndo(true);
        QCOMPARE(f.window.document()->flow(0).text(Field::Notes), QStringLiteral("edited"));
    }
};

QTEST_MAIN(TestUndoFocus)
#include "tst_undofocus.moc"
