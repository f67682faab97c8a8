// Pasting a spreadsheet's block: a header row maps columns by name for Paste (Ctrl+V) and
// Paste as New Flows (Ctrl+Shift+V) alike, from whatever cell is current, and whatever
// has no column is named in the status bar, never dropped without a word.
#include "guitestsupport.h"
#include "ui/actions/flowactions.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/models/flowfilterproxymodel.h"
#include "ui/views/inventorytableview.h"
#include "ui/views/tableclipboard.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>

using namespace FlowAudit;

namespace {

// A header that skips ipaas (method comes right after destination), and three flows.
const QString HeaderAndThreeRows =
    QStringLiteral("flow_id\tname\tsource\tdestination\tmethod\tcreates_records\n"
                   "f1\tOne\tstripe\tsalesforce\tcustom\tyes\n"
                   "f2\tTwo\thubspot\tsalesforce\tipaas\tno\n"
                   "f3\tThree\tpipedrive\tnetsuite\tnative\tyes\n");

struct TableFixture : Test::TableFixture {
    void setCurrent(int row, Field field) {
        view.setCurrentIndex(proxy.index(row, model.columnOf(field)));
    }
    int flowWithId(const QString& id) const {
        for (int i = 0; i < document.flowCount(); ++i) {
            if (document.flow(i).text(Field::FlowId) == id)
                return i;
        }
        return -1;
    }
    // The three pasted flows, each field from its named column, the header no flow.
    void verifyMappedByName() {
        QCOMPARE(document.flowCount(), 6);
        QCOMPARE(flowWithId(QStringLiteral("flow_id")), -1);
        const int f1 = flowWithId(QStringLiteral("f1"));
        QVERIFY(f1 >= 0);
        QCOMPARE(document.flow(f1).text(Field::Name), QStringLiteral("One"));
        QCOMPARE(document.flow(f1).text(Field::Method), QStringLiteral("custom"));
        QCOMPARE(document.flow(f1).text(Field::CreatesRecords), QStringLiteral("yes"));
        QCOMPARE(document.flow(f1).text(Field::Ipaas), QString());
        const int f3 = flowWithId(QStringLiteral("f3"));
        QCOMPARE(document.flow(f3).text(Field::Destination), QStringLiteral("netsuite"));
        QCOMPARE(document.flow(f3).text(Field::Method), QStringLiteral("native"));
        QCOMPARE(stack.count(), 1);
    }
};

} // namespace

class TestPasteMapping : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void headerRowMapsByName_data() {
        QTest::addColumn<bool>("asNewFlows");
        QTest::addColumn<int>("current");
        QTest::newRow("Ctrl+Shift+V from the flow ID") << true << int(Field::FlowId);
        QTest::newRow("Ctrl+Shift+V from Notes") << true << int(Field::Notes);
        QTest::newRow("Ctrl+V from the flow ID") << false << int(Field::FlowId);
        QTest::newRow("Ctrl+V from Notes") << false << int(Field::Notes);
    }
    void headerRowMapsByName() {
        QFETCH(bool, asNewFlows);
        QFETCH(int, current);
        TableFixture f;
        f.setCurrent(0, Field(current));
        QVERIFY(asNewFlows ? f.clipboard.pasteAsNewFlows(HeaderAndThreeRows)
                           : f.clipboard.paste(HeaderAndThreeRows));
        f.verifyMappedByName();
        QCOMPARE(f.clipboard.notice(), QString()); // every column had a place
    }

    // A header column that names no field is said, and the others still map.
    void aHeaderColumnWithoutAFieldIsNamed() {
        TableFixture f;
        f.setCurrent(0, Field::FlowId);
        QVERIFY(f.clipboard.pasteAsNewFlows(
            QStringLiteral("flow_id\tcolour\tmethod\nf1\tred\tcustom\nf2\tblue\tnative\n")));
        QCOMPARE(f.document.flowCount(), 5);
        QCOMPARE(f.document.flow(f.flowWithId(QStringLiteral("f1"))).text(Field::Method),
                 QStringLiteral("custom"));
        QVERIFY2(f.clipboard.notice().contains(QStringLiteral("\u201ccolour\u201d")),
                 qPrintable(f.clipboard.notice()));

        // A column whose header cell is empty, and data wider than the header, are said too.
        QVERIFY(f.clipboard.pasteAsNewFlows(
            QStringLiteral("flow_id\t\tmethod\nf3\tlost\tcustom\textra\n")));
        QVERIFY2(
            f.clipboard.notice().contains(QStringLiteral("1 column under an empty header cell")) &&
                f.clipboard.notice().contains(QStringLiteral("1 cell of each row beyond")),
            qPrintable(f.clipboard.notice()));
    }

    // Without a header, cells go by position from the current column; the columns past the
    // table's last one are named, for both pastes.
    void columnsPastTheLastOneAreNamed_data() {
        QTest::addColumn<bool>("asNewFlows");
        QTest::newRow("Ctrl+Shift+V") << true;
        QTest::newRow("Ctrl+V") << false;
    }
    void columnsPastTheLastOneAreNamed() {
        QFETCH(bool, asNewFlows);
        TableFixture f;
        f.setCurrent(0, Field::Notes); // Notes, then the unknown field `team`, then the end
        const QString rows = QStringLiteral("a note\tops\tcustom\tyes\n");
        QVERIFY(asNewFlows ? f.clipboard.pasteAsNewFlows(rows) : f.clipboard.paste(rows));
        const int changed = asNewFlows ? 1 : 0;
        QCOMPARE(f.document.flow(changed).text(Field::Notes), QStringLiteral("a note"));
        const QString notice = f.clipboard.notice();
        QVERIFY2(notice.contains(QStringLiteral("2 columns")) &&
                     notice.contains(QStringLiteral("\u201ccustom\u201d")),
                 qPrintable(notice));
    }

    // In the window: the actions say it in the status bar.
    void theWindowSaysWhatWasNotPasted() {
        Test::ExampleWindow f;
        f.window.table()->setCurrentIndex(f.cell(0, Field::Notes));
        QApplication::clipboard()->setText(QStringLiteral("a note\tx\ty\tz\tw\n"));
        const int before = f.window.document()->flowCount();
        f.window.flowActions()->pasteAsNewFlows->trigger();
        QCOMPARE(f.window.document()->flowCount(), before + 1);
        QVERIFY2(f.window.statusBar()->currentMessage().startsWith(QStringLiteral("Not pasted:")),
                 qPrintable(f.window.statusBar()->currentMessage()));
        // A paste that goes in whole says so, and the earlier notice goes.
        f.window.table()->setCurrentIndex(f.cell(0, Field::FlowId));
        QApplication::clipboard()->setText(HeaderAndThreeRows);
        f.window.flowActions()->paste->trigger();
        QCOMPARE(f.window.document()->flowCount(), before + 4);
        QCOMPARE(f.window.statusBar()->currentMessage(), QStringLiteral("Done: Paste 3 flows"));
        // A refusal, then Undo: what the status bar said of the refused paste goes too.
        QApplication::clipboard()->setText(QString(2 * 1024 * 1024, QLatin1Char('x')));
        f.window.flowActions()->paste->trigger();
        QVERIFY2(
            f.window.statusBar()->currentMessage().startsWith(QStringLiteral("Nothing pasted")),
            qPrintable(f.window.statusBar()->currentMessage()));
        f.window.editor()->undoStack()->undo();
        QCOMPARE(f.window.statusBar()->currentMessage(), QString());
    }
};

QTEST_MAIN(TestPasteMapping)
#include "tst_pastemapping.moc"
