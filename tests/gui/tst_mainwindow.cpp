#include "core/io/files/inventoryfile.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/docks/flowformdock.h"
#include "ui/files/documentfiles.h"
#include "ui/files/recentfiles.h"
#include "ui/mainwindow.h"
#include "ui/models/flowfilterproxymodel.h"
#include "ui/views/inventorytableview.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QHeaderView>
#include <QMimeData>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace FlowAudit;

namespace {

// A window over a copy of the three-flow inventory, its questions answered by a script.
struct WindowFixture {
    WindowFixture()
        : path(dir.filePath(QStringLiteral("flows.yaml"))) {
        Test::writeFile(path, Test::threeFlowsYaml());
        if (!window.files()->openPath(path))
            qFatal("cannot open the test inventory");
    }
    // An unsaved change: the first flow gets a name.
    void editName() {
        window.model()->setData(window.model()->index(0, window.model()->columnOf(Field::Name)),
                                QStringLiteral("x"));
    }

    QTemporaryDir dir;
    QString path;
    Test::ScriptedPrompts prompts;
    MainWindow window{&prompts};
};

} // namespace

// The three flows opened from a file, the next save dialog answered with `export`.
struct ExportFixture {
    ExportFixture() {
        Test::writeFile(dir.filePath(QStringLiteral("flows.yaml")), Test::threeFlowsYaml());
        opened = window.files()->openPath(dir.filePath(QStringLiteral("flows.yaml")));
        prompts.pathAnswers = {dir.filePath(QStringLiteral("export"))};
    }
    QTemporaryDir dir;
    Test::ScriptedPrompts prompts;
    MainWindow window{&prompts};
    bool opened = false;
};

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void opensTheExampleAsUntitled() {
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openExample());
        QCOMPARE(window.model()->rowCount(), 15);
        QVERIFY(window.files()->path().isEmpty());
        QVERIFY(window.windowTitle().contains(QStringLiteral("acme-inventory.yaml")));
        QVERIFY(!window.isWindowModified());
    }

    // Issue 52: Save As of the example is a file like any other's save: its header comments
    // and layout are kept, the edit alone changes bytes.
    void saveAsOfTheExampleKeepsItsComments() {
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openExample());
        QFile bundled(QStringLiteral(":/examples/acme-inventory.yaml"));
        QVERIFY(bundled.open(QIODevice::ReadOnly));
        const QByteArray original = bundled.readAll();
        QVERIFY(original.startsWith("# FlowAudit example inventory"));
        const int row = 1;
        const QString before = window.document()->flow(row).text(Field::RetryLayers);
        QVERIFY(window.model()->setData(
            window.model()->index(row, window.model()->columnOf(Field::RetryLayers)),
            QStringLiteral("none")));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.yaml"));
        prompts.pathAnswers = {path};
        QVERIFY(window.files()->saveAs());
        const QByteArray saved = Test::readFile(path);
        // The same bytes but the one value.
        QByteArray expected = original;
        const QByteArray old = "retry_layers: " + before.toUtf8();
        QCOMPARE(expected.count(old), 1);
        expected.replace(old, "retry_layers: none");
        QCOMPARE(saved, expected);
    }

    void saveThenOpenGivesTheSameInventory() {
        WindowFixture f;
        QVERIFY(f.window.model()->setData(
            f.window.model()->index(1, f.window.model()->columnOf(Field::RetryLayers)),
            QStringLiteral("none")));
        QVERIFY(f.window.isWindowModified());
        QVERIFY(f.window.windowTitle().startsWith(QStringLiteral("flows.yaml[*]")));
        QVERIFY(f.window.files()->save());
        QVERIFY(!f.window.isWindowModified());
        const Inventory saved = f.window.document()->inventory();

        MainWindow reopened(&f.prompts);
        QVERIFY(reopened.files()->openPath(f.path));
        QCOMPARE(reopened.document()->inventory(), saved);
        QCOMPARE(reopened.document()->flow(1).text(Field::RetryLayers), QStringLiteral("none"));
        QVERIFY(f.prompts.errors.isEmpty());
        QCOMPARE(reopened.files()->recentFiles()->paths().first(), f.path);
    }

    void closingWithUnsavedWorkAsksFirst() {
        WindowFixture f;
        f.window.show();
        QVERIFY(f.window.close()); // an unmodified window closes without asking
        QVERIFY(f.prompts.asked.isEmpty());

        f.window.show();
        f.editName();
        f.prompts.unsavedAnswers = {UserPrompts::UnsavedChoice::Cancel};
        QVERIFY(!f.window.close());
        QCOMPARE(f.prompts.asked, QStringList{QStringLiteral("unsaved:flows.yaml")});
        QVERIFY(f.window.isVisible());
        QCOMPARE(Test::readFile(f.path), Test::threeFlowsYaml()); // nothing written

        f.prompts.unsavedAnswers = {UserPrompts::UnsavedChoice::Save};
        QVERIFY(f.window.close());
        QCOMPARE(InventoryFile::load(f.path).inventory->flows.first().text(Field::Name),
                 QStringLiteral("x"));
    }

    void discardingClosesWithoutWriting() {
        WindowFixture f;
        f.window.show();
        f.editName();
        f.prompts.unsavedAnswers = {UserPrompts::UnsavedChoice::Discard};
        QVERIFY(f.window.close());
        QCOMPARE(Test::readFile(f.path), Test::threeFlowsYaml());
    }

    void aDroppedFileIsOpened() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dropped.yaml"));
        Test::writeFile(path, Test::threeFlowsYaml());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.files()->openExample();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton,
                              Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        QTRY_COMPARE(window.files()->path(),
                     QFileInfo(path).absoluteFilePath()); // opened once the drop is over
        QCOMPARE(window.model()->rowCount(), 3);
    }

    void aBadFileIsRefusedWithItsPositionAndTheOpenInventoryStays() {
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("good.yaml"));
        Test::writeFile(good, Test::threeFlowsYaml());
        const QString bad = dir.filePath(QStringLiteral("bad.yaml"));
        Test::writeFile(bad, "flows:\n  - flow_id: a\n    flow_id: b\n");
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(good));
        QVERIFY(!window.files()->openPath(bad));
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY2(prompts.errors.first().contains(QStringLiteral("bad.yaml:3:5:")),
                 qPrintable(prompts.errors.first()));
        QCOMPARE(window.files()->path(), QFileInfo(good).absoluteFilePath());
        QCOMPARE(window.model()->rowCount(), 3);
    }

    void openingOverUnsavedWorkAsksAndCancelKeepsIt() {
        WindowFixture f;
        f.editName();
        f.prompts.unsavedAnswers = {UserPrompts::UnsavedChoice::Cancel,
                                    UserPrompts::UnsavedChoice::Cancel};
        QVERIFY(!f.window.files()->openPath(f.path));
        QVERIFY(!f.window.files()->newDocument());
        QCOMPARE(f.prompts.asked.size(), 2);
        QCOMPARE(f.window.document()->flow(0).text(Field::Name), QStringLiteral("x"));
        QVERIFY(f.window.isWindowModified());
    }

    void csvExportAndImportRoundTrip() {
        ExportFixture f;
        QVERIFY(f.opened);
        QTemporaryDir& dir = f.dir;
        Test::ScriptedPrompts& prompts = f.prompts;
        MainWindow& window = f.window;
        QVERIFY(window.files()->exportCsv());
        const QString csv = dir.filePath(QStringLiteral("export.csv"));
        QVERIFY(QFile::exists(csv));
        QVERIFY(!window.isWindowModified()); // an export is a copy, not a save

        prompts.pathAnswers = {csv};
        QVERIFY(window.files()->importCsv());
        QCOMPARE(window.model()->rowCount(), 6);
        QCOMPARE(window.undoStack()->count(), 1);
        for (int i = 0; i < 3; ++i)
            QVERIFY(window.document()->flow(i + 3) == window.document()->flow(i));
        window.undoStack()->undo();
        QCOMPARE(window.model()->rowCount(), 3);
    }

    // Only an inventory is written over: a CSV there that is none (a payments table) stays
    // byte for byte, and the refusal says why (issue 49).
    void exportLeavesACsvThatIsNoInventory() {
        ExportFixture f;
        QVERIFY(f.opened);
        const QString csv = f.dir.filePath(QStringLiteral("export.csv"));
        const QByteArray payments = "a,b\n1,2\n";
        Test::writeFile(csv, payments);
        QVERIFY(!f.window.files()->exportCsv());
        QCOMPARE(Test::readFile(csv), payments);
        QCOMPARE(f.prompts.errors.size(), 1);
        QVERIFY2(f.prompts.errors.first().contains(QLatin1String("is not an inventory")),
                 qPrintable(f.prompts.errors.first()));
    }

    // Export as Excel writes a workbook (it once wrote YAML under the .xlsx name), with the
    // flows it reads back and the verdicts it carries.
    void excelExportIsAWorkbookThatReadsBack() {
        ExportFixture f;
        QVERIFY(f.opened);
        QTemporaryDir& dir = f.dir;
        MainWindow& window = f.window;
        QVERIFY(window.files()->exportExcel());
        const QString xlsx = dir.filePath(QStringLiteral("export.xlsx"));
        QByteArray bytes;
        QVERIFY(!InventoryFile::readBytes(xlsx, &bytes));
        QVERIFY2(bytes.startsWith("PK"), "not a zip, so not a workbook");
        const InventoryReadResult back =
            InventoryFile::parse(bytes, InventoryFile::Format::Xlsx, xlsx);
        QVERIFY2(back.inventory, qPrintable(back.error.toString()));
        QCOMPARE(back.inventory->flows.size(), 3);
        QCOMPARE(back.inventory->flows[1].text(Field::RetryLayers),
                 QStringLiteral("sdk:3;worker:5"));
        QVERIFY(!window.isWindowModified());
    }

    void saveFailureKeepsTheWorkAndSaysWhy() {
        WindowFixture f;
        f.editName();
        f.prompts.pathAnswers = {f.dir.filePath(QStringLiteral("no/such/folder/flows.yaml"))};
        QVERIFY(!f.window.files()->saveAs());
        QCOMPARE(f.prompts.errors.size(), 1);
        QVERIFY(f.prompts.errors.first().contains(QStringLiteral("not changed")));
        QVERIFY(f.window.isWindowModified());
        QCOMPARE(f.window.files()->path(), QFileInfo(f.path).absoluteFilePath());
    }

    void theFormFollowsItsFlowWhenHiddenRowsComeBack() {
        WindowFixture f;
        QVERIFY(f.window.editor()->removeFlows({1})); // b
        f.window.proxy()->setText(QStringLiteral("c"));
        QCOMPARE(f.window.proxy()->rowCount(), 1);
        f.window.table()->setCurrentIndex(
            f.window.proxy()->index(0, f.window.model()->columnOf(Field::Name)));
        QCOMPARE(f.window.flowFormDock()->flow(), 1);
        f.window.undoStack()->undo(); // b returns at row 1, hidden by the filter
        QCOMPARE(f.window.flowFormDock()->flow(), 2);
        QCOMPARE(f.window.document()->flow(f.window.flowFormDock()->flow()).text(Field::FlowId),
                 QStringLiteral("c"));
    }

    void savingAsCsvRefusesToDropTheTitle() {
        WindowFixture f; // its inventory has a title
        f.prompts.pathAnswers = {f.dir.filePath(QStringLiteral("flows.csv"))};
        QVERIFY(!f.window.files()->saveAs());
        QCOMPARE(f.prompts.errors.size(), 1);
        QVERIFY(!QFile::exists(f.dir.filePath(QStringLiteral("flows.csv"))));
        QCOMPARE(f.window.files()->path(), QFileInfo(f.path).absoluteFilePath());
    }

    // Every CSV a fuzzer found a bug with, opened in the editor and saved as CSV and as YAML:
    // each save reads back as the flows the editor holds (a BOM in a reviews cell once
    // came back without it).
    void fuzzFoundCsvFilesOpenAndSaveAsTheyRead() {
        const QDir regressions(QStringLiteral(FLOWAUDIT_SOURCE_DIR "/tests/fuzz/regressions"));
        int opened = 0;
        for (const QString& name : regressions.entryList({QStringLiteral("*.csv")}, QDir::Files)) {
            QTemporaryDir dir;
            const QString input = dir.filePath(name);
            QVERIFY(QFile::copy(regressions.filePath(name), input));
            Test::ScriptedPrompts prompts;
            MainWindow window(&prompts);
            if (!window.files()->openPath(input)) {
                // Refused with its message, as the command line refuses it (a CSV without a
                // flow_id column is no inventory).
                QVERIFY2(!prompts.errors.isEmpty(), qPrintable(name));
                continue;
            }
            ++opened;
            const QList<Flow> flows = window.document()->inventory().flows;
            for (const QString& saved :
                 {QStringLiteral("saved.csv"), QStringLiteral("saved.yaml")}) {
                prompts.pathAnswers = {dir.filePath(saved)};
                QVERIFY2(window.files()->saveAs(),
                         qPrintable(name + QStringLiteral(" → ") + saved));
                const InventoryReadResult again = InventoryFile::load(dir.filePath(saved));
                QVERIFY2(again.inventory, qPrintable(again.error.toString()));
                QVERIFY2(again.inventory->flows == flows,
                         qPrintable(name + QStringLiteral(" → ") + saved));
            }
        }
        QVERIFY(opened >= 1);
    }

    void zoomScalesTheWholeWindowAndIsRemembered() {
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.files()->openExample();
        const qreal before = window.table()->font().pointSizeF();
        const int rowBefore = window.table()->verticalHeader()->defaultSectionSize();
        QAction* zoomIn = window.findChild<QAction*>(QStringLiteral("actionZoomIn"));
        QVERIFY(zoomIn);
        zoomIn->trigger();
        zoomIn->trigger();
        QVERIFY2(window.table()->font().pointSizeF() > before * 1.15,
                 qPrintable(QString::number(window.table()->font().pointSizeF())));
        QVERIFY(window.table()->verticalHeader()->defaultSectionSize() > rowBefore);
        QCOMPARE(QSettings().value(QStringLiteral("ui/zoomPercent")).toInt(), 120);
        window.findChild<QAction*>(QStringLiteral("actionZoomReset"))->trigger();
        QCOMPARE(window.table()->font().pointSizeF(), before);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
