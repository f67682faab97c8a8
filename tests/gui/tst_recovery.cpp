// Autosave and recovery: the copy is written while changes are unsaved, never over the
// user's file, removed when the work is saved or dropped, and offered after a kill.
#include "core/io/files/inventoryfile.h"
#include "core/io/files/recoverystore.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/files/autosaver.h"
#include "ui/files/documentfiles.h"
#include "ui/mainwindow.h"
#include "ui/recoveryoffer.h"

#include <QApplication>
#include <QDir>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace FlowAudit;

namespace {

const QString TestName = QStringLiteral("FlowAuditRecoveryTests");

// The complete copies in the store's folder.
QStringList copiesOnDisk() {
    return QDir(RecoveryStore::defaultFolder())
        .entryList({QStringLiteral("*.json")}, QDir::Files); // written last: a complete copy
}

QString nameOfFirstFlow(const RecoveryCopy& copy, RecoveryStore& store) {
    const InventoryReadResult result = store.read(copy);
    return result.inventory ? result.inventory->flows.value(0).text(Field::Name) : QString();
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;

    void editName(MainWindow& window, const QString& name) {
        window.model()->setData(window.model()->index(0, window.model()->columnOf(Field::Name)),
                                name);
    }

private slots:
    void initTestCase() {
        Test::isolateSettings(TestName);
        m_path = m_dir.filePath(QStringLiteral("flows.yaml"));
    }

    void init() {
        QDir(RecoveryStore::defaultFolder()).removeRecursively();
        QSettings().remove(QStringLiteral("autosave"));
        Test::writeFile(m_path, Test::threeFlowsYaml());
    }

    // A pause after an edit writes the copy; saving removes it; the user's file is written
    // only by the save.
    void aPauseWritesTheCopyAndSavingRemovesIt() {
        QSettings().setValue(QStringLiteral("autosave/idleSeconds"), 0);
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(m_path));
        QVERIFY(copiesOnDisk().isEmpty());
        editName(window, QStringLiteral("paused"));
        QTRY_VERIFY(window.files()->autosaver()->hasCopy());
        QCOMPARE(copiesOnDisk().size(), 1);
        QCOMPARE(Test::readFile(m_path), Test::threeFlowsYaml()); // never over the user's file
        QVERIFY(window.files()->save());
        QVERIFY(!window.files()->autosaver()->hasCopy());
        QVERIFY(copiesOnDisk().isEmpty());
    }

    // Continuous edits never pause; the interval writes the copy anyway.
    void theIntervalWritesWhileEditsGoOn() {
        QSettings().setValue(QStringLiteral("autosave/intervalSeconds"), 1);
        QSettings().setValue(QStringLiteral("autosave/idleSeconds"), 3600);
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(m_path));
        editName(window, QStringLiteral("typing"));
        QVERIFY(!window.files()->autosaver()->hasCopy());
        QVERIFY(window.files()->autosaver()->isScheduled());
        QTRY_VERIFY_WITH_TIMEOUT(window.files()->autosaver()->hasCopy(), 5000);
    }

    void undoingBackToTheSavedStateRemovesTheCopy() {
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(m_path));
        editName(window, QStringLiteral("x"));
        QVERIFY(window.files()->autosaver()->writeNow());
        QCOMPARE(copiesOnDisk().size(), 1);
        window.undoStack()->undo();
        QVERIFY(copiesOnDisk().isEmpty());
    }

    void turnedOffWritesNothing() {
        QSettings().setValue(QStringLiteral("autosave/intervalSeconds"), 0);
        QSettings().setValue(QStringLiteral("autosave/idleSeconds"), 0);
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(m_path));
        editName(window, QStringLiteral("x"));
        QVERIFY(window.files()->isModified());
        // Nothing is due and nothing is being written: no copy can come later.
        QVERIFY(!window.files()->autosaver()->isScheduled());
        QVERIFY(!window.files()->autosaver()->isWriting());
        QVERIFY(copiesOnDisk().isEmpty());
    }

    // Recovering writes the window's own copy on a worker: the event loop runs meanwhile
    // (a timer ticks), and the copy holds every flow.
    void recoveringWritesItsCopyOffTheGuiThread() {
        const InventoryReadResult three =
            InventoryFile::parse(Test::threeFlowsYaml(), InventoryFile::Format::Yaml, m_path);
        QVERIFY(three.inventory);
        Inventory large = *three.inventory;
        large.flows.clear();
        for (int i = 0; i < 4000; ++i) {
            Flow flow = three.inventory->flows[i % 3];
            flow.setText(Field::FlowId, QStringLiteral("flow_%1").arg(i));
            large.flows.append(flow);
        }
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        RecoveryCopy copy;
        copy.id = QStringLiteral("old-copy");
        copy.documentName = QStringLiteral("large");
        copy.flowCount = int(large.flows.size());
        int ticks = 0;
        QTimer tick;
        tick.setInterval(1);
        connect(&tick, &QTimer::timeout, this, [&ticks] { ++ticks; });
        tick.start();
        window.files()->adoptRecovered(copy, large, {});
        tick.stop();
        QVERIFY2(ticks > 0, "the copy was written on the GUI thread");
        QVERIFY(window.files()->autosaver()->hasCopy());
        RecoveryStore store;
        const QList<RecoveryCopy> copies =
            store.orphans(); // the window's copy is locked: not an orphan
        QVERIFY(copies.isEmpty());
        QCOMPARE(copiesOnDisk().size(), 1);
        QFile written(
            QDir(RecoveryStore::defaultFolder())
                .filePath(window.files()->autosaver()->copyId() + QStringLiteral(".yaml")));
        const InventoryReadResult back = InventoryFile::load(written.fileName());
        QVERIFY2(back.inventory, qPrintable(back.error.toString()));
        QCOMPARE(back.inventory->flows.size(), large.flows.size());
    }

    // While the worker writes the copy, the document's flows are its own again: an edit
    // then changes one flow in place and copies no list on the GUI thread.
    void anEditDuringTheWriteCopiesNoList() {
        QSettings().setValue(QStringLiteral("autosave/idleSeconds"), 3600);
        QByteArray yaml = "flows:\n";
        for (int i = 0; i < 20000; ++i)
            yaml += "  - flow_id: flow_" + QByteArray::number(i) + "\n    name: Flow number " +
                    QByteArray::number(i) + "\n    notes: keeps the worker busy for a while\n";
        Test::writeFile(m_path, yaml);
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(m_path));
        editName(window, QStringLiteral("edited"));
        Autosaver* autosaver = window.files()->autosaver();
        const QList<Flow>& flows = window.document()->inventory().flows;
        autosaver->writeSoon();
        QVERIFY(autosaver->isWriting());
        QTRY_VERIFY_WITH_TIMEOUT(flows.isDetached() || !autosaver->isWriting(), 10000);
        QVERIFY2(autosaver->isWriting(),
                 "the document's flows stayed shared until the copy was written");
        const Flow* before = flows.constData();
        window.model()->setData(window.model()->index(1, window.model()->columnOf(Field::Name)),
                                QStringLiteral("meanwhile"));
        QCOMPARE(flows.constData(), before);
        QTRY_VERIFY_WITH_TIMEOUT(!autosaver->isWriting(), 30000);
        QVERIFY(autosaver->hasCopy());
    }

    // A running editor's copy is its own: no other editor offers it.
    void aLiveEditorsCopyIsNotOffered() {
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(m_path));
        editName(window, QStringLiteral("x"));
        QVERIFY(window.files()->autosaver()->writeNow());
        RecoveryStore store;
        QVERIFY(store.orphans().isEmpty());
    }

    // The test: edits, a kill, and the next start offers the copy with the edits.
    void aKilledEditorsEditsAreRecovered() {
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QStringLiteral(RECOVERY_CHILD), {m_path, TestName});
        QVERIFY2(child.waitForStarted(), qPrintable(child.errorString()));
        QVERIFY(child.waitForReadyRead(60000));
        QCOMPARE(child.readLine().trimmed(), QByteArray("edited"));
        // The child writes its copy when the user pauses: wait for it, then pull the plug.
        QTRY_COMPARE_WITH_TIMEOUT(copiesOnDisk().size(), 1, 20000);
        child.kill();
        QVERIFY(child.waitForFinished());
        QCOMPARE(Test::readFile(m_path), Test::threeFlowsYaml()); // the user's file as it was

        {
            RecoveryStore store;
            const QList<RecoveryCopy> copies = store.orphans();
            QCOMPARE(copies.size(), 1);
            QCOMPARE(copies[0].originalPath, QFileInfo(m_path).absoluteFilePath());
            QCOMPARE(copies[0].flowCount, 3);
            QVERIFY(qAbs(copies[0].taken.secsTo(QDateTime::currentDateTimeUtc())) < 120);
            QCOMPARE(nameOfFirstFlow(copies[0], store), QStringLiteral("edited before the crash"));
            store.release(copies[0].id); // undecided: still there for the next start
        }

        // "Later" keeps it; the next start offers it again and "Recover" opens it, unsaved.
        Test::ScriptedPrompts prompts;
        prompts.recoveryAnswers = {UserPrompts::RecoveryChoice::Later};
        {
            MainWindow later(&prompts);
            QVERIFY(!RecoveryOffer::run(&later, &prompts));
        }
        QCOMPARE(copiesOnDisk().size(), 1);
        prompts.recoveryAnswers = {UserPrompts::RecoveryChoice::Recover};
        MainWindow window(&prompts);
        QVERIFY(RecoveryOffer::run(&window, &prompts));
        QCOMPARE(prompts.asked, (QStringList{QStringLiteral("recover:flows.yaml"),
                                             QStringLiteral("recover:flows.yaml")}));
        QCOMPARE(window.document()->flow(0).text(Field::Name),
                 QStringLiteral("edited before the crash"));
        QCOMPARE(window.document()->flow(1).text(Field::RetryLayers), QStringLiteral("none"));
        QCOMPARE(window.files()->path(), QFileInfo(m_path).absoluteFilePath());
        QVERIFY(window.files()->isModified());
        QVERIFY(window.isWindowModified());
        // The old copy is gone; the window's own copy holds the work until it is saved.
        QCOMPARE(copiesOnDisk().size(), 1);
        QVERIFY(window.files()->autosaver()->hasCopy());
        QCOMPARE(Test::readFile(m_path), Test::threeFlowsYaml());
        QVERIFY(window.files()->save());
        QVERIFY(copiesOnDisk().isEmpty());
        QCOMPARE(InventoryFile::load(m_path).inventory->flows[0].text(Field::Name),
                 QStringLiteral("edited before the crash"));
    }

    // Two editors died: the older copy opens in the window, the other in a window of its
    // own; an untitled document comes back untitled, named as it was.
    void eachCopyIsOfferedAndRecoveredInItsOwnWindow() {
        Inventory first = Test::inventoryFromYaml(Test::threeFlowsYaml());
        Inventory second = Test::inventoryFromYaml("flows:\n  - {flow_id: only}\n");
        {
            RecoveryStore writer;
            const QDateTime now = QDateTime::currentDateTimeUtc();
            RecoveryCopy older{writer.newId(),
                               QFileInfo(m_path).absoluteFilePath(),
                               QStringLiteral("flows.yaml"),
                               now.addSecs(-60),
                               {},
                               3};
            RecoveryCopy newer{writer.newId(), QString(), QStringLiteral("Untitled"), now, {}, 1};
            QVERIFY(!writer.write(older, first));
            QVERIFY(!writer.write(newer, second));
            writer.release(older.id);
            writer.release(newer.id);
        }
        Test::ScriptedPrompts prompts;
        prompts.recoveryAnswers = {UserPrompts::RecoveryChoice::Recover,
                                   UserPrompts::RecoveryChoice::Recover};
        MainWindow window(&prompts);
        QVERIFY(RecoveryOffer::run(&window, &prompts));
        QCOMPARE(prompts.asked, (QStringList{QStringLiteral("recover:flows.yaml"),
                                             QStringLiteral("recover:Untitled")}));
        QVERIFY(prompts.recoveryTimes[0] < prompts.recoveryTimes[1]);
        QCOMPARE(window.document()->flowCount(), 3);
        MainWindow* other = nullptr;
        for (QWidget* widget : QApplication::topLevelWidgets()) {
            if (auto* candidate = qobject_cast<MainWindow*>(widget);
                candidate && candidate != &window)
                other = candidate;
        }
        QVERIFY(other);
        QCOMPARE(other->document()->flow(0).text(Field::FlowId), QStringLiteral("only"));
        QVERIFY(other->files()->path().isEmpty());
        QCOMPARE(other->files()->displayName(), QStringLiteral("Untitled (recovered)"));
        QVERIFY(other->files()->isModified());
        QCOMPARE(copiesOnDisk().size(), 2); // each window's own copy; the old ones are gone
        delete other;
        QCOMPARE(copiesOnDisk().size(), 1);
    }

    void discardingACopyDeletesIt() {
        QString id;
        {
            RecoveryStore writer;
            RecoveryCopy copy{writer.newId(),
                              QString(),
                              QStringLiteral("Untitled"),
                              QDateTime::currentDateTimeUtc(),
                              {},
                              0};
            QVERIFY(!writer.write(copy, Inventory()));
            writer.release(copy.id); // as if its editor had died
            id = copy.id;
        }
        Test::ScriptedPrompts prompts;
        prompts.recoveryAnswers = {UserPrompts::RecoveryChoice::Discard};
        MainWindow window(&prompts);
        QVERIFY(!RecoveryOffer::run(&window, &prompts));
        QCOMPARE(prompts.asked, QStringList{QStringLiteral("recover:Untitled")});
        QVERIFY(copiesOnDisk().isEmpty());
        QVERIFY(QDir(RecoveryStore::defaultFolder())
                    .entryList({id + QStringLiteral(".*")}, QDir::Files)
                    .isEmpty());
    }
};

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
