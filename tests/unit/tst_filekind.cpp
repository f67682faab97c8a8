// The front door: what a file holds is told from its bytes, and a name that says another
// kind is refused in the same words by every reader (io/files/filekind).
#include "testsupport.h"

#include "core/io/files/filekind.h"
#include "core/io/files/inventoryfile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

class TestFileKind : public QObject {
    Q_OBJECT
private slots:
    void content_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("content");
        QTest::newRow("zip") << QByteArray("PK\x03\x04rest") << int(FileKind::Content::Zip);
        QTest::newRow("ole2") << QByteArray("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1rest")
                              << int(FileKind::Content::Ole2);
        QTest::newRow("json") << QByteArray("\xEF\xBB\xBF  {\"nodes\": []}")
                              << int(FileKind::Content::Json);
        QTest::newRow("json list") << QByteArray("\n[1]") << int(FileKind::Content::Json);
        QTest::newRow("yaml") << QByteArray("# inventory\nflows:\n  - flow_id: a\n")
                              << int(FileKind::Content::Yaml);
        QTest::newRow("yaml key") << QByteArray("format: flow-inventory/1\n")
                                  << int(FileKind::Content::Yaml);
        QTest::newRow("csv") << QByteArray("flow_id,name\na,b\n") << int(FileKind::Content::Csv);
        QTest::newRow("csv whose titles are bracketed")
            << QByteArray("[ID];[Quelle]\na;b\n") << int(FileKind::Content::Csv);
        QTest::newRow("csv with colon in a cell")
            << QByteArray("Flow;Notiz\na;siehe: Wiki\n") << int(FileKind::Content::Csv);
        QTest::newRow("binary") << QByteArray("ab\0cd", 5) << int(FileKind::Content::Binary);
        QTest::newRow("empty") << QByteArray(" \n") << int(FileKind::Content::Empty);
    }
    void content() {
        QFETCH(QByteArray, bytes);
        QFETCH(int, content);
        QCOMPARE(int(FileKind::of(bytes)), content);
    }

    void mismatch_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("said");
        const QByteArray zip("PK\x03\x04rest");
        QTest::newRow("csv named xlsx")
            << QStringLiteral("book.xlsx") << QByteArray("Flow,Quelle\na,b\n")
            << QStringLiteral("not an Excel workbook (no zip signature); if it is CSV, name it "
                              ".csv");
        QTest::newRow("yaml named xlsx")
            << QStringLiteral("book.xlsx") << QByteArray("flows: []\n")
            << QStringLiteral("not an Excel workbook (no zip signature); if it is YAML, name it "
                              ".yaml");
        QTest::newRow("empty named xlsx")
            << QStringLiteral("book.xlsx") << QByteArray()
            << QStringLiteral("the file is empty, not an Excel workbook (no zip signature)");
        QTest::newRow("workbook named csv")
            << QStringLiteral("t.csv") << zip
            << QStringLiteral("an Excel workbook (a zip file), not CSV: name it .xlsx");
        QTest::newRow("workbook named yaml")
            << QStringLiteral("t.yaml") << zip
            << QStringLiteral("an Excel workbook (a zip file), not YAML: name it .xlsx");
        QTest::newRow("json named csv") << QStringLiteral("t.csv") << QByteArray("{}")
                                        << QStringLiteral("JSON, not CSV: name it .json");
        QTest::newRow("csv named json") << QStringLiteral("t.json") << QByteArray("a,b\n1,2\n")
                                        << QStringLiteral("CSV, not JSON: name it .csv");
        QTest::newRow("json is yaml")
            << QStringLiteral("t.yaml") << QByteArray("{flows: []}") << QString();
        QTest::newRow("ole2 named xlsx")
            << QStringLiteral("t.xlsx") << QByteArray("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1")
            << QString(); // the workbook reader says what it is
        QTest::newRow("no extension") << QStringLiteral("export") << zip << QString();
    }
    void mismatch() {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, said);
        const std::optional<IoError> error = FileKind::mismatch(name, bytes);
        QCOMPARE(error ? error->message : QString(), said);
    }

    // A file named for what it is, read as another kind (File → Import from CSV of a
    // workbook): no advice to rename it.
    void namedRightReadAsAnother() {
        const std::optional<IoError> error = FileKind::mismatch(
            QStringLiteral("team.xlsx"), FileKind::Content::Csv, QByteArray("PK\x03\x04rest"));
        QVERIFY(error);
        QCOMPARE(error->message, QStringLiteral("an Excel workbook (a zip file), not CSV"));
    }

    // Every reader of an inventory goes through it: loading a file and parsing its bytes.
    void inventoryReadersUseIt() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("flows.csv"));
        Test::writeFile(path, QByteArray("PK\x03\x04 not really a workbook"));
        const QString said =
            QStringLiteral("%1: an Excel workbook (a zip file), not CSV: name it .xlsx").arg(path);
        QCOMPARE(InventoryFile::load(path).error.toString(), said);
        QCOMPARE(InventoryFile::parse(Test::readFile(path), InventoryFile::Format::Csv, path)
                     .error.toString(),
                 said);
    }
};

QTEST_GUILESS_MAIN(TestFileKind)
#include "tst_filekind.moc"
