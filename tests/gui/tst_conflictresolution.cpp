// A file with merge conflict markers opens in the resolution view, not as broken YAML: each
// conflict with ours, theirs and the base, Take Ours, Take Theirs and an edited value, each
// decision one undo step; the inventory opens (unsaved, on the file's path) only once none
// is left, and Save writes a clean inventory. Cancel leaves the window and the file as they
// were; broken markers are refused with their line.
#include "core/document/inventorydocument.h"
#include "core/io/files/conflictedfile.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/lint/lintrun.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/conflicts/conflictresolution.h"
#include "ui/conflicts/conflictresolutiondialog.h"
#include "ui/files/documentfiles.h"

#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace FlowAudit;

namespace {

// As `flowaudit-cli merge` leaves it: two fields of two flows changed on both sides, with
// the base between the markers.
QByteArray driverConflicts() {
    return "# owned by finance: ask Jo before changing\n"
           "format: flow-inventory/1\n"
           "title: Test\n"
           "flows:\n"
           "  - flow_id: a\n"
           "    method: polling # measured in March\n"
           "    creates_records: no\n"
           "    side_effect: none\n"
           "    retry_layers: none\n"
           "  - flow_id: b\n"
           "    method: native\n"
           "    creates_records: no\n"
           "    side_effect: none\n"
           "<<<<<<< ours (flow b, field retry_layers)\n"
           "    retry_layers: worker:5\n"
           "||||||| base\n"
           "    retry_layers: sdk:3;worker:5\n"
           "=======\n"
           "    retry_layers: sdk:3\n"
           ">>>>>>> theirs (flow b, field retry_layers)\n"
           "  - flow_id: c\n"
           "    method: native\n"
           "    creates_records: no\n"
           "    side_effect: none\n"
           "    retry_layers: none\n"
           "<<<<<<< ours (flow c, field notes)\n"
           "    notes: billing\n"
           "||||||| base\n"
           "    notes: payments\n"
           "=======\n"
           "    notes: growth\n"
           ">>>>>>> theirs (flow c, field notes)\n";
}

// A flow deleted on our side and changed on theirs.
QByteArray deletedAgainstChanged() {
    return "title: Test\n"
           "flows:\n"
           "<<<<<<< ours (flow a)\n"
           "||||||| base\n"
           "  - {flow_id: a, method: native, retry_layers: none}\n"
           "=======\n"
           "  - {flow_id: a, method: polling, retry_layers: none}\n"
           ">>>>>>> theirs (flow a)\n"
           "  - {flow_id: b, method: native, retry_layers: none}\n";
}

// git's own line merge, without a base section.
QByteArray plainGitConflict() {
    return "title: Test\n"
           "flows:\n"
           "<<<<<<< HEAD\n"
           "  - {flow_id: a, method: native, retry_layers: none}\n"
           "=======\n"
           "  - {flow_id: a, method: polling, retry_layers: none}\n"
           ">>>>>>> feature\n";
}

ConflictResolutionDialog* resolutionView(MainWindow& window) {
    ConflictResolutionDialog* dialog = window.files()->resolutionDialog();
    return dialog && dialog->isVisible() ? dialog : nullptr;
}

} // namespace

class TestConflictResolution : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_good;

    QString conflicted(const QString& name, const QByteArray& bytes) {
        const QString path = m_dir.filePath(name);
        Test::writeFile(path, bytes);
        return path;
    }

private slots:
    void initTestCase() {
        Test::isolateSettings();
        m_good = m_dir.filePath(QStringLiteral("good.yaml"));
        Test::writeFile(m_good, Test::threeFlowsYaml());
    }

    void opensTheResolutionViewInsteadOfAnError() {
        const QString path = conflicted(QStringLiteral("opens.yaml"), driverConflicts());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        QVERIFY(window.files()->openPath(m_good));
        QVERIFY(window.files()->openPath(path));
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(QLatin1Char('\n'))));
        ConflictResolutionDialog* dialog = resolutionView(window);
        QVERIFY(dialog);
        QVERIFY(dialog->isModal());
        // What was open stays open until every conflict is decided.
        QCOMPARE(window.files()->path(), QFileInfo(m_good).absoluteFilePath());

        QTableWidget* table = dialog->conflictTable();
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("retry_layers of b"));
        QCOMPARE(table->item(1, 0)->text(), QStringLiteral("notes of c"));
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("open"));
        QCOMPARE(dialog->current(), 0);
        QCOMPARE(dialog->findChild<QPlainTextEdit*>(QStringLiteral("oursValue"))->toPlainText(),
                 QStringLiteral("worker:5"));
        QCOMPARE(dialog->findChild<QPlainTextEdit*>(QStringLiteral("theirsValue"))->toPlainText(),
                 QStringLiteral("sdk:3"));
        QCOMPARE(dialog->findChild<QPlainTextEdit*>(QStringLiteral("baseValue"))->toPlainText(),
                 QStringLiteral("sdk:3;worker:5"));
        QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("conflictAbout"))
                    ->text()
                    .contains(QStringLiteral("retry_layers of b")));
        QCOMPARE(dialog->findChild<QLabel*>(QStringLiteral("conflictProgress"))->text(),
                 QStringLiteral("2 of 2 conflicts left"));
        QVERIFY(!dialog->openButton()->isEnabled());
        Test::keepScreenshot(dialog, QStringLiteral("conflict-resolution.png"));
        dialog->reject();
    }

    void takeOursTheirsEditedAndUndo() {
        const QByteArray bytes = driverConflicts();
        const QString path = conflicted(QStringLiteral("decide.yaml"), bytes);
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.files()->openPath(path));
        ConflictResolutionDialog* dialog = resolutionView(window);
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        dialog->activateWindow(); // the offscreen platform has no window manager to do it
        QTRY_COMPARE(QApplication::activeWindow(), dialog);
        ConflictResolution* resolution = dialog->resolution();
        QUndoStack* stack = resolution->undoStack();

        // Take Ours decides the first and goes on to the next open one.
        QTest::mouseClick(dialog->takeOursButton(), Qt::LeftButton);
        QCOMPARE(resolution->choice(0)->side, ConflictChoice::Side::Ours);
        QCOMPARE(dialog->conflictTable()->item(0, 1)->text(), QStringLiteral("Ours: worker:5"));
        QCOMPARE(dialog->current(), 1);
        QCOMPARE(stack->count(), 1);

        QTest::mouseClick(dialog->takeTheirsButton(), Qt::LeftButton);
        QCOMPARE(resolution->choice(1)->side, ConflictChoice::Side::Theirs);
        QCOMPARE(dialog->conflictTable()->item(1, 1)->text(), QStringLiteral("Theirs: growth"));
        QCOMPARE(stack->count(), 2);
        QVERIFY(dialog->openButton()->isEnabled());

        // The same decision again is no step.
        QTest::mouseClick(dialog->takeTheirsButton(), Qt::LeftButton);
        QCOMPARE(stack->count(), 2);

        // Ctrl+Z takes the last decision back (and shows it), Ctrl+Shift+Z does it again.
        dialog->conflictTable()->setFocus();
        QCOMPARE(QApplication::focusWidget(), dialog->conflictTable());
        QTest::keySequence(QApplication::focusWidget(),
                           QKeySequence::keyBindings(QKeySequence::Undo).first());
        QVERIFY(!resolution->choice(1));
        QCOMPARE(dialog->current(), 1);
        QCOMPARE(dialog->conflictTable()->item(1, 1)->text(), QStringLiteral("open"));
        QVERIFY(!dialog->openButton()->isEnabled());
        QTest::keySequence(QApplication::focusWidget(),
                           QKeySequence::keyBindings(QKeySequence::Redo).first());
        QCOMPARE(resolution->choice(1)->side, ConflictChoice::Side::Theirs);
        QTest::keySequence(QApplication::focusWidget(),
                           QKeySequence::keyBindings(QKeySequence::Undo).first());
        QVERIFY(!resolution->choice(1));

        // An edited value: not YAML is refused with the reason, and no step is made.
        QCOMPARE(dialog->current(), 1);
        dialog->editedValue()->setPlainText(QStringLiteral("[platform"));
        QTest::mouseClick(dialog->useEditedButton(), Qt::LeftButton);
        QVERIFY(!resolution->choice(1));
        QVERIFY(!dialog->findChild<QLabel*>(QStringLiteral("editError"))->text().isEmpty());
        QCOMPARE(stack->index(), 1);
        dialog->editedValue()->setPlainText(QStringLiteral("platform"));
        QTest::mouseClick(dialog->useEditedButton(), Qt::LeftButton);
        QCOMPARE(resolution->choice(1)->side, ConflictChoice::Side::Edited);
        QCOMPARE(dialog->conflictTable()->item(1, 1)->text(), QStringLiteral("Edited: platform"));
        QCOMPARE(stack->index(), 2);
        QCOMPARE(stack->count(), 2); // the step undone before is gone
        QCOMPARE(stack->undoText(), QStringLiteral("Edit notes of c"));

        // Open Inventory: the merged inventory on the file's path, unsaved; the file as it was.
        QTest::mouseClick(dialog->openButton(), Qt::LeftButton);
        QTRY_VERIFY(!window.files()->resolutionDialog());
        QCOMPARE(window.files()->path(), QFileInfo(path).absoluteFilePath());
        QVERIFY(window.files()->isModified());
        QVERIFY(window.isWindowModified());
        const InventoryDocument& document = *window.document();
        QCOMPARE(document.flowCount(), 3);
        QCOMPARE(
            document.flow(Test::flowWithId(document, QStringLiteral("b"))).text(Field::RetryLayers),
            QStringLiteral("worker:5"));
        QCOMPARE(document.flow(Test::flowWithId(document, QStringLiteral("c"))).text(Field::Notes),
                 QStringLiteral("platform"));
        QCOMPARE(document.flow(Test::flowWithId(document, QStringLiteral("a"))).text(Field::Method),
                 QStringLiteral("polling"));
        QCOMPARE(Test::readFile(path), bytes);

        // Save writes a clean inventory: no markers, OURS patched with the decisions (so its
        // comments and layout stay, as in the merge driver's clean merge), and it lints.
        QVERIFY(window.files()->save());
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(QLatin1Char('\n'))));
        QVERIFY(prompts.asked.isEmpty()); // nothing is dropped, so nothing is asked
        QVERIFY(!window.files()->isModified());
        const QByteArray saved = Test::readFile(path);
        QVERIFY(!ConflictedFile::hasMarkers(saved));
        QCOMPARE(saved, QByteArray("# owned by finance: ask Jo before changing\n"
                                   "format: flow-inventory/1\n"
                                   "title: Test\n"
                                   "flows:\n"
                                   "  - flow_id: a\n"
                                   "    method: polling # measured in March\n"
                                   "    creates_records: no\n"
                                   "    side_effect: none\n"
                                   "    retry_layers: none\n"
                                   "  - flow_id: b\n"
                                   "    method: native\n"
                                   "    creates_records: no\n"
                                   "    side_effect: none\n"
                                   "    retry_layers: worker:5\n"
                                   "  - flow_id: c\n"
                                   "    method: native\n"
                                   "    creates_records: no\n"
                                   "    side_effect: none\n"
                                   "    retry_layers: none\n"
                                   "    notes: platform\n"));
        const FileLint lint = lintFile(path);
        QVERIFY2(lint.readable(), qPrintable(lint.error.toString()));
        QCOMPARE(lint.flowCount(), 3);
    }

    // Take Theirs writes THEIRS's own line, its comment and spacing with it, never OURS's
    // comment beside THEIRS's value; and the save leaves no backup in the work tree.
    void takeTheirsWritesTheirLines() {
        QTemporaryDir tree;
        const QString path = tree.filePath(QStringLiteral("team-flows.yaml"));
        const QByteArray head = "format: flow-inventory/1\n"
                                "title: Test\n"
                                "flows:\n"
                                "  - flow_id: a\n"
                                "    method: native\n";
        const QByteArray tail = "    retry_layers: none  # one layer\n";
        Test::writeFile(path, head +
                                  "<<<<<<< ours (flow a, field ledger_retention_days)\n"
                                  "    ledger_retention_days: 60  # P: two months\n"
                                  "||||||| base\n"
                                  "    ledger_retention_days: 45   # raised from 30\n"
                                  "=======\n"
                                  "    ledger_retention_days: 90     # D: four months, per legal\n"
                                  ">>>>>>> theirs (flow a, field ledger_retention_days)\n" +
                                  tail);
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.files()->openPath(path));
        ConflictResolutionDialog* dialog = resolutionView(window);
        QVERIFY(dialog);
        QTest::mouseClick(dialog->takeTheirsButton(), Qt::LeftButton);
        QTest::mouseClick(dialog->openButton(), Qt::LeftButton);
        QTRY_VERIFY(!window.files()->resolutionDialog());
        QVERIFY(window.files()->save());
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(QLatin1Char('\n'))));
        QCOMPARE(Test::readFile(path),
                 head + "    ledger_retention_days: 90     # D: four months, per legal\n" + tail);
        QCOMPARE(QDir(tree.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("team-flows.yaml")});
    }

    void cancelLeavesEverythingAsItWas() {
        const QByteArray bytes = driverConflicts();
        const QString path = conflicted(QStringLiteral("cancel.yaml"), bytes);
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        QVERIFY(window.files()->openPath(m_good));
        QVERIFY(window.files()->openPath(path));
        ConflictResolutionDialog* dialog = resolutionView(window);
        QVERIFY(dialog);
        QTest::mouseClick(dialog->takeOursButton(), Qt::LeftButton);
        QTest::mouseClick(dialog->takeOursButton(), Qt::LeftButton);
        QVERIFY(dialog->openButton()->isEnabled());
        dialog->reject();
        QTRY_VERIFY(!window.files()->resolutionDialog());
        QCOMPARE(window.files()->path(), QFileInfo(m_good).absoluteFilePath());
        QCOMPARE(window.document()->flowCount(), 3);
        QCOMPARE(window.document()->flow(1).text(Field::RetryLayers),
                 QStringLiteral("sdk:3;worker:5"));
        QVERIFY(!window.files()->isModified());
        QCOMPARE(Test::readFile(path), bytes);
    }

    // A flow deleted on one side: Take Ours leaves it out, Take Theirs keeps theirs.
    void wholeFlowDeletedAgainstChanged_data() {
        QTest::addColumn<bool>("ours");
        QTest::newRow("Take Ours") << true;
        QTest::newRow("Take Theirs") << false;
    }
    void wholeFlowDeletedAgainstChanged() {
        QFETCH(bool, ours);
        const QString path = conflicted(QStringLiteral("deleted.yaml"), deletedAgainstChanged());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        QVERIFY(window.files()->openPath(path));
        ConflictResolutionDialog* dialog = resolutionView(window);
        QVERIFY(dialog);
        QCOMPARE(dialog->conflictTable()->rowCount(), 1);
        QCOMPARE(dialog->conflictTable()->item(0, 0)->text(), QStringLiteral("the whole flow a"));
        QCOMPARE(dialog->findChild<QPlainTextEdit*>(QStringLiteral("oursValue"))->toPlainText(),
                 QStringLiteral("(not in this version: deleted, or never added)"));
        QTest::mouseClick(ours ? dialog->takeOursButton() : dialog->takeTheirsButton(),
                          Qt::LeftButton);
        QTest::mouseClick(dialog->openButton(), Qt::LeftButton);
        QTRY_VERIFY(!window.files()->resolutionDialog());
        const InventoryDocument& document = *window.document();
        QCOMPARE(document.flowCount(), ours ? 1 : 2);
        if (!ours)
            QCOMPARE(
                document.flow(Test::flowWithId(document, QStringLiteral("a"))).text(Field::Method),
                QStringLiteral("polling"));
    }

    // git's line merge has no base section: the base is said to be unknown.
    void plainGitMergeWithoutBase() {
        const QString path = conflicted(QStringLiteral("plain.yaml"), plainGitConflict());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        QVERIFY(window.files()->openPath(path));
        ConflictResolutionDialog* dialog = resolutionView(window);
        QVERIFY(dialog);
        QVERIFY(dialog->conflictTable()->rowCount() >= 1);
        auto* base = dialog->findChild<QPlainTextEdit*>(QStringLiteral("baseValue"));
        QVERIFY(base->toPlainText().contains(QStringLiteral("not known")));
        QVERIFY(!base->isEnabled());
        while (dialog->resolution()->openCount() > 0)
            QTest::mouseClick(dialog->takeTheirsButton(), Qt::LeftButton);
        QTest::mouseClick(dialog->openButton(), Qt::LeftButton);
        QTRY_VERIFY(!window.files()->resolutionDialog());
        QCOMPARE(window.document()->flow(0).text(Field::Method), QStringLiteral("polling"));
    }

    // Markers that are broken, or a side that is not an inventory, are refused like any bad
    // file: the file and line, and the open inventory stays.
    void brokenMarkersAreRefusedWithTheirLine_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("never closed")
            << QByteArray("title: T\nflows:\n<<<<<<< ours\n  - {flow_id: a}\n=======\n")
            << QStringLiteral(":3");
        QTest::newRow("a side not YAML")
            << QByteArray("title: T\nflows:\n<<<<<<< ours\n  - {flow_id: [a\n=======\n  - "
                          "{flow_id: b}\n>>>>>>> theirs\n")
            << QStringLiteral("ours");
    }
    void brokenMarkersAreRefusedWithTheirLine() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const QString path = conflicted(QStringLiteral("broken.yaml"), bytes);
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(m_good));
        QVERIFY(!window.files()->openPath(path));
        QVERIFY(!window.files()->resolutionDialog());
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY2(prompts.errors.first().startsWith(QStringLiteral("Cannot open broken.yaml\n") +
                                                   path + QLatin1Char(':')),
                 qPrintable(prompts.errors.first()));
        QVERIFY2(prompts.errors.first().contains(expected), qPrintable(prompts.errors.first()));
        QCOMPARE(window.files()->path(), QFileInfo(m_good).absoluteFilePath());
    }
};

QTEST_MAIN(TestConflictResolution)
#include "tst_conflictresolution.moc"
