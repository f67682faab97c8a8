#include "core/document/inventorydocument.h"
#include "core/model/reviewchecklist.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/actions/flowactions.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/docks/flowformdock.h"
#include "ui/mainwindow.h"
#include "ui/models/flowfilterproxymodel.h"
#include "ui/models/reviewchecklistmodel.h"
#include "ui/views/explainedlineedit.h"
#include "ui/views/inventorytableview.h"
#include "ui/views/tableclipboard.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDate>
#include <QLineEdit>
#include <QTableView>
#include <QTest>

using namespace FlowAudit;

namespace {

// A table over the fixture, shown, as the window has it.
struct TableFixture : Test::EditorFixture {
    TableFixture()
        : EditorFixture(Test::threeFlowsYaml()) {
        proxy.setSourceModel(&model);
        view.setModel(&proxy);
        view.resize(1200, 400);
        view.show();
        if (!QTest::qWaitForWindowExposed(&view))
            qWarning("table not exposed");
    }
    QModelIndex viewCell(int row, Field field) const {
        return proxy.index(row, model.columnOf(field));
    }

    FlowFilterProxyModel proxy;
    InventoryTableView view;
    TableClipboard clipboard{&view, &model, &editor};
};

// The language's numbers for one test: QLocale's default, as the window's language sets it.
struct NumbersOf {
    explicit NumbersOf(const char* language) {
        QLocale::setDefault(QLocale(QLatin1StringView(language)));
    }
    ~NumbersOf() { QLocale::setDefault(previous); }
    QLocale previous;
};

template <typename Editor> Editor* openEditor(TableFixture& f, const QModelIndex& index) {
    f.view.setCurrentIndex(index);
    f.view.edit(index);
    QApplication::processEvents();
    return f.view.viewport()->findChild<Editor*>();
}

} // namespace

class TestEditing : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void numberEditorRefusesWhatTheRulesCallInvalidAndSaysWhy() {
        TableFixture f;
        f.stack.setClean();
        auto* editor = openEditor<ExplainedLineEdit>(f, f.viewCell(2, Field::SenderTimeoutSeconds));
        QVERIFY(editor);
        editor->lineEdit()->selectAll();
        QTest::keyClicks(editor->lineEdit(), QStringLiteral("5s"));
        QVERIFY(!editor->isAcceptable());
        QVERIFY2(editor->explanation().contains(QStringLiteral("5s")),
                 qPrintable(editor->explanation()));
        QTest::keyClick(editor->lineEdit(), Qt::Key_Return);
        QApplication::processEvents();
        QVERIFY(f.stack.isClean());
        QVERIFY(f.view.viewport()->findChild<ExplainedLineEdit*>()); // still open, still saying why

        QTest::keyClick(editor->lineEdit(), Qt::Key_Backspace);
        QVERIFY(editor->isAcceptable());
        QTest::keyClick(editor->lineEdit(), Qt::Key_Return);
        QApplication::processEvents();
        QCOMPARE(f.document.flow(2).text(Field::SenderTimeoutSeconds), QStringLiteral("5"));
        // ack 1.2 s within half of 5 s: the WARN for the blank timeout is gone.
        QCOMPARE(f.model.index(2, 0).data().toString(), QStringLiteral("OK"));
        QCOMPARE(f.stack.count(), 1);
    }

    void zeroIsRefusedWhereTheRulesWantAboveZero() {
        TableFixture f;
        auto* editor = openEditor<ExplainedLineEdit>(f, f.viewCell(2, Field::SenderTimeoutSeconds));
        QVERIFY(editor);
        editor->setText(QStringLiteral("0"));
        QVERIFY(!editor->isAcceptable());
        editor->setText(QStringLiteral("0.5"));
        QVERIFY(editor->isAcceptable());
    }

    // Numbers read the one way (core/model/typednumber): German writes a decimal comma, so
    // "0,5" in a cell saves 0.5; "2.000" could be 2000 or 2 there and is refused, saying both.
    void aGermanDecimalCommaInACellSavesThePlainForm() {
        const NumbersOf german("de");
        TableFixture f;
        f.stack.setClean();
        auto* editor = openEditor<ExplainedLineEdit>(f, f.viewCell(2, Field::AckP99Seconds));
        QVERIFY(editor);
        editor->lineEdit()->selectAll();
        QTest::keyClicks(editor->lineEdit(), QStringLiteral("0,5"));
        QVERIFY2(editor->isAcceptable(), qPrintable(editor->explanation()));
        QVERIFY2(editor->explanation().contains(QStringLiteral("0.5")),
                 qPrintable(editor->explanation()));
        QTest::keyClick(editor->lineEdit(), Qt::Key_Return);
        QApplication::processEvents();
        QCOMPARE(f.document.flow(2).text(Field::AckP99Seconds), QStringLiteral("0.5"));
        QCOMPARE(f.stack.count(), 1);

        editor = openEditor<ExplainedLineEdit>(f, f.viewCell(2, Field::LedgerRetentionDays));
        QVERIFY(editor);
        QTest::keyClicks(editor->lineEdit(), QStringLiteral("2.000"));
        QVERIFY(!editor->isAcceptable());
        QVERIFY2(editor->explanation().contains(QStringLiteral("2000")) &&
                     editor->explanation().contains(QStringLiteral(" 2")),
                 qPrintable(editor->explanation()));
        QTest::keyClick(editor->lineEdit(), Qt::Key_Return);
        QApplication::processEvents();
        QCOMPARE(f.stack.count(), 1);
        QVERIFY(f.document.flow(2).isBlank(Field::LedgerRetentionDays));
        editor->setText(QStringLiteral("1 234"));
        QVERIFY(!editor->isAcceptable());
        QVERIFY2(editor->explanation().contains(QStringLiteral("write 1234")),
                 qPrintable(editor->explanation()));
    }

    // English writes a decimal point: a comma there is refused with how to write it, and
    // 2.000 is the decimal 2.000, as the file reads it.
    void anEnglishCellRefusesADecimalComma() {
        const NumbersOf english("en");
        TableFixture f;
        auto* editor = openEditor<ExplainedLineEdit>(f, f.viewCell(2, Field::AckP99Seconds));
        QVERIFY(editor);
        editor->setText(QStringLiteral("0,5"));
        QVERIFY(!editor->isAcceptable());
        QVERIFY2(editor->explanation().contains(QStringLiteral("write 0.5")),
                 qPrintable(editor->explanation()));
        editor->setText(QStringLiteral("2.000"));
        QVERIFY(editor->isAcceptable());
    }

    // The flow form reads numbers as the table's cells do.
    void theFlowFormReadsADecimalCommaToo() {
        const NumbersOf german("de");
        Test::EditorFixture f(Test::threeFlowsYaml());
        FlowFormDock dock(&f.document, &f.editor, &f.model);
        dock.show();
        dock.setFlow(2);
        auto* ack = qobject_cast<QLineEdit*>(dock.fieldEditor(Field::AckP99Seconds));
        QVERIFY(ack);
        ack->setText(QStringLiteral("0,25"));
        emit ack->editingFinished();
        QCOMPARE(f.document.flow(2).text(Field::AckP99Seconds), QStringLiteral("0.25"));
        ack->setText(QStringLiteral("1.234"));
        emit ack->editingFinished();
        QCOMPARE(f.document.flow(2).text(Field::AckP99Seconds), QStringLiteral("0.25"));
        QCOMPARE(f.stack.count(), 1);
    }

    void retryLayersEditorShowsLayersAndProductWhileTyping() {
        TableFixture f;
        auto* editor = openEditor<ExplainedLineEdit>(f, f.viewCell(0, Field::RetryLayers));
        QVERIFY(editor);
        editor->lineEdit()->selectAll();
        QTest::keyClicks(editor->lineEdit(), QStringLiteral("sdk:2;queue:3"));
        QVERIFY2(editor->explanation().contains(QStringLiteral("6")),
                 qPrintable(editor->explanation()));
        QVERIFY(editor->explanation().contains(QStringLiteral("within")));
        QTest::keyClicks(editor->lineEdit(), QStringLiteral(";worker:2"));
        QVERIFY(editor->explanation().contains(QStringLiteral("12")));
        QVERIFY(editor->explanation().contains(QStringLiteral("RT01")));
        QTest::keyClick(editor->lineEdit(), Qt::Key_Return);
        QApplication::processEvents();
        QCOMPARE(f.model.index(0, 0).data().toString(), QStringLiteral("FAIL"));
    }

    void tabOnARefusedNumberKeepsTheEditorAndTheTyping() {
        TableFixture f;
        auto* editor = openEditor<ExplainedLineEdit>(f, f.viewCell(2, Field::AckP99Seconds));
        QVERIFY(editor);
        editor->lineEdit()->selectAll();
        QTest::keyClicks(editor->lineEdit(), QStringLiteral("fast"));
        QTest::keyClick(editor->lineEdit(), Qt::Key_Tab);
        QApplication::processEvents();
        QCOMPARE(f.view.viewport()->findChild<ExplainedLineEdit*>(), editor);
        QCOMPARE(editor->text(), QStringLiteral("fast"));
        editor->setText(QStringLiteral("0.9"));
        QTest::keyClick(editor->lineEdit(), Qt::Key_Tab);
        QApplication::processEvents();
        QCOMPARE(f.document.flow(2).text(Field::AckP99Seconds), QStringLiteral("0.9"));
        QCOMPARE(f.view.currentIndex(), f.viewCell(2, Field::SenderTimeoutSeconds)); // Tab moves on
    }

    void aValueOutsideTheListKeepsItsSpellingWhenLeftAlone() {
        TableFixture f;
        f.model.setData(f.cell(0, Field::CreatesRecords), QStringLiteral("Yes"));
        const int steps = f.stack.count();
        auto* combo = openEditor<QComboBox>(f, f.viewCell(0, Field::CreatesRecords));
        QVERIFY(combo);
        QCOMPARE(combo->currentText(), QStringLiteral("Yes"));
        f.view.setCurrentIndex(f.viewCell(0, Field::Name));
        QApplication::processEvents();
        QCOMPARE(f.document.flow(0).text(Field::CreatesRecords), QStringLiteral("Yes"));
        QCOMPARE(f.stack.count(), steps);
    }

    void yesNoAndEnumsAreChosenFromAList() {
        TableFixture f;
        auto* combo = openEditor<QComboBox>(f, f.viewCell(0, Field::CreatesRecords));
        QVERIFY(combo);
        QCOMPARE(combo->currentText(), QStringLiteral("no"));
        QVERIFY(combo->findText(QStringLiteral("yes")) >= 0);
        combo->setCurrentIndex(combo->findText(QStringLiteral("yes")));
        f.view.setCurrentIndex(f.viewCell(0, Field::Name)); // leaving the cell commits
        QApplication::processEvents();
        QCOMPARE(f.document.flow(0).text(Field::CreatesRecords), QStringLiteral("yes"));
        QVERIFY(f.document.engine().findings(0).size() > 0); // creates records without a key: IP01
    }

    // In the window, where Alt+Down is Move Flow Down: in a drop-down editor it opens the
    // list, and no flow moves.
    void altDownOpensTheDropDownList() {
        Test::ExampleWindow example;
        MainWindow& window = example.window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString first = window.document()->flow(0).text(Field::FlowId);
        const QModelIndex cell = example.cell(0, Field::CreatesRecords);
        window.table()->setCurrentIndex(cell);
        window.table()->edit(cell);
        QApplication::processEvents();
        auto* combo = window.table()->viewport()->findChild<QComboBox*>();
        QVERIFY(combo);
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Down, Qt::AltModifier);
        QTRY_VERIFY(combo->view()->isVisible());
        QCOMPARE(window.document()->flow(0).text(Field::FlowId), first);
        QVERIFY(window.editor()->undoStack()->count() == 0);
        combo->hidePopup();
    }

    void pasteOfARangeIsOneStep() {
        TableFixture f;
        f.view.setCurrentIndex(f.viewCell(0, Field::Name));
        QVERIFY(f.clipboard.paste(
            QStringLiteral("first\tstripe\nsecond\thubspot\nthird\tpipedrive\n")));
        QCOMPARE(f.stack.count(), 1);
        QCOMPARE(f.document.flow(2).text(Field::Name), QStringLiteral("third"));
        QCOMPARE(f.document.flow(1).text(Field::Source), QStringLiteral("hubspot"));
        f.stack.undo();
        QCOMPARE(f.document.flow(2).text(Field::Name), QString());
        QCOMPARE(f.document.flow(1).text(Field::Source), QString());
    }

    // A paste reads numbers as a cell does, all or nothing: a decimal comma where the
    // language writes one becomes a point; a thousands separator refuses the whole paste,
    // naming the clipboard's cell and how to write it.
    void pasteReadsNumbersTheOneWay() {
        const NumbersOf german("de");
        TableFixture f;
        f.view.setCurrentIndex(f.viewCell(1, Field::AckP99Seconds));
        QVERIFY(f.clipboard.paste(QStringLiteral("0,5\n3,25\n")));
        QCOMPARE(f.document.flow(1).text(Field::AckP99Seconds), QStringLiteral("0.5"));
        QCOMPARE(f.document.flow(2).text(Field::AckP99Seconds), QStringLiteral("3.25"));
        QCOMPARE(f.stack.count(), 1);

        f.view.setCurrentIndex(f.viewCell(0, Field::LedgerRetentionDays));
        QVERIFY(!f.clipboard.paste(QStringLiteral("45\n1 234\n")));
        QCOMPARE(f.stack.count(), 1);
        QVERIFY(f.document.flow(0).isBlank(Field::LedgerRetentionDays));
        QVERIFY2(f.clipboard.notice().contains(QStringLiteral("row 2, column 1")) &&
                     f.clipboard.notice().contains(QStringLiteral("write 1234")),
                 qPrintable(f.clipboard.notice()));
        QVERIFY(!f.clipboard.pasteAsNewFlows(
            QStringLiteral("flow_id\tledger_retention_days\nx1\t1.234,5\n")));
        QCOMPARE(f.document.flowCount(), 3);
        QVERIFY2(f.clipboard.notice().contains(QStringLiteral("write 1234.5")),
                 qPrintable(f.clipboard.notice()));
    }

    void pastePastTheLastFlowAddsFlows() {
        TableFixture f;
        f.view.setCurrentIndex(f.viewCell(2, Field::FlowId));
        QVERIFY(f.clipboard.paste(QStringLiteral("c\nd\ne\n")));
        QCOMPARE(f.document.flowCount(), 5);
        QCOMPARE(f.document.flow(4).text(Field::FlowId), QStringLiteral("e"));
        QCOMPARE(f.stack.count(), 1);
        f.stack.undo();
        QCOMPARE(f.document.flowCount(), 3);
    }

    void pasteWithAHeaderRowMapsColumnsByName() {
        TableFixture f;
        f.view.setCurrentIndex(f.viewCell(0, Field::Name));
        QVERIFY(
            f.clipboard.paste(QStringLiteral("flow_id\tRetry layers\tteam\n"
                                             "x1\tnone\tops\nx2\tsdk:9;w:9\tops\nx3\tnone\t\n")));
        QCOMPARE(f.document.flowCount(), 6);
        QCOMPARE(f.document.flow(1).text(Field::FlowId),
                 QStringLiteral("x1")); // after the current flow
        QCOMPARE(f.document.flow(2).text(Field::RetryLayers), QStringLiteral("sdk:9;w:9"));
        QCOMPARE(f.document.flow(1).extraFields().front().value.text(), QStringLiteral("ops"));
        QCOMPARE(f.stack.count(), 1);
    }

    void pasteAsNewFlowsAddsEveryRowAfterTheCurrentFlow() {
        TableFixture f;
        f.view.setCurrentIndex(f.viewCell(0, Field::FlowId));
        QVERIFY(f.clipboard.pasteAsNewFlows(QStringLiteral("n1\tfirst\nn2\tsecond\n")));
        QCOMPARE(f.document.flowCount(), 5);
        QCOMPARE(f.document.flow(1).text(Field::FlowId), QStringLiteral("n1"));
        QCOMPARE(f.document.flow(2).text(Field::Name), QStringLiteral("second"));
        QCOMPARE(f.document.flow(3).text(Field::FlowId), QStringLiteral("b"));
        QCOMPARE(f.stack.undoText(), QStringLiteral("Paste 2 flows"));
    }

    void aCopiedRowPastesBackInPlace() {
        TableFixture f;
        f.view.selectRow(1); // the status column is selected too, and current
        const QString row = f.clipboard.selectionText();
        QVERIFY2(row.startsWith(QStringLiteral("b\t")), qPrintable(row));
        f.view.setCurrentIndex(f.proxy.index(0, InventoryModel::StatusColumn));
        QVERIFY(f.clipboard.paste(row));
        Flow expected = f.document.flow(1);
        QVERIFY(f.document.flow(0) == expected);
    }

    void valuesThatHappenToBeFieldNamesAreNotAHeader() {
        TableFixture f;
        f.view.setCurrentIndex(f.viewCell(0, Field::Method));
        QVERIFY(f.clipboard.paste(QStringLiteral("ipaas\nipaas\n")));
        QCOMPARE(f.document.flowCount(), 3);
        QCOMPARE(f.document.flow(1).text(Field::Method), QStringLiteral("ipaas"));
        f.view.setCurrentIndex(f.viewCell(0, Field::Source));
        QVERIFY(f.clipboard.paste(QStringLiteral("name\tname\nx\ty\n")));
        QCOMPARE(f.document.flowCount(), 3); // the same column twice: values, not a header
        QCOMPARE(f.document.flow(1).text(Field::Source), QStringLiteral("x"));
    }

    void copyGivesTabSeparatedText() {
        TableFixture f;
        const QItemSelection range(f.viewCell(0, Field::FlowId), f.viewCell(1, Field::Name));
        f.view.selectionModel()->select(range, QItemSelectionModel::ClearAndSelect);
        QCOMPARE(f.clipboard.selectionText(), QStringLiteral("a\t\nb\t\n"));
    }

    void clearingCellsIsOneStepAndBlankOnesChangeNothing() {
        TableFixture f;
        f.view.selectionModel()->select(
            QItemSelection(f.viewCell(0, Field::Name), f.viewCell(2, Field::Name)),
            QItemSelectionModel::ClearAndSelect);
        QVERIFY(!f.clipboard.clearSelection()); // names are blank already
        f.view.selectionModel()->select(
            QItemSelection(f.viewCell(0, Field::RetryLayers), f.viewCell(2, Field::RetryLayers)),
            QItemSelectionModel::ClearAndSelect);
        QVERIFY(f.clipboard.clearSelection());
        QCOMPARE(f.stack.count(), 1);
        QVERIFY(f.document.flow(1).isBlank(Field::RetryLayers));
    }

    void flowActionsAddDuplicateDeleteAndMove() {
        TableFixture f;
        FlowActions actions(&f.view, &f.proxy, &f.model, &f.editor, nullptr);
        f.view.setCurrentIndex(f.viewCell(0, Field::FlowId));
        actions.addFlow->trigger();
        QCOMPARE(f.document.flow(1).text(Field::FlowId), QStringLiteral("new_flow"));
        actions.addFlow->trigger();
        QCOMPARE(f.document.flow(2).text(Field::FlowId), QStringLiteral("new_flow_2"));
        QCOMPARE(f.view.currentFlowIndex(), 2);
        actions.duplicateFlows->trigger();
        QCOMPARE(f.document.flow(3).text(Field::FlowId), QStringLiteral("new_flow_2_copy"));
        QCOMPARE(f.document.flowCount(), 6);
        f.view.setCurrentIndex(f.viewCell(5, Field::FlowId));
        actions.moveUp->trigger();
        QCOMPARE(f.document.flow(4).text(Field::FlowId), QStringLiteral("c"));
        f.view.selectionModel()->select(
            QItemSelection(f.viewCell(1, Field::FlowId), f.viewCell(3, Field::FlowId)),
            QItemSelectionModel::ClearAndSelect);
        actions.deleteFlows->trigger();
        QCOMPARE(f.document.flowCount(), 3);
        QCOMPARE(f.stack.undoText(), QStringLiteral("Delete 3 flows"));
        while (f.stack.canUndo())
            f.stack.undo();
        QCOMPARE(f.document.inventory(), Test::inventoryFromYaml(Test::threeFlowsYaml()));
    }

    void flowFormEditsAndReviewsTheSelectedFlow() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        FlowFormDock dock(&f.document, &f.editor, &f.model);
        dock.show();
        dock.setFlow(1);
        auto* layers = qobject_cast<QLineEdit*>(dock.fieldEditor(Field::RetryLayers));
        QVERIFY(layers);
        QCOMPARE(layers->text(), QStringLiteral("sdk:3;worker:5"));
        layers->setText(QStringLiteral("sdk:1;worker:5"));
        emit layers->editingFinished();
        QCOMPARE(f.document.flow(1).text(Field::RetryLayers), QStringLiteral("sdk:1;worker:5"));
        QCOMPARE(f.stack.count(), 1);

        // A number the rules refuse stays in the form and is not committed.
        auto* ack = qobject_cast<QLineEdit*>(dock.fieldEditor(Field::AckP99Seconds));
        ack->setText(QStringLiteral("fast"));
        emit ack->editingFinished();
        QCOMPARE(f.stack.count(), 1);

        auto* checklist = qobject_cast<ReviewChecklistModel*>(dock.checklistView()->model());
        QVERIFY(checklist);
        QCOMPARE(checklist->rowCount(), 18);
        const QModelIndex status = checklist->index(0, ReviewChecklistModel::StatusColumn);
        QCOMPARE(status.data().toString(), QStringLiteral("open"));
        QVERIFY(checklist->setData(status, int(ManualReview::Status::Pass)));
        const ManualReview review = ReviewChecklist::review(f.document.flow(1).reviews(), u"IP04");
        QCOMPARE(review.status, ManualReview::Status::Pass);
        QCOMPARE(review.on, QDate::currentDate().toString(Qt::ISODate));
        QVERIFY(checklist->setData(checklist->index(0, ReviewChecklistModel::ByColumn),
                                   QStringLiteral("jd")));
        QCOMPARE(checklist->index(0, ReviewChecklistModel::ByColumn).data().toString(),
                 QStringLiteral("jd"));
        QCOMPARE(f.stack.undoText(), QStringLiteral("Review IP04"));
        QVERIFY(!checklist->setData(checklist->index(0, ReviewChecklistModel::ByColumn),
                                    QStringLiteral("jd")));
        f.stack.undo();
        f.stack.undo();
        QVERIFY(f.document.flow(1).reviews().isNull());
    }

    void reviewsFlowAuditCannotReadAreLeftAlone() {
        Test::EditorFixture f(
            "flows:\n  - flow_id: a\n    reviews: {IP04: {status: waived}, IP05: [x, y]}\n");
        ReviewChecklistModel checklist(&f.document, &f.editor);
        checklist.setFlow(0);
        const QModelIndex waived = checklist.index(0, ReviewChecklistModel::StatusColumn);
        QCOMPARE(waived.data().toString(), QStringLiteral("waived"));
        QCOMPARE(waived.data(Qt::EditRole).toInt(), ReviewChecklistModel::UnknownStatus);
        QVERIFY(!checklist.setData(waived, ReviewChecklistModel::UnknownStatus));
        const QModelIndex list = checklist.index(1, ReviewChecklistModel::NoteColumn);
        QVERIFY(!(checklist.flags(list) & Qt::ItemIsEditable));
        QVERIFY(!checklist.setData(list, QStringLiteral("note")));
        QCOMPARE(f.stack.count(), 0);
    }
};

QTEST_MAIN(TestEditing)
#include "tst_editing.moc"
