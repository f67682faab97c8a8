// The one file watch of the editor and the language server (core/io/files/filewatch): what
// another program does to a watched file or folder is reported once the events settled, and
// what is no change is asserted after the `settled` that says the events were looked at,
// never after a fixed wait.
#include "core/io/files/atomicfile.h"
#include "core/io/files/filewatch.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace FlowAudit;

namespace {

using Action = std::function<void(const QString& folder)>;

// A watch whose reports are counted.
struct Watched {
    FileWatch watch;
    QSignalSpy changed{&watch, &FileWatch::changed};
    QSignalSpy settled{&watch, &FileWatch::settled};

    // The paths reported, in order, once the next settle period ended.
    QStringList reportedAfterSettling() {
        settled.clear();
        changed.clear();
        if (!settled.wait(10000))
            return {QStringLiteral("(never settled)")};
        QStringList paths;
        for (const QList<QVariant>& signal : std::as_const(changed))
            paths += signal.at(0).toStringList();
        return paths;
    }
};

QString inFolder(const QString& folder, const char* name) {
    return QDir(folder).filePath(QLatin1String(name));
}

} // namespace

class TestFileWatch : public QObject {
    Q_OBJECT
private slots:
    // A watched file: what another program does to it is reported, once; a file beside it
    // is none of its business. `reported`: whether the file is named after the settle.
    void aWatchedFile_data() {
        QTest::addColumn<Action>("action");
        QTest::addColumn<bool>("reported");
        QTest::newRow("written in place") << Action([](const QString& folder) {
            Test::writeFile(inFolder(folder, "flows.yaml"), "flows: []\n# edited\n");
        }) << true;
        QTest::newRow("replaced by a rename (an atomic save)") << Action([](const QString& folder) {
            QVERIFY(!AtomicFile::write(inFolder(folder, "flows.yaml"), "title: Pulled\n"));
        }) << true;
        QTest::newRow("deleted") << Action([](const QString& folder) {
            QVERIFY(QFile::remove(inFolder(folder, "flows.yaml")));
        }) << true;
        QTest::newRow("a file made beside it") << Action([](const QString& folder) {
            Test::writeFile(inFolder(folder, "other.yaml"), "flows: []\n");
        }) << false;
        QTest::newRow("a file beside it deleted") << Action([](const QString& folder) {
            QVERIFY(QFile::remove(inFolder(folder, "notes.txt")));
        }) << false;
    }
    void aWatchedFile() {
        QFETCH(Action, action);
        QFETCH(bool, reported);
        QTemporaryDir dir;
        const QString file = inFolder(dir.path(), "flows.yaml");
        Test::writeFile(file, "flows: []\n");
        Test::writeFile(inFolder(dir.path(), "notes.txt"), "notes\n");
        Watched w;
        w.watch.watchFile(file);
        QCOMPARE(w.watch.paths(), QStringList{file});
        action(dir.path());
        QCOMPARE(w.reportedAfterSettling(), reported ? QStringList{file} : QStringList{});
    }

    // A watched folder: a file in it added, removed, written in place or replaced by a
    // rename is reported as the folder.
    void aWatchedFolder_data() {
        QTest::addColumn<Action>("action");
        QTest::newRow("a file added") << Action([](const QString& folder) {
            Test::writeFile(inFolder(folder, "new-card.yaml"), "card: new\n");
        });
        QTest::newRow("a file removed") << Action(
            [](const QString& folder) { QVERIFY(QFile::remove(inFolder(folder, "stripe.yaml"))); });
        QTest::newRow("a file written in place") << Action([](const QString& folder) {
            Test::writeFile(inFolder(folder, "stripe.yaml"), "card: stripe\nreview_every: 30\n");
        });
        QTest::newRow("a file replaced by a rename") << Action([](const QString& folder) {
            QVERIFY(!AtomicFile::write(inFolder(folder, "stripe.yaml"), "card: stripe-2\n"));
        });
    }
    void aWatchedFolder() {
        QFETCH(Action, action);
        QTemporaryDir dir;
        const QString folder = QDir(dir.path()).filePath(QStringLiteral("cards"));
        QVERIFY(QDir().mkpath(folder));
        Test::writeFile(inFolder(folder, "stripe.yaml"), "card: stripe\n");
        Watched w;
        w.watch.watchFolder(folder);
        action(folder);
        QCOMPARE(w.reportedAfterSettling(), QStringList{folder});
    }

    // docs/pitfalls.md: QFileSystemWatcher forgets a file replaced by a rename. The watch
    // does not: a write in place after it is reported too, and so is the file made again
    // after it was deleted.
    void theWatchSurvivesARenameAndADeletion() {
        QTemporaryDir dir;
        const QString file = inFolder(dir.path(), "flows.yaml");
        Test::writeFile(file, "flows: []\n");
        Watched w;
        w.watch.watchFile(file);
        QVERIFY(!AtomicFile::write(file, "title: renamed over\n"));
        QCOMPARE(w.reportedAfterSettling(), QStringList{file});
        Test::writeFile(file, "title: written in place after the rename\n");
        QCOMPARE(w.reportedAfterSettling(), QStringList{file});
        QVERIFY(QFile::remove(file));
        QCOMPARE(w.reportedAfterSettling(), QStringList{file});
        Test::writeFile(file, "title: back\n");
        QCOMPARE(w.reportedAfterSettling(), QStringList{file});
    }

    // A save of one's own, acknowledged, is no change: the settle period it starts ends in
    // `settled` with nothing reported; another program's write after it is reported.
    void anAcknowledgedSaveIsNoChange_data() {
        QTest::addColumn<bool>("folder");
        QTest::newRow("a file") << false;
        QTest::newRow("a folder") << true;
    }
    void anAcknowledgedSaveIsNoChange() {
        QFETCH(bool, folder);
        QTemporaryDir dir;
        const QString file = inFolder(dir.path(), "flows.yaml");
        Test::writeFile(file, "flows: []\n");
        Watched w;
        const QString watched = folder ? dir.path() : file;
        folder ? w.watch.watchFolder(watched) : w.watch.watchFile(watched);
        QVERIFY(!AtomicFile::write(file, "title: ours\nflows: []\n"));
        w.watch.acknowledge(watched);
        QCOMPARE(w.reportedAfterSettling(), QStringList{});
        Test::writeFile(file, "title: theirs\n");
        QCOMPARE(w.reportedAfterSettling(), QStringList{watched});
    }

    // Several watched paths, several writes in one settle period: each path once.
    void eachChangedPathIsReportedOnce() {
        QTemporaryDir dir;
        const QString a = inFolder(dir.path(), "a.yaml");
        const QString b = inFolder(dir.path(), "b.yaml");
        const QString c = inFolder(dir.path(), "c.yaml");
        for (const QString& path : {a, b, c})
            Test::writeFile(path, "flows: []\n");
        Watched w;
        for (const QString& path : {a, b, c})
            w.watch.watchFile(path);
        w.watch.watchFile(a); // again: nothing more
        QCOMPARE(w.watch.paths(), (QStringList{a, b, c}));
        Test::writeFile(b, "title: one\n");
        Test::writeFile(a, "title: two\n");
        Test::writeFile(b, "title: three, longer\n");
        QCOMPARE(w.reportedAfterSettling(), (QStringList{a, b}));
        QCOMPARE(w.changed.count(), 1);
        w.watch.clear();
        QVERIFY(w.watch.paths().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFileWatch)
#include "tst_filewatch.moc"
