// Large files off the GUI thread: opening reads behind a progress dialog the window keeps
// painting under, and Cancel keeps what was open; a save writes the snapshot it took and
// marks that state saved; the recovery copy is written by a worker, one at a time, the
// newest change last, and none is left behind by a write that ends after a save.
#include "core/io/files/inventoryfile.h"
#include "core/io/files/recoverystore.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/files/autosaver.h"
#include "ui/files/documentfiles.h"
#include "ui/files/recentfiles.h"
#include "ui/mainwindow.h"

#include <QDir>
#include <QLabel>
#include <QLocale>
#include <QProgressDialog>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>

using namespace FlowAudit;

namespace {

// Enough flows that reading them takes a good part of a second, even on a fast machine;
// and that writing them takes long enough to edit meanwhile.
constexpr int ManyFlows = 20000;
constexpr int SomeFlows = 5000;

QByteArray manyFlowsYaml(int count) {
    QByteArray yaml = "title: Large\nflows:\n";
    for (int i = 0; i < count; ++i)
        yaml += QStringLiteral("  - flow_id: flow_%1\n    name: Flow %1\n    source: stripe\n    "
                               "destination: salesforce\n"
                               "    method: custom\n    creates_records: yes\n    idempotency_key: "
                               "flow_%1 + invoice.id\n"
                               "    retry_layers: sdk:1;worker:3\n")
                    .arg(i)
                    .toUtf8();
    return yaml;
}

QStringList copiesOnDisk() {
    return QDir(RecoveryStore::defaultFolder())
        .entryList({QStringLiteral("*.json"), QStringLiteral("*.yaml")}, QDir::Files);
}

} // namespace

class TestBackgroundFiles : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_small;
    QString m_large;
    QString m_medium;

    void editName(MainWindow& window, const QString& name) {
        window.model()->setData(window.model()->index(0, window.model()->columnOf(Field::Name)),
                                name);
    }

private slots:
    void initTestCase() {
        Test::isolateSettings(QStringLiteral("FlowAuditBackgroundFilesTests"));
        m_small = m_dir.filePath(QStringLiteral("small.yaml"));
        m_large = m_dir.filePath(QStringLiteral("large.yaml"));
        Test::writeFile(m_large, manyFlowsYaml(ManyFlows));
        m_medium = m_dir.filePath(QStringLiteral("medium.yaml"));
        Test::writeFile(m_medium, manyFlowsYaml(SomeFlows));
    }

    void init() {
        QDir(RecoveryStore::defaultFolder()).removeRecursively();
        QSettings().remove(QStringLiteral("autosave"));
        Test::writeFile(m_small, Test::threeFlowsYaml());
    }

    // The window keeps handling events while a large file is read, and the dialog says how
    // far the read has come.
    void openingKeepsTheWindowRunningAndSaysHowFar() {
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        int ticks = 0;
        QString progressSaid;
        QStringList statusSaid, findingsSaid; // what the window behind says meanwhile
        auto* status = window.findChild<QLabel*>(QStringLiteral("statusCounts"));
        auto* summary = window.findChild<QLabel*>(QStringLiteral("findingsSummary"));
        QVERIFY(status && summary);
        QTimer tick;
        tick.setInterval(10);
        connect(&tick, &QTimer::timeout, this, [&] {
            ++ticks;
            if (auto* dialog = window.findChild<QProgressDialog*>(QStringLiteral("fileProgress"));
                dialog && dialog->isVisible())
                progressSaid = dialog->labelText();
            statusSaid.append(status->text());
            findingsSaid.append(summary->text());
        });
        tick.start();
        QVERIFY(window.files()->openPath(m_large));
        tick.stop();
        QCOMPARE(window.document()->flowCount(), ManyFlows);
        QVERIFY2(ticks >= 5, qPrintable(QString::number(ticks)));
        QVERIFY2(progressSaid.contains(QLatin1String("large.yaml")) &&
                     progressSaid.contains(QLatin1String("MB")),
                 qPrintable(progressSaid));
        QVERIFY(!window.files()->isModified());
        QVERIFY(!window.findChild<QProgressDialog*>(
            QStringLiteral("fileProgress"))); // gone with the read
        // While it read, the window said it was opening the file, never "0 flows" or that
        // every rule passes; then it counts the file's flows.
        QVERIFY(statusSaid.contains(QStringLiteral("Opening large.yaml…")));
        QVERIFY(findingsSaid.contains(
            QStringLiteral("Opening large.yaml: its findings show once it is read.")));
        for (const QString& said : statusSaid)
            QVERIFY2(!said.startsWith(QLatin1String("0 flows")), qPrintable(said));
        for (const QString& said : findingsSaid)
            QVERIFY2(!said.startsWith(QLatin1String("No findings")), qPrintable(said));
        QVERIFY2(status->text().startsWith(QString::number(ManyFlows)), qPrintable(status->text()));
    }

    // Cancel while the flows come in: what was open stays, untouched, and nothing is said.
    void cancellingKeepsWhatWasOpen() {
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        window.files()->recentFiles()->clear();
        QVERIFY(window.files()->openPath(m_small));
        editName(window, QStringLiteral("unsaved"));
        prompts.unsavedAnswers = {UserPrompts::UnsavedChoice::Discard};
        bool cancelled = false;
        QTimer watch;
        watch.setInterval(10);
        connect(&watch, &QTimer::timeout, this, [&] {
            auto* dialog = window.findChild<QProgressDialog*>(QStringLiteral("fileProgress"));
            if (!cancelled && dialog && dialog->labelText().contains(QLatin1String("so far"))) {
                cancelled = true;
                dialog->cancel();
            }
        });
        watch.start();
        QVERIFY(!window.files()->openPath(m_large));
        watch.stop();
        QVERIFY(cancelled);
        QCOMPARE(window.document()->flowCount(), 3);
        QCOMPARE(window.document()->flow(0).text(Field::Name), QStringLiteral("unsaved"));
        QCOMPARE(window.files()->path(), QFileInfo(m_small).absoluteFilePath());
        QVERIFY(window.files()->isModified());
        QCOMPARE(window.undoStack()->count(), 1); // the undo history stays too
        QVERIFY(prompts.errors.isEmpty());
        QVERIFY(!window.files()->recentFiles()->paths().contains(
            QFileInfo(m_large).absoluteFilePath()));
    }

    // A large save says how many flows are written, and Cancel while they are made leaves
    // the file on disk as it was, the document unsaved, and nothing said.
    void cancellingASaveLeavesTheFileUntouched() {
        const QString path = m_dir.filePath(QStringLiteral("cancelled.yaml"));
        const QByteArray before = manyFlowsYaml(ManyFlows);
        Test::writeFile(path, before);
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        QVERIFY(window.files()->openPath(path));
        editName(window, QStringLiteral("not saved"));
        QString said;
        QTimer watch;
        watch.setInterval(10);
        connect(&watch, &QTimer::timeout, this, [&] {
            auto* dialog = window.findChild<QProgressDialog*>(QStringLiteral("fileProgress"));
            if (said.isEmpty() && dialog && dialog->isVisible() &&
                dialog->labelText().contains(QLatin1String("so far"))) {
                said = dialog->labelText();
                dialog->cancel();
            }
        });
        watch.start();
        QVERIFY(!window.files()->save());
        watch.stop();
        QVERIFY2(said.contains(QStringLiteral(" of ") + QLocale().toString(ManyFlows) +
                               QLatin1Char(' ')) &&
                     said.contains(QLatin1String("MB")),
                 qPrintable(said));
        QCOMPARE(Test::readFile(path), before);
        QVERIFY(window.files()->isModified());
        QVERIFY(prompts.errors.isEmpty());
        QVERIFY(
            QDir(m_dir.path()).entryList({QStringLiteral("cancelled.yaml*")}, QDir::Files).size() ==
            1); // no temporary left
    }

    // The file gets the state the save started from; an edit that slips in meanwhile is
    // not called saved.
    void aSaveWritesItsSnapshotAndAnEditMeanwhileStaysUnsaved() {
        const QString path = m_dir.filePath(QStringLiteral("saved.yaml"));
        Test::writeFile(path, manyFlowsYaml(SomeFlows));
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(path));
        editName(window, QStringLiteral("saved"));
        bool editedWhileBusy = false;
        QTimer::singleShot(0, this, [&] {
            editedWhileBusy = window.files()->isBusy();
            editName(window, QStringLiteral("after the snapshot"));
        });
        QVERIFY(window.files()->save());
        QVERIFY(editedWhileBusy);
        QCOMPARE(InventoryFile::load(path).inventory->flows[0].text(Field::Name),
                 QStringLiteral("saved"));
        QVERIFY(window.files()->isModified());
        QVERIFY(window.isWindowModified());
        // Saved again, the stack's state is the file's.
        QVERIFY(window.files()->save());
        QVERIFY(!window.files()->isModified());
        QCOMPARE(InventoryFile::load(path).inventory->flows[0].text(Field::Name),
                 QStringLiteral("after the snapshot"));
    }

    // The copy is written while the window goes on; a change made during a write is
    // written after it, so the copy ends with the newest state.
    void aChangeDuringAWriteIsWrittenAfterIt() {
        QSettings().setValue(QStringLiteral("autosave/idleSeconds"), 3600);
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(m_medium));
        Autosaver* autosaver = window.files()->autosaver();
        editName(window, QStringLiteral("first"));
        autosaver->writeSoon();
        QVERIFY(autosaver->isWriting());
        editName(window, QStringLiteral("second")); // the window is not held up by the write
        autosaver->writeSoon();
        QTRY_VERIFY_WITH_TIMEOUT(!autosaver->isWriting() && autosaver->hasCopy(), 30000);
        RecoveryStore store;
        RecoveryCopy copy;
        copy.id = autosaver->copyId();
        const InventoryReadResult read = store.read(copy);
        QVERIFY2(read.inventory, qPrintable(read.error.toString()));
        QCOMPARE(read.inventory->flows[0].text(Field::Name), QStringLiteral("second"));
        QCOMPARE(read.inventory->flows.size(), SomeFlows);
    }

    // Undone back to the saved state while the copy is being written: once the write is
    // done, no copy is left on disk.
    void aWriteThatEndsAfterTheDiscardLeavesNoCopy() {
        QSettings().setValue(QStringLiteral("autosave/idleSeconds"), 3600);
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(m_medium));
        Autosaver* autosaver = window.files()->autosaver();
        editName(window, QStringLiteral("soon undone"));
        autosaver->writeSoon();
        QVERIFY(autosaver->isWriting());
        window.undoStack()->undo();
        QVERIFY(!window.files()->isModified());
        QTRY_VERIFY_WITH_TIMEOUT(!autosaver->isWriting(), 30000);
        QVERIFY(!autosaver->hasCopy());
        QVERIFY2(copiesOnDisk().isEmpty(), qPrintable(copiesOnDisk().join(QLatin1Char(' '))));
    }

    // The window is closed while its copy is written: it does not wait, and once the write
    // is done the worker removes the copy, since the user decided about the work.
    void closingDuringAWriteLeavesNoCopy() {
        QSettings().setValue(QStringLiteral("autosave/idleSeconds"), 3600);
        Test::ScriptedPrompts prompts;
        {
            MainWindow window(&prompts);
            QVERIFY(window.files()->openPath(m_medium));
            editName(window, QStringLiteral("closed unsaved"));
            window.files()->autosaver()->writeSoon();
            QVERIFY(window.files()->autosaver()->isWriting());
        }
        // The window is gone at once; the worker finishes its write, then removes the copy.
        // (Polling the folder could see it empty before the write had even landed.)
        QVERIFY(QThreadPool::globalInstance()->waitForDone(30000));
        QVERIFY2(copiesOnDisk().isEmpty(), qPrintable(copiesOnDisk().join(QLatin1Char(' '))));
    }
};

QTEST_MAIN(TestBackgroundFiles)
#include "tst_backgroundfiles.moc"
