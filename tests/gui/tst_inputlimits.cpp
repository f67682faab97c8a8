// Text enters the editor at four places: a cell editor, the flow form, a paste and a CSV
// import. Each refuses a cell over the readers' limit with the reason, so the editor never
// saves what it cannot open again; the largest accepted cell saves and opens.
#include "core/export/inventoryexport.h"
#include "core/io/files/inventoryfile.h"
#include "core/io/ioerror.h"
#include "guitestsupport.h"
#include "ui/docks/flowformdock.h"
#include "ui/models/flowfilterproxymodel.h"
#include "ui/models/reviewchecklistmodel.h"
#include "ui/views/explainedlineedit.h"
#include "ui/views/inventorytableview.h"
#include "ui/views/tableclipboard.h"

#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

namespace {

const QString TooLong = QString(2000000, QLatin1Char('k'));
const QString Largest = QString(InputLimits::MaxValueBytes, QLatin1Char('k'));

struct TableFixture : Test::TableFixture {
    QModelIndex keyCell(int row) const {
        return proxy.index(row, model.columnOf(Field::IdempotencyKey));
    }
};

} // namespace

class TestInputLimits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void theEditorFacadeRefusesOverTheLimit() {
        Test::EditorFixture f(Test::threeFlowsYaml());
        QVERIFY(!f.editor.setCell(0, FlowColumn::known(Field::IdempotencyKey), TooLong));
        QVERIFY(!f.model.setData(f.cell(0, Field::IdempotencyKey), TooLong));
        QVERIFY(!f.editor.setCells({{0, FlowColumn::known(Field::Notes), TooLong}}, {}, 0,
                                   QStringLiteral("paste")));
        QCOMPARE(f.stack.count(), 0);
        QVERIFY(f.editor.setCell(0, FlowColumn::known(Field::IdempotencyKey), Largest));
    }

    void aPasteOverTheLimitIsRefusedWithTheReason() {
        TableFixture f;
        f.view.setCurrentIndex(f.keyCell(0));
        QVERIFY(!f.clipboard.paste(TooLong));
        QVERIFY(
            !f.clipboard.pasteAsNewFlows(QStringLiteral("x\t") + TooLong + QStringLiteral("\n")));
        QCOMPARE(f.stack.count(), 0);
        QCOMPARE(f.document.flowCount(), 3);
        QVERIFY2(f.clipboard.notice().contains(QStringLiteral("Nothing pasted")) &&
                     f.clipboard.notice().contains(QStringLiteral("column 2")) &&
                     f.clipboard.notice().contains(QStringLiteral("at most 1 MB")),
                 qPrintable(f.clipboard.notice()));
    }

    // The cell editor says why under the cell and keeps the old value on Enter; QLineEdit's
    // own 32767-character limit no longer cuts a long paste without a word.
    void theCellEditorRefusesWithTheReason() {
        TableFixture f;
        f.view.setCurrentIndex(f.keyCell(0));
        f.view.edit(f.keyCell(0));
        QApplication::processEvents();
        auto* editor = f.view.viewport()->findChild<ExplainedLineEdit*>();
        QVERIFY(editor);
        editor->lineEdit()->setText(TooLong);
        QCOMPARE(editor->text().size(), TooLong.size());
        QVERIFY(!editor->isAcceptable());
        QVERIFY2(editor->explanation().contains(QStringLiteral("at most 1 MB")),
                 qPrintable(editor->explanation().left(200)));
        QTest::keyClick(editor->lineEdit(), Qt::Key_Return);
        QApplication::processEvents();
        QCOMPARE(f.stack.count(), 0);

        const QString longButFine = QString(40000, QLatin1Char('k'));
        editor->lineEdit()->setText(longButFine);
        QVERIFY(editor->isAcceptable());
        QTest::keyClick(editor->lineEdit(), Qt::Key_Return);
        QApplication::processEvents();
        QCOMPARE(f.document.flow(0).text(Field::IdempotencyKey), longButFine);
    }

    // A paste over the limit into an open cell editor never reaches the line (laying out
    // two million characters took seconds): the line keeps its text and says why.
    void aPasteIntoTheCellEditorIsRefusedBeforeTheLine() {
        TableFixture f;
        f.view.setCurrentIndex(f.keyCell(0));
        f.view.edit(f.keyCell(0));
        QApplication::processEvents();
        auto* editor = f.view.viewport()->findChild<ExplainedLineEdit*>();
        QVERIFY(editor);
        const QString before = editor->text();
        QGuiApplication::clipboard()->setText(TooLong);
        QTest::keyClick(editor->lineEdit(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(editor->text(), before);
        QVERIFY2(editor->explanation().contains(QStringLiteral("Not pasted")) &&
                     editor->explanation().contains(QStringLiteral("at most 1 MB")),
                 qPrintable(editor->explanation().left(200)));
        QVERIFY(editor->isAcceptable()); // the old text may still be kept with Enter

        QGuiApplication::clipboard()->setText(QStringLiteral("fits"));
        editor->lineEdit()->selectAll();
        QTest::keyClick(editor->lineEdit(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(editor->text(), QStringLiteral("fits"));
        QVERIFY(!editor->explanation().contains(QStringLiteral("Not pasted")));
    }

    void theFlowFormRefusesWithTheReason() {
        Test::ExampleWindow f;
        f.window.table()->setCurrentIndex(f.cell(0, Field::FlowId));
        auto* line =
            qobject_cast<QLineEdit*>(f.window.flowFormDock()->fieldEditor(Field::IdempotencyKey));
        QVERIFY(line);
        const QString before = f.window.document()->flow(0).text(Field::IdempotencyKey);
        const int steps = f.window.undoStack()->count();
        line->setFocus();
        line->setText(TooLong);
        QCOMPARE(line->text().size(), TooLong.size());
        emit line->editingFinished();
        QCOMPARE(f.window.undoStack()->count(), steps);
        QCOMPARE(f.window.document()->flow(0).text(Field::IdempotencyKey), before);
        bool said = false;
        for (const QLabel* label : f.window.flowFormDock()->findChildren<QLabel*>())
            said = said ||
                   (label->isVisible() && label->text().contains(QStringLiteral("at most 1 MB")));
        QVERIFY(said);
    }

    // A review note over the limit is refused where it was typed, with the reason under
    // the line, as a cell is; a note that fits goes in.
    void theReviewNoteRefusesWithTheReason() {
        Test::ExampleWindow f;
        f.window.table()->setCurrentIndex(f.cell(0, Field::FlowId));
        QTableView* checklist = f.window.flowFormDock()->checklistView();
        const QModelIndex note = checklist->model()->index(0, ReviewChecklistModel::NoteColumn);
        QVERIFY(note.flags() & Qt::ItemIsEditable);
        const int steps = f.window.undoStack()->count();
        checklist->setCurrentIndex(note);
        checklist->edit(note);
        QApplication::processEvents();
        auto* editor = checklist->viewport()->findChild<ExplainedLineEdit*>();
        QVERIFY(editor);
        editor->lineEdit()->setText(TooLong);
        QVERIFY(!editor->isAcceptable());
        QVERIFY2(editor->explanation().contains(QStringLiteral("at most 1 MB")),
                 qPrintable(editor->explanation().left(200)));
        QTest::keyClick(editor->lineEdit(), Qt::Key_Return);
        QApplication::processEvents();
        QCOMPARE(f.window.undoStack()->count(), steps);
        QVERIFY(editor->isVisible()); // still open, the reason shown

        editor->lineEdit()->setText(QStringLiteral("checked with the vendor"));
        QTest::keyClick(editor->lineEdit(), Qt::Key_Return);
        QApplication::processEvents();
        QCOMPARE(f.window.undoStack()->count(), steps + 1);
        QCOMPARE(note.data(Qt::DisplayRole).toString(), QStringLiteral("checked with the vendor"));
    }

    // The whole way: the largest cell a paste accepts, saved as YAML and as CSV, opens again.
    void theLargestPastedCellSavesAndOpens_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("YAML") << QStringLiteral("big.yaml");
        QTest::newRow("CSV") << QStringLiteral("big.csv");
    }
    void theLargestPastedCellSavesAndOpens() {
        QFETCH(QString, name);
        TableFixture f;
        f.view.setCurrentIndex(f.keyCell(1));
        QVERIFY(f.clipboard.paste(Largest));
        QVERIFY(f.clipboard.notice().isEmpty());
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        const auto error = InventoryExport::save(f.document.inventory(), path);
        QVERIFY2(!error, qPrintable(error ? error->toString() : QString()));
        const InventoryReadResult read = InventoryFile::load(path);
        QVERIFY2(read.inventory, qPrintable(read.error.toString()));
        QCOMPARE(read.inventory->flows[1].text(Field::IdempotencyKey), Largest);
    }
};

QTEST_MAIN(TestInputLimits)
#include "tst_inputlimits.moc"
