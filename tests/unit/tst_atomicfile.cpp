#include "core/io/files/atomicfile.h"
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace FlowAudit;

class TestAtomicFile : public QObject {
    Q_OBJECT
private slots:
    // Backups go to the data folder: the test's own, not the user's.
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void writesAndReplaces() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("inventory.yaml"));
        QVERIFY(!AtomicFile::write(path, "first\n"));
        QVERIFY(!AtomicFile::write(path, "second\n"));
        QCOMPARE(Test::readFile(path), QByteArray("second\n"));
    }

    void missingFolderSaysWhy() {
        QTemporaryDir dir;
        const auto error =
            AtomicFile::write(dir.filePath(QStringLiteral("gone/inventory.yaml")), "x");
        QVERIFY(error);
        QVERIFY(error->message.contains(QStringLiteral("cannot write the file")));
    }

    void keepsOneBackupOfTheVersionItReplaces() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("inventory.yaml"));
        const AtomicFile::Options backup{true};
        QVERIFY(!AtomicFile::write(path, "first\n", backup));
        QVERIFY(!QFile::exists(AtomicFile::backupPath(path))); // nothing to back up yet
        QVERIFY(!AtomicFile::write(path, "second\n", backup));
        QCOMPARE(Test::readFile(AtomicFile::backupPath(path)), QByteArray("first\n"));
        QVERIFY(!AtomicFile::write(path, "third\n", backup));
        QCOMPARE(Test::readFile(AtomicFile::backupPath(path)), QByteArray("second\n"));
        // Saving the same bytes again keeps the older, more useful backup.
        QVERIFY(!AtomicFile::write(path, "third\n", backup));
        QCOMPARE(Test::readFile(AtomicFile::backupPath(path)), QByteArray("second\n"));
        QCOMPARE(Test::readFile(path), QByteArray("third\n"));
        // Never beside the file, where it would be an untracked file in a git work tree; in
        // the data folder, one per file however many share its name.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("inventory.yaml")});
        QVERIFY(AtomicFile::backupPath(path).startsWith(AtomicFile::backupFolder() + u'/'));
        QVERIFY(AtomicFile::backupPath(path) !=
                AtomicFile::backupPath(dir.filePath(QStringLiteral("sub/inventory.yaml"))));
    }

    void noBackupWhenTurnedOff() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("inventory.yaml"));
        QVERIFY(!AtomicFile::write(path, "first\n"));
        QVERIFY(!AtomicFile::write(path, "second\n", AtomicFile::Options{false}));
        QVERIFY(!QFile::exists(AtomicFile::backupPath(path)));
    }

    // docs/pitfalls.md: past a file-size limit QSaveFile can commit a truncated file. The old
    // file must survive and the error must say so.
    void fileSizeLimitKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("inventory.yaml"));
        QVERIFY(!AtomicFile::write(path, "old contents\n"));
        rlimit saved{};
        QVERIFY(getrlimit(RLIMIT_FSIZE, &saved) == 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit small = saved;
        small.rlim_cur = 4096;
        QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
        const auto error = AtomicFile::write(path, QByteArray(1024 * 1024, 'x'));
        setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY(error);
        QVERIFY2(error->message.contains(QStringLiteral("the old file is unchanged")),
                 qPrintable(error->toString()));
        QCOMPARE(Test::readFile(path), QByteArray("old contents\n"));
    }

    // The same limit with backups on: whether the backup or the file itself is what cannot
    // be written, the file keeps its old contents and the error says so.
    void fileSizeLimitWithBackup_data() {
        QTest::addColumn<QByteArray>("old");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("the new file is too large")
            << QByteArray("old contents\n") << "the old file is unchanged";
        QTest::newRow("the backup is too large")
            << QByteArray(64 * 1024, 'o') << "the backup could not be written";
    }
    void fileSizeLimitWithBackup() {
        QFETCH(QByteArray, old);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("inventory.yaml"));
        QVERIFY(!AtomicFile::write(path, old));
        rlimit saved{};
        QVERIFY(getrlimit(RLIMIT_FSIZE, &saved) == 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit small = saved;
        small.rlim_cur = 8192;
        QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
        const auto error =
            AtomicFile::write(path, QByteArray(1024 * 1024, 'x'), AtomicFile::Options{true});
        setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY(error);
        // The backup named by its place, which is not beside the file.
        QString message = error->message;
        message.remove(QDir::toNativeSeparators(AtomicFile::backupPath(path)) + u' ');
        QVERIFY2(message.contains(fragment), qPrintable(error->toString()));
        QCOMPARE(Test::readFile(path), old);
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
