#include "core/io/inventoryfile.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/files/documentfiles.h"
#include "ui/files/recentfiles.h"
#include "ui/mainwindow.h"
#include "ui/views/inventorytableview.h"

#include <QAction>
#include <QApplication>
#include <QDropEvent>
#include <QMimeData>
#include <QFile>
#include <QHeaderView>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace FlowAudit;

namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write a test file");
    return path;
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void opensTheExampleAsUntitled()
    {
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openExample());
        QCOMPARE(window.model()->rowCount(), 15);
        QVERIFY(window.files()->path().isEmpty());
        QVERIFY(window.windowTitle().contains(QStringLiteral("acme-inventory.yaml")));
        QVERIFY(!window.isWindowModified());
    }

    void saveThenOpenGivesTheSameInventory()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("flows.yaml"), Test::threeFlowsYaml());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(path));
        QVERIFY(window.model()->setData(window.model()->index(1, window.model()->columnOf(Field::RetryLayers)),
                                        QStringLiteral("none")));
        QVERIFY(window.isWindowModified());
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("flows.yaml[*]")));
        QVERIFY(window.files()->save());
        QVERIFY(!window.isWindowModified());
        const Inventory saved = window.document()->inventory();

        MainWindow reopened(&prompts);
        QVERIFY(reopened.files()->openPath(path));
        QCOMPARE(reopened.document()->inventory(), saved);
        QCOMPARE(reopened.document()->flow(1).text(Field::RetryLayers), QStringLiteral("none"));
        QVERIFY(prompts.errors.isEmpty());
        QCOMPARE(reopened.files()->recentFiles()->paths().first(), path);
    }

    void closingWithUnsavedWorkAsksFirst()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("flows.yaml"), Test::threeFlowsYaml());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(path));
        window.show();
        QVERIFY(window.close()); // an unmodified window closes without asking
        QVERIFY(prompts.asked.isEmpty());

        window.show();
        window.model()->setData(window.model()->index(0, window.model()->columnOf(Field::Name)), QStringLiteral("x"));
        prompts.unsavedAnswers = {UserPrompts::UnsavedChoice::Cancel};
        QVERIFY(!window.close());
        QCOMPARE(prompts.asked, QStringList{QStringLiteral("unsaved:flows.yaml")});
        QVERIFY(window.isVisible());
        QCOMPARE(readFile(path), Test::threeFlowsYaml()); // nothing written

        prompts.unsavedAnswers = {UserPrompts::UnsavedChoice::Save};
        QVERIFY(window.close());
        QCOMPARE(InventoryFile::load(path).inventory->flows.first().text(Field::Name), QStringLiteral("x"));
    }

    void discardingClosesWithoutWriting()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("flows.yaml"), Test::threeFlowsYaml());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(path));
        window.show();
        window.model()->setData(window.model()->index(0, window.model()->columnOf(Field::Name)), QStringLiteral("x"));
        prompts.unsavedAnswers = {UserPrompts::UnsavedChoice::Discard};
        QVERIFY(window.close());
        QCOMPARE(readFile(path), Test::threeFlowsYaml());
    }

    void aDroppedFileIsOpened()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("dropped.yaml"), Test::threeFlowsYaml());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.files()->openExample();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        QCOMPARE(window.files()->path(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(window.model()->rowCount(), 3);
    }

    void aBadFileIsRefusedWithItsPositionAndTheOpenInventoryStays()
    {
        QTemporaryDir dir;
        const QString good = writeFile(dir, QStringLiteral("good.yaml"), Test::threeFlowsYaml());
        const QString bad = writeFile(dir, QStringLiteral("bad.yaml"),
                                      "flows:\n  - flow_id: a\n    flow_id: b\n");
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(good));
        QVERIFY(!window.files()->openPath(bad));
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY2(prompts.errors.first().contains(QStringLiteral("bad.yaml:3:5:")), qPrintable(prompts.errors.first()));
        QCOMPARE(window.files()->path(), QFileInfo(good).absoluteFilePath());
        QCOMPARE(window.model()->rowCount(), 3);
    }

    void openingOverUnsavedWorkAsksAndCancelKeepsIt()
    {
        QTemporaryDir dir;
        const QString first = writeFile(dir, QStringLiteral("first.yaml"), Test::threeFlowsYaml());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(first));
        window.model()->setData(window.model()->index(0, window.model()->columnOf(Field::Name)), QStringLiteral("x"));
        prompts.unsavedAnswers = {UserPrompts::UnsavedChoice::Cancel, UserPrompts::UnsavedChoice::Cancel};
        QVERIFY(!window.files()->openPath(first));
        QVERIFY(!window.files()->newDocument());
        QCOMPARE(prompts.asked.size(), 2);
        QCOMPARE(window.document()->flow(0).text(Field::Name), QStringLiteral("x"));
        QVERIFY(window.isWindowModified());
    }

    void csvExportAndImportRoundTrip()
    {
        QTemporaryDir dir;
        const QString yaml = writeFile(dir, QStringLiteral("flows.yaml"), Test::threeFlowsYaml());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(yaml));
        prompts.pathAnswers = {dir.filePath(QStringLiteral("export"))};
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

    void saveFailureKeepsTheWorkAndSaysWhy()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("flows.yaml"), Test::threeFlowsYaml());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(path));
        window.model()->setData(window.model()->index(0, window.model()->columnOf(Field::Name)), QStringLiteral("x"));
        prompts.pathAnswers = {dir.filePath(QStringLiteral("no/such/folder/flows.yaml"))};
        QVERIFY(!window.files()->saveAs());
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY(prompts.errors.first().contains(QStringLiteral("not changed")));
        QVERIFY(window.isWindowModified());
        QCOMPARE(window.files()->path(), QFileInfo(path).absoluteFilePath());
    }

    void zoomScalesTheWholeWindowAndIsRemembered()
    {
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
