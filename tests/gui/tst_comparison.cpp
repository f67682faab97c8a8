// File → Compare With… another file: the Changes dock lists the verdicts first (the findings
// the change adds and removes), then the flows removed, added and changed field by field
// and the top-level keys; selecting an entry selects its flow (and field) in the table while
// the keyboard stays in the list, and the list follows the edits.
#include "core/document/inventorydocument.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/compare/compareactions.h"
#include "ui/compare/comparisondock.h"
#include "ui/compare/comparisonentries.h"
#include "ui/files/documentfiles.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace FlowAudit;

namespace {

// The version before threeFlowsYaml(): b did not retry twice (the change adds RT01), c had
// other notes, d is gone, e is new, and the title changed.
QByteArray beforeYaml() {
    return "title: Old title\n"
           "flows:\n"
           "  - {flow_id: a, method: native, creates_records: no, side_effect: none, retry_layers: "
           "none}\n"
           "  - {flow_id: b, method: native, creates_records: no, side_effect: none, retry_layers: "
           "none}\n"
           "  - {flow_id: c, method: native, creates_records: no, side_effect: none, retry_layers: "
           "none,\n"
           "     inbound_webhook: yes, ack_p99_seconds: 1.2, team: payments, notes: old}\n"
           "  - {flow_id: d, method: polling, creates_records: no, side_effect: none, "
           "retry_layers: none}\n";
}

QTreeWidgetItem* topLevelStartingWith(QTreeWidget* tree, const QString& start) {
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        if (tree->topLevelItem(i)->text(0).startsWith(start))
            return tree->topLevelItem(i);
    }
    return nullptr;
}

QTreeWidgetItem* child(QTreeWidgetItem* parent, const QString& text) {
    for (int i = 0; parent && i < parent->childCount(); ++i) {
        if (parent->child(i)->text(0) == text)
            return parent->child(i);
    }
    return nullptr;
}

QStringList topLevelTexts(QTreeWidget* tree) {
    QStringList texts;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        texts.append(tree->topLevelItem(i)->text(0));
    return texts;
}

} // namespace

class TestComparison : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_now;
    QString m_before;

    struct Compared {
        Test::ScriptedPrompts prompts;
        MainWindow window{&prompts};
        ComparisonDock* dock() const { return window.comparisonDock(); }
        QTreeWidget* tree() const { return dock()->view(); }
    };

    // The window on the file of now, compared with the file before through the File menu.
    void compare(Compared& c) {
        c.window.resize(1400, 900);
        c.window.show();
        QVERIFY(QTest::qWaitForWindowActive(&c.window));
        QVERIFY(c.window.files()->openPath(m_now));
        c.prompts.compareAnswers.append({CompareSource::Kind::File, m_before});
        auto* action = c.window.findChild<QAction*>(QStringLiteral("actionCompareWith"));
        QVERIFY(action);
        QVERIFY(c.dock()->isHidden());
        action->trigger();
        QCOMPARE(c.prompts.asked, QStringList{QStringLiteral("compare:now.yaml")});
        QVERIFY(!c.prompts.compareOffers.first().inGit);
        QVERIFY(c.dock()->isVisible());
        QVERIFY(c.dock()->hasComparison());
    }

private slots:
    void initTestCase() {
        Test::isolateSettings();
        m_now = m_dir.filePath(QStringLiteral("now.yaml"));
        m_before = m_dir.filePath(QStringLiteral("before.yaml"));
        QByteArray now = Test::threeFlowsYaml();
        now += "  - {flow_id: e, method: native, creates_records: no, side_effect: none, "
               "retry_layers: none}\n";
        Test::writeFile(m_now, now);
        Test::writeFile(m_before, beforeYaml());
    }

    void verdictsComeFirstThenTheFlows() {
        Compared c;
        compare(c);
        QTreeWidget* tree = c.tree();
        const QStringList groups = topLevelTexts(tree);
        QCOMPARE(groups, (QStringList{QStringLiteral("Findings the change adds (1)"),
                                      QStringLiteral("Findings the change removes (1)"),
                                      QStringLiteral("Flows added (1)"),
                                      QStringLiteral("Flows removed (1)"),
                                      QStringLiteral("Flows changed (2)"),
                                      QStringLiteral("Top-level keys (1)")}));
        QTreeWidgetItem* added = tree->topLevelItem(0);
        QCOMPARE(added->childCount(), 1);
        QCOMPARE(added->child(0)->text(0), QStringLiteral("adds FAIL RT01 to b (retry_layers)"));
        QVERIFY(!added->child(0)->text(2).isEmpty()); // the finding's message, after
        // The verdict line above the list says it first.
        const QString verdict = c.dock()->verdictLabel()->text();
        QVERIFY2(verdict.startsWith(
                     QStringLiteral("Verdicts: FAIL 1, WARN 1, INFO 0 → FAIL 1, WARN 1, INFO 0.")),
                 qPrintable(verdict));
        QVERIFY2(
            verdict.contains(QStringLiteral("The change adds 1 finding and removes 1 finding.")),
            qPrintable(verdict));
        // d's finding goes with d.
        QTreeWidgetItem* gone = tree->topLevelItem(1);
        QCOMPARE(gone->childCount(), 1);
        QVERIFY2(gone->child(0)->text(0).startsWith(QStringLiteral("removes FAIL SC02 from d")),
                 qPrintable(gone->child(0)->text(0)));
        QVERIFY(!gone->child(0)->text(1).isEmpty()); // its message, before

        QTreeWidgetItem* e =
            child(topLevelStartingWith(tree, QStringLiteral("Flows added")), QStringLiteral("e"));
        QVERIFY(e);
        QVERIFY(child(topLevelStartingWith(tree, QStringLiteral("Flows removed")),
                      QStringLiteral("d")));
        QTreeWidgetItem* cFlow =
            child(topLevelStartingWith(tree, QStringLiteral("Flows changed")), QStringLiteral("c"));
        QVERIFY(cFlow);
        QTreeWidgetItem* notes = child(cFlow, QStringLiteral("notes"));
        QVERIFY(notes);
        QCOMPARE(notes->text(1), QStringLiteral("old"));
        QCOMPARE(notes->text(2), QStringLiteral("(none)"));
        QTreeWidgetItem* title = child(topLevelStartingWith(tree, QStringLiteral("Top-level keys")),
                                       QStringLiteral("title"));
        QVERIFY(title);
        QCOMPARE(title->text(1), QStringLiteral("Old title"));
        QCOMPARE(title->text(2), QStringLiteral("Test"));
        QCOMPARE(c.dock()->windowTitle(), QStringLiteral("Changes (7)"));
        Test::keepScreenshot(&c.window, QStringLiteral("comparison.png"));
    }

    void selectingAnEntrySelectsItsFlow() {
        Compared c;
        compare(c);
        QTreeWidget* tree = c.tree();
        tree->setFocus();
        QWidget* focus = QApplication::focusWidget(); // the tree, once the window is active
        QTreeWidgetItem* rt01 = tree->topLevelItem(0)->child(0);
        tree->setCurrentItem(rt01);
        const QModelIndex current = c.window.table()->currentIndex();
        QCOMPARE(c.window.table()->flowIndexAt(current.row()), 1);
        QCOMPARE(c.window.proxy()->mapToSource(current).column(),
                 c.window.model()->columnOf(Field::RetryLayers));
        QCOMPARE(c.window.table()->selectionModel()->selectedIndexes(), QModelIndexList{current});
        QCOMPARE(QApplication::focusWidget(), focus); // the keyboard stays in the list

        QTreeWidgetItem* notes = child(
            child(topLevelStartingWith(tree, QStringLiteral("Flows changed")), QStringLiteral("c")),
            QStringLiteral("notes"));
        tree->setCurrentItem(notes);
        QCOMPARE(c.window.table()->flowIndexAt(c.window.table()->currentIndex().row()), 2);
        QCOMPARE(c.window.proxy()->mapToSource(c.window.table()->currentIndex()).column(),
                 c.window.model()->columnOf(Field::Notes));

        // A flow only in the version before has nothing to select: the table stays.
        tree->setCurrentItem(child(topLevelStartingWith(tree, QStringLiteral("Flows removed")),
                                   QStringLiteral("d")));
        QCOMPARE(c.window.table()->flowIndexAt(c.window.table()->currentIndex().row()), 2);

        // Enter goes to the flow.
        tree->setCurrentItem(
            child(topLevelStartingWith(tree, QStringLiteral("Flows added")), QStringLiteral("e")));
        QCOMPARE(c.window.table()->flowIndexAt(c.window.table()->currentIndex().row()), 3);
        emit tree->itemActivated(tree->currentItem(), 0); // Enter, or a double click
        QCOMPARE(c.window.table()->hasFocus() || !focus, true);
    }

    void theListFollowsTheEdits() {
        Compared c;
        compare(c);
        // Undo b's second retry layer: RT01 is no longer added, and b's entry is gone.
        QVERIFY(c.window.model()->setData(
            c.window.model()->index(1, c.window.model()->columnOf(Field::RetryLayers)),
            QStringLiteral("none")));
        QTRY_VERIFY(!topLevelStartingWith(c.tree(), QStringLiteral("Findings the change adds")));
        QVERIFY2(c.dock()->verdictLabel()->text().endsWith(
                     QStringLiteral("The change adds 0 findings and removes 1 finding.")),
                 qPrintable(c.dock()->verdictLabel()->text()));
        c.window.undoStack()->undo();
        QTRY_VERIFY(topLevelStartingWith(c.tree(), QStringLiteral("Findings the change adds")));
    }

    void theSameInventorySaysSo() {
        Compared c;
        c.window.show();
        QVERIFY(c.window.files()->openPath(m_before));
        QVERIFY(
            c.window.compareActions()->compareWithSource({CompareSource::Kind::File, m_before}));
        QCOMPARE(
            topLevelTexts(c.tree()),
            QStringList{QStringLiteral("The same inventory: no flow, key or waiver differs.")});
        QVERIFY(c.dock()->verdictLabel()->text().startsWith(
            QStringLiteral("The verdicts do not change")));
    }

    void anUnreadableFileIsSaid() {
        Compared c;
        QVERIFY(c.window.files()->openPath(m_now));
        const QString bad = m_dir.filePath(QStringLiteral("bad.yaml"));
        Test::writeFile(bad, "flows: [\n");
        QVERIFY(!c.window.compareActions()->compareWithSource({CompareSource::Kind::File, bad}));
        QCOMPARE(c.prompts.errors.size(), 1);
        QVERIFY2(c.prompts.errors.first().startsWith(
                     QStringLiteral("Cannot compare with bad.yaml\n") + bad + QLatin1Char(':')),
                 qPrintable(c.prompts.errors.first()));
        QVERIFY(!c.dock()->hasComparison());
    }
};

QTEST_MAIN(TestComparison)
#include "tst_comparison.moc"
