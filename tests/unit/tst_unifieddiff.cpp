// The unified diffs of `fix` and `format --check`: exact text for the edge cases diff -u
// has conventions for, and, over random edits, a diff that GNU patch applies to give the
// edited file back exactly.
#include "core/diff/unifieddiff.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using FlowAudit::unifiedDiff;

class TestUnifiedDiff : public QObject {
    Q_OBJECT
private slots:
    void cases_data() {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<QByteArray>("hunks");
        QTest::newRow("one line changed") << QByteArray("a\nb\nc\n") << QByteArray("a\nB\nc\n")
                                          << QByteArray("@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n");
        // A range of no lines names the line before it; a range of one line has no count.
        QTest::newRow("into an empty file")
            << QByteArray() << QByteArray("x\n") << QByteArray("@@ -0,0 +1 @@\n+x\n");
        QTest::newRow("everything removed")
            << QByteArray("x\ny\n") << QByteArray() << QByteArray("@@ -1,2 +0,0 @@\n-x\n-y\n");
        QTest::newRow("inserted after line 2 of 8")
            << QByteArray("1\n2\n3\n4\n5\n6\n7\n8\n") << QByteArray("1\n2\nnew\n3\n4\n5\n6\n7\n8\n")
            << QByteArray("@@ -1,5 +1,6 @@\n 1\n 2\n+new\n 3\n 4\n 5\n");
        QTest::newRow("no final newline, then one")
            << QByteArray("a\nb") << QByteArray("a\nb\n")
            << QByteArray("@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n");
        QTest::newRow("CRLF kept in the lines")
            << QByteArray("a\r\nb\r\n") << QByteArray("a\r\nc\r\n")
            << QByteArray("@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n");
        // Changes more than six kept lines apart are two hunks; six or fewer, one (diff -u).
        QTest::newRow("two hunks across seven kept lines")
            << QByteArray("1\n2\n3\n4\n5\n6\n7\n8\n9\n")
            << QByteArray("one\n2\n3\n4\n5\n6\n7\n8\nnine\n")
            << QByteArray("@@ -1,4 +1,4 @@\n-1\n+one\n 2\n 3\n 4\n@@ -6,4 +6,4 @@\n 6\n 7\n 8\n"
                          "-9\n+nine\n");
        QTest::newRow("one hunk across six kept lines")
            << QByteArray("1\n2\n3\n4\n5\n6\n7\n8\n")
            << QByteArray("one\n2\n3\n4\n5\n6\n7\neight\n")
            << QByteArray("@@ -1,8 +1,8 @@\n-1\n+one\n 2\n 3\n 4\n 5\n 6\n 7\n-8\n+eight\n");
    }
    void cases() {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(QByteArray, hunks);
        QCOMPARE(unifiedDiff(before, after, QStringLiteral("old.yaml"), QStringLiteral("new.yaml")),
                 QByteArray("--- old.yaml\n+++ new.yaml\n") + hunks);
    }

    // A window of lines from line 40 of both files: the hunk says where it is in them.
    void aWindowKeepsTheFilesLineNumbers() {
        QCOMPARE(
            unifiedDiff("a\nb\nc\n", "a\nB\nc\n", QStringLiteral("f"), QStringLiteral("f"), 3, 40),
            QByteArray("--- f\n+++ f\n@@ -40,3 +40,3 @@\n a\n-b\n+B\n c\n"));
    }

    void sameFilesHaveNoDiff() {
        QVERIFY(unifiedDiff("a\n", "a\n", QStringLiteral("x"), QStringLiteral("x")).isEmpty());
    }

    // What git apply and patch take: 200 random edits of a 40-line file, each diff applied
    // by GNU patch, give the edited file byte for byte.
    void patchAppliesEveryDiff() {
        const QString patch = QStandardPaths::findExecutable(QStringLiteral("patch"));
        if (patch.isEmpty())
            QSKIP("GNU patch is not installed");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QRandomGenerator random(23);
        for (int round = 0; round < 200; ++round) {
            QList<QByteArray> lines;
            for (int i = 0; i < 40; ++i)
                lines.append("line " + QByteArray::number(random.bounded(12)) + '\n');
            QList<QByteArray> edited = lines;
            for (int edits = random.bounded(1, 6); edits > 0; --edits) {
                const int at = random.bounded(int(edited.size()) + 1);
                switch (random.bounded(3)) {
                case 0:
                    edited.insert(at, "new " + QByteArray::number(round) + '\n');
                    break;
                case 1:
                    if (at < edited.size())
                        edited.removeAt(at);
                    break;
                default:
                    if (at < edited.size())
                        edited[at] = "changed " + QByteArray::number(at) + '\n';
                }
            }
            QByteArray before = lines.join(), after = edited.join();
            if (random.bounded(4) == 0 && after.endsWith('\n'))
                after.chop(1); // the last line without its line end
            const QString file = dir.filePath(QStringLiteral("f.yaml"));
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(before);
            out.close();
            QProcess process;
            process.start(patch, {QStringLiteral("--quiet"), file});
            QVERIFY(process.waitForStarted());
            process.write(unifiedDiff(before, after, file, file));
            process.closeWriteChannel();
            QVERIFY(process.waitForFinished());
            QCOMPARE(process.exitCode(), 0);
            QFile in(file);
            QVERIFY(in.open(QIODevice::ReadOnly));
            QCOMPARE(in.readAll(), after);
        }
    }
};

QTEST_GUILESS_MAIN(TestUnifiedDiff)
#include "tst_unifieddiff.moc"
