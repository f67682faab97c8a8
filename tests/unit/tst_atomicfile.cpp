#include "core/io/atomicfile.h"
#include "testsupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace FlowAudit;

class TestAtomicFile : public QObject {
    Q_OBJECT
private slots:
    void writesAndReplaces()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("inventory.yaml"));
        QVERIFY(!AtomicFile::write(path, "first\n"));
        QVERIFY(!AtomicFile::write(path, "second\n"));
        QCOMPARE(Test::readFile(path), QByteArray("second\n"));
    }

    void missingFolderSaysWhy()
    {
        QTemporaryDir dir;
        const auto error = AtomicFile::write(dir.filePath(QStringLiteral("gone/inventory.yaml")), "x");
        QVERIFY(error);
        QVERIFY(error->message.contains(QStringLiteral("cannot write the file")));
    }

    // pitfalls.md: past a file-size limit QSaveFile can commit a truncated file. The old
    // file must survive and the error must say so.
    void fileSizeLimitKeepsTheOldFile()
    {
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
        QVERIFY2(error->message.contains(QStringLiteral("the old file is unchanged")), qPrintable(error->toString()));
        QCOMPARE(Test::readFile(path), QByteArray("old contents\n"));
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
