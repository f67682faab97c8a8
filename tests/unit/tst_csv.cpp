#include "core/io/table/csvreader.h"
#include "core/io/table/csvwriter.h"
#include "core/io/yaml/yamlwriter.h"
#include "testsupport.h"

#include <QFile>
#include <QTest>

using namespace FlowAudit;

namespace {
Inventory readCsv(const QByteArray& bytes) {
    InventoryReadResult result = CsvReader::read(bytes, QStringLiteral("test.csv"));
    if (!result.inventory)
        qWarning("not an inventory: %s", qPrintable(result.error.toString()));
    return result.inventory.value_or(Inventory());
}

QString csvError(const QByteArray& bytes) {
    const InventoryReadResult result = CsvReader::read(bytes, QStringLiteral("test.csv"));
    return result.inventory ? QString() : result.error.toString();
}
} // namespace

class TestCsv : public QObject {
    Q_OBJECT
private slots:
    void rfc4180Quoting() {
        const Inventory inv = readCsv("flow_id,notes,name\r\n"
                                      "a,\"one, two\",\"say \"\"hi\"\"\"\r\n"
                                      "b,\"line 1\nline 2\",plain\r\n"
                                      "c,,\r\n"
                                      ",,\r\n");
        QCOMPARE(inv.flows.size(), 3);
        QCOMPARE(inv.flows[0].text(Field::Notes), QStringLiteral("one, two"));
        QCOMPARE(inv.flows[0].text(Field::Name), QStringLiteral("say \"hi\""));
        QCOMPARE(inv.flows[1].text(Field::Notes), QStringLiteral("line 1\nline 2"));
        QVERIFY(inv.flows[2].isBlank(Field::Notes));
        QCOMPARE(inv.flows[2].line(), 5); // the embedded newline counts
    }

    void separatorsAndBom_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("comma") << QByteArray("flow_id,method\na,custom\n");
        QTest::newRow("semicolon") << QByteArray("flow_id;method\na;custom\n");
        QTest::newRow("BOM and CRLF") << QByteArray("\xef\xbb\xbf"
                                                    "flow_id,method\r\na,custom\r\n");
        QTest::newRow("BOM and semicolon")
            << QByteArray("\xef\xbb\xbf"
                          "\"flow_id\";\"method\"\r\n\"a\";\"custom\"\r\n");
        QTest::newRow("capitalised headers") << QByteArray("Flow_ID,METHOD\na,custom\n");
        QTest::newRow("columns in any order") << QByteArray("method,flow_id\ncustom,a\n");
        QTest::newRow("no final newline") << QByteArray("flow_id,method\na,custom");
    }
    void separatorsAndBom() {
        QFETCH(QByteArray, bytes);
        const Inventory inv = readCsv(bytes);
        QCOMPARE(inv.flows.size(), 1);
        QCOMPARE(inv.flows[0].text(Field::FlowId), QStringLiteral("a"));
        QCOMPARE(inv.flows[0].text(Field::Method), QStringLiteral("custom"));
    }

    void unknownColumnsReviewsAndLists() {
        const Inventory inv =
            readCsv("flow_id,x_team,reviews,tags\n"
                    "a,billing,\"{IP04: {status: pass, on: 2026-11-20}}\",\"[pii, billing]\"\n"
                    "b,,,[not yaml\n");
        QCOMPARE(inv.flows[0].extraFields().size(), size_t(2));
        QCOMPARE(inv.flows[0].extraFields()[0].value.text(), QStringLiteral("billing"));
        QVERIFY(inv.flows[0].extraFields()[1].value.isSequence());
        QCOMPARE(inv.flows[0].reviews().find(u"IP04")->find(u"status")->text(),
                 QStringLiteral("pass"));
        QCOMPARE(inv.flows[1].extraFields().size(), size_t(1)); // an empty cell is no field
        QCOMPARE(inv.flows[1].extraFields()[0].value.text(), QStringLiteral("[not yaml"));
    }

    void errors_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty")
            << QByteArray("")
            << "test.csv: the file is empty: the CSV form of an inventory starts with a header row";
        QTest::newRow("stray quote")
            << QByteArray("flow_id,notes\na,b\"c\n")
            << "test.csv:2:4: malformed quotes: a quoted cell must be closed by \" followed by the "
               "separator or the end of the line (write \"\" for a quote inside it)";
        QTest::newRow("unclosed quote")
            << QByteArray("flow_id,notes\na,\"open\nb,c\n")
            << "test.csv:2: a quoted cell that starts in this row is never closed";
        QTest::newRow("too many cells")
            << QByteArray("flow_id\na,b\n")
            << "test.csv:2: this row has more cells (2) than the header has columns (1)";
        QTest::newRow("duplicate column")
            << QByteArray("flow_id,flow_id\n")
            << "test.csv:1: the header names the column \"flow_id\" twice";
        QTest::newRow("blank column name")
            << QByteArray("flow_id,,x\n") << "test.csv:1: column 2 of the header row has no name";
        QTest::newRow("bad reviews") << QByteArray("flow_id,reviews\na,\"{IP04: [x, y}\"\n")
                                     << "test.csv:2: the reviews cell is not compact YAML: YAML "
                                        "syntax error: illegal flow end";
        QTest::newRow("2 MB cell")
            << QByteArray("flow_id,notes\na,") + QByteArray(2 * 1024 * 1024, 'x') + "\n"
            << "test.csv:2: the notes cell holds 2.00 MB: a cell may hold at most 1 MB";
        QTest::newRow("invalid UTF-8")
            << QByteArray("flow_id\n\xff\n")
            << "test.csv:2:1: byte 0xff is not valid UTF-8: save the file as UTF-8";
        // A CSV is an inventory only with a flow_id column: any other table is none, never
        // flows with blank IDs.
        QTest::newRow("no flow_id column")
            << QByteArray("a,b\n1,2\n")
            << "test.csv:1: not an inventory: no column of the header row (a, b) is flow_id, "
               "the column that names each flow of an inventory";
        QTest::newRow("a wide table without flow_id")
            << QByteArray("name,source,destination,method,notes,ipaas,x1,x2\nn,s,d,custom,,,,\n")
            << "test.csv:1: not an inventory: no column of the header row (name, source, "
               "destination, method, notes, ipaas and 2 more) is flow_id, the column that names "
               "each flow of an inventory";
        QTest::newRow("flow_id in capitals is flow_id")
            << QByteArray("Flow_ID,source\na,b,c\n")
            << "test.csv:2: this row has more cells (3) than the header has columns (2)";
    }
    void errors() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        QCOMPARE(csvError(bytes), error);
    }

    // YAML → CSV → YAML loses nothing, and CSV output is stable.
    void roundTripFromYaml() {
        QFile file(QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        Inventory original = Test::inventoryFromYaml(file.readAll());
        // CSV carries flows only: the top-level keys stay in the YAML.
        original.title.clear();
        original.owner.clear();
        original.extraKeys.clear();
        original.flows[0].appendExtraField(
            QStringLiteral("tags"),
            Test::inventoryFromYaml("flows: []\nt: [a, {b: c}]\n").extraKeys[0].value);
        original.flows[1].setText(Field::Notes,
                                  QStringLiteral("comma, \"quote\"; semicolon\nnewline"));
        const QByteArray csv = CsvWriter::write(original);
        const Inventory back = readCsv(csv);
        QCOMPARE(back, original);
        QCOMPARE(CsvWriter::write(back), csv);
    }

    void writesRfc4180() {
        Inventory inventory;
        Flow flow;
        flow.setText(Field::FlowId, QStringLiteral("a"));
        flow.setText(Field::Notes, QStringLiteral("x, \"y\""));
        inventory.flows.append(flow);
        const QByteArray csv = CsvWriter::write(inventory);
        QVERIFY(csv.startsWith("flow_id,name,source,destination,ipaas,method,"));
        QVERIFY(csv.contains("\r\na,,,,,,,,,,,,,,,,,\"x, \"\"y\"\"\",\r\n"));
    }

    // OWASP: a cell a spreadsheet would run as a formula is written with a leading quote;
    // FlowAudit's import gives exactly the value back, including values that start with
    // quotes themselves.
    void formulaCellsAreNeutralisedAndReadBack_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QByteArray>("cell");
        QTest::newRow("=") << "=HYPERLINK(\"http://x\",\"y\")"
                           << QByteArray("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"");
        QTest::newRow("+") << "+1+cmd|' /C calc'!A0" << QByteArray("'+1+cmd|' /C calc'!A0");
        QTest::newRow("-") << "-2+3" << QByteArray("'-2+3");
        QTest::newRow("@") << "@SUM(A1:A9)" << QByteArray("'@SUM(A1:A9)");
        QTest::newRow("tab") << "\t=1" << QByteArray("'\t=1");
        QTest::newRow("carriage return") << "\r=1" << QByteArray("\"'\r=1\"");
        QTest::newRow("line feed") << "\n=1" << QByteArray("\"'\n=1\"");
        QTest::newRow("quote before =") << "'=1" << QByteArray("''=1");
        QTest::newRow("two quotes before @") << "''@x" << QByteArray("'''@x");
        QTest::newRow("quote alone") << "'" << QByteArray("'");
        QTest::newRow("quote before text") << "'quoted" << QByteArray("'quoted");
        QTest::newRow("= inside") << "a=b" << QByteArray("a=b");
        // Text that reads as YAML: without the quote it would come back as a list or map.
        QTest::newRow("text like a list") << "[draft, v2]" << QByteArray("\"'[draft, v2]\"");
        QTest::newRow("text like a map") << "{a: b}" << QByteArray("'{a: b}");
        QTest::newRow("quote before [") << "'[x]" << QByteArray("''[x]");
        QTest::newRow("[ inside") << "a[0]" << QByteArray("a[0]");
        QTest::newRow("plain") << "stripe" << QByteArray("stripe");
    }
    void formulaCellsAreNeutralisedAndReadBack() {
        QFETCH(QString, value);
        QFETCH(QByteArray, cell);
        Inventory inventory;
        Flow flow;
        flow.setText(Field::FlowId, QStringLiteral("a"));
        flow.appendExtraField(QStringLiteral("x_extra"), YamlValue::scalar(value));
        inventory.flows.append(flow);
        const QByteArray csv = CsvWriter::write(inventory);
        QVERIFY2(csv.endsWith(",reviews,x_extra\r\na,,,,,,,,,,,,,,,,,,," + cell + "\r\n"),
                 csv.constData());
        const Inventory back = readCsv(csv);
        QCOMPARE(back.flows.size(), 1);
        QCOMPARE(back.flows[0].extraFields()[0].value.text(), value);
        QCOMPARE(back, inventory);
    }

    // A column named like a formula is neutralised as well.
    void formulaColumnNamesAreNeutralised() {
        Inventory inventory;
        Flow flow;
        flow.setText(Field::FlowId, QStringLiteral("a"));
        flow.appendExtraField(QStringLiteral("=cmd"), YamlValue::scalar(QStringLiteral("v")));
        inventory.flows.append(flow);
        const QByteArray csv = CsvWriter::write(inventory);
        QVERIFY(csv.left(csv.indexOf("\r\n")).endsWith(",reviews,'=cmd"));
        QCOMPARE(readCsv(csv), inventory);
    }
};

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
