// Files that are not inventories, built to hurt: each gets a clear, positioned error naming
// the file, quickly, and nothing crashes or hangs.
#include "core/io/files/inventoryfile.h"
#include "core/io/table/csvreader.h"
#include "core/io/yaml/yamlreader.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

class TestHostileInput : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString writeFile(const QString& name, const QByteArray& bytes) {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write test file");
        return path;
    }

private slots:
    void refusedWithPosition_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("fragment");

        QByteArray flowNesting = "flows: []\nx: ";
        for (int i = 0; i < 100000; ++i)
            flowNesting += "{a: ";
        QTest::newRow("deep flow nesting") << flowNesting << 2 << "nested more than 64 deep";
        QByteArray blockNesting = "flows: []\nx:\n";
        for (int i = 1; i < 200; ++i)
            blockNesting += QByteArray(2 * i, ' ') + "k:\n";
        QTest::newRow("deep block nesting") << blockNesting << 0 << "nested more than 64 deep";
        QTest::newRow("alias bomb")
            << QByteArray(
                   "a: &a "
                   "[\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
                   "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
                   "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\n"
                   "flows: [*e]\n")
            << 2 << "alias";
        QTest::newRow("binary tag")
            << QByteArray("flows:\n  - flow_id: !!binary 8J+Ygw==\n") << 2 << "the tag !!binary";
        QTest::newRow("python tag")
            << QByteArray(
                   "flows:\n  - flow_id: a\n    notes: !!python/object/apply:os.system [ls]\n")
            << 3 << "the tag !!python/object/apply:os.system";
        QTest::newRow("int tag on a map")
            << QByteArray("flows:\n  - !!int {flow_id: a}\n") << 2 << "the tag !!int";
        QTest::newRow("invalid UTF-8")
            << QByteArray("flows:\n  - flow_id: caf\xc3\x28\n") << 2 << "invalid UTF-8";
        QTest::newRow("overlong UTF-8")
            << QByteArray("flows: []\n# \xc0\xaf\n") << 2 << "not valid UTF-8";
        QTest::newRow("surrogate in UTF-8")
            << QByteArray("flows: []\n# \xed\xa0\x80\n") << 2 << "invalid UTF-8";
        QTest::newRow("truncated UTF-8")
            << QByteArray("flows: []\n# \xe2\x82") << 2 << "ends inside a UTF-8 character";
        QTest::newRow("UTF-16 LE with BOM") << QByteArray("\xff\xfe"
                                                          "f\0l\0o\0w\0s\0:\0",
                                                          14)
                                            << 0 << "UTF-16";
        QTest::newRow("UTF-16 BE with BOM") << QByteArray("\xfe\xff\0f\0l", 6) << 0 << "UTF-16";
        QTest::newRow("UTF-16 without BOM") << QByteArray("f\0l\0o\0w\0s\0", 10) << 1 << "NUL byte";
        QTest::newRow("NUL byte") << QByteArray("flows:\n  - flow_id: a\0b\n", 23) << 2
                                  << "NUL byte";
        QTest::newRow("10 MB value")
            << QByteArray("flows:\n  - notes: ") + QByteArray(10 * 1024 * 1024, 'x') + "\n"
            << 2 << "a value of 10.00 MB: a cell or key may hold at most 1 MB";
        QTest::newRow("tab indentation")
            << QByteArray("flows:\n\t- flow_id: a\n") << 2 << "YAML syntax error";
        QTest::newRow("flows of scalars")
            << QByteArray("flows: [1, 2, 3]\n") << 1 << "expected a map for each flow";
    }
    void refusedWithPosition() {
        QFETCH(QByteArray, bytes);
        QFETCH(int, line);
        QFETCH(QString, fragment);
        const QString path = writeFile(QStringLiteral("hostile.yaml"), bytes);
        const InventoryReadResult result = YamlReader::readFile(path);
        QVERIFY(!result.inventory);
        QCOMPARE(result.error.file, path);
        QVERIFY2(result.error.message.contains(fragment), qPrintable(result.error.toString()));
        if (line > 0)
            QCOMPARE(result.error.line, line);
    }

    void hugeFileRefusedBeforeReading_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("YAML") << QStringLiteral("huge.yaml");
        QTest::newRow("CSV") << QStringLiteral("huge.csv");
    }
    void hugeFileRefusedBeforeReading() {
        QFETCH(QString, name);
        const QString path = m_dir.filePath(name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(InputLimits::MaxFileBytes + 1)); // sparse: nothing is written
        file.close();
        const InventoryReadResult result = InventoryFile::load(path);
        QVERIFY(!result.inventory);
        QVERIFY2(result.error.message.contains(QStringLiteral("larger than the 100 MB")),
                 qPrintable(result.error.toString()));
    }

    void manyKeysDoNotHang() {
        QByteArray yaml = "flows:\n  - flow_id: wide\n";
        for (int i = 0; i < 100000; ++i)
            yaml += "    k" + QByteArray::number(i) + ": v\n";
        yaml += "    k5: again\n";
        const InventoryReadResult result =
            YamlReader::readFile(writeFile(QStringLiteral("wide.yaml"), yaml));
        QVERIFY(!result.inventory);
        QVERIFY(result.error.message.contains(QStringLiteral("\"k5\" appears twice")));
    }

    void crOnlyLineEndingsAreRead() {
        const InventoryReadResult result = YamlReader::readFile(
            writeFile(QStringLiteral("mac.yaml"), "flows:\r  - flow_id: a\r    method: custom\r"));
        QVERIFY2(result.inventory, qPrintable(result.error.toString()));
        QCOMPARE(result.inventory->flows.first().text(Field::Method), QStringLiteral("custom"));
        QCOMPARE(result.inventory->flows.first().fieldLine(Field::Method), 3);
    }

    // Random bytes and random cuts of a real file: any outcome but a crash or a hang.
    void garbageNeverCrashes() {
        QFile example(
            QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml"));
        QVERIFY(example.open(QIODevice::ReadOnly));
        const QByteArray real = example.readAll();
        QRandomGenerator random(20261129);
        for (int round = 0; round < 300; ++round) {
            QByteArray bytes;
            if (round % 3 == 0) {
                bytes.resize(random.bounded(1, 4096));
                for (char& c : bytes)
                    c = char(random.bounded(256));
            } else {
                bytes = real.left(random.bounded(real.size()));
                for (int flips = random.bounded(8); flips > 0; --flips)
                    bytes[random.bounded(qMax(1, int(bytes.size())))] = char(random.bounded(256));
            }
            const QString yamlPath = writeFile(QStringLiteral("garbage.yaml"), bytes);
            const InventoryReadResult yaml = YamlReader::readFile(yamlPath);
            QVERIFY(yaml.inventory || !yaml.error.message.isEmpty());
            const InventoryReadResult csv = CsvReader::read(bytes, QStringLiteral("garbage.csv"));
            QVERIFY(csv.inventory || !csv.error.message.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
