#include "core/io/yaml/yamlwriter.h"
#include "testsupport.h"

#include <QFile>
#include <QTest>

using namespace FlowAudit;

class TestYamlWriter : public QObject {
    Q_OBJECT
private slots:
    void roundTripKeepsEverything() {
        QFile file(QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Inventory original = Test::inventoryFromYaml(file.readAll());
        QVERIFY(original.flows.size() >= 12);
        const QByteArray once = YamlWriter::write(original);
        const Inventory reread = Test::inventoryFromYaml(once);
        QCOMPARE(reread, original);
        QCOMPARE(YamlWriter::write(reread), once); // save twice: identical bytes
    }

    // Whatever text a cell holds (pasted control characters, a lone CR, quotes, a leading #)
    // is written so that it reads back the same: the reader refuses raw control characters.
    void awkwardTextReadsBack_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("bell and escape") << QStringLiteral("bell \x07 and \x1b[31m red");
        QTest::newRow("lone CR") << QStringLiteral("a\rb");
        QTest::newRow("DEL") << QStringLiteral("a\x7f");
        QTest::newRow("C1 control") << QStringLiteral("a\u0085b\u009b");
        QTest::newRow("leading #") << QStringLiteral("# not a comment");
        QTest::newRow("quotes") << QStringLiteral("\"double\" and 'single'");
        QTest::newRow("newlines and indent") << QStringLiteral("line 1\n  line 2\n");
        QTest::newRow("BOM inside") << QStringLiteral("a\ufeffb");
    }
    void awkwardTextReadsBack() {
        QFETCH(QString, text);
        Inventory inventory;
        Flow flow;
        flow.setText(Field::FlowId, QStringLiteral("a"));
        flow.appendExtraField(QStringLiteral("x_text"), YamlValue::scalar(text));
        inventory.flows.append(flow);
        const QByteArray written = YamlWriter::write(inventory);
        const Inventory reread = Test::inventoryFromYaml(written);
        QCOMPARE(reread.flows.value(0).extraFields().at(0).value.text(), text);
    }

    void unknownKeysAndFieldsKeptInOrder() {
        const QByteArray yaml =
            "x_top: {b: 1, a: 2}\nflows:\n  - flow_id: a\n    zeta: 1\n    alpha: [x, \"y\"]\n"
            "    method: custom\n";
        const QByteArray written = YamlWriter::write(Test::inventoryFromYaml(yaml));
        QCOMPARE(written, QByteArray("format: flow-inventory/1\n"
                                     "flows:\n"
                                     "  - flow_id: a\n"
                                     "    method: custom\n"
                                     "    zeta: 1\n"
                                     "    alpha: [x, \"y\"]\n"
                                     "x_top: {b: 1, a: 2}\n"));
    }

    // Text that other YAML tools would read as a boolean, null or number is quoted; valid
    // typed cells are written as the format shows them.
    void quotesAmbiguousText_data() {
        QTest::addColumn<QByteArray>("cell");
        QTest::addColumn<QByteArray>("written");
        QTest::newRow("yes in a yes/no field")
            << QByteArray("creates_records: yes") << QByteArray("creates_records: yes");
        QTest::newRow("number in a number field")
            << QByteArray("ledger_retention_days: 007") << QByteArray("ledger_retention_days: 007");
        QTest::newRow("yes as a name")
            << QByteArray("name: \"yes\"") << QByteArray("name: \"yes\"");
        QTest::newRow("NO as notes") << QByteArray("notes: 'NO'") << QByteArray("notes: \"NO\"");
        QTest::newRow("number as name")
            << QByteArray("name: '0123'") << QByteArray("name: \"0123\"");
        QTest::newRow("null as method")
            << QByteArray("method: \"null\"") << QByteArray("method: \"null\"");
        QTest::newRow("invalid on in yes/no")
            << QByteArray("creates_records: \"on\"") << QByteArray("creates_records: \"on\"");
        QTest::newRow("invalid number text") << QByteArray("ledger_retention_days: 1e3")
                                             << QByteArray("ledger_retention_days: \"1e3\"");
        QTest::newRow("plain text")
            << QByteArray("notes: refetches first") << QByteArray("notes: refetches first");
    }
    void quotesAmbiguousText() {
        QFETCH(QByteArray, cell);
        QFETCH(QByteArray, written);
        const Inventory inventory = Test::inventoryFromYaml("flows:\n  - " + cell + "\n");
        const QByteArray out = YamlWriter::write(inventory);
        QVERIFY2(out.contains("  - " + written + "\n"), out.constData());
        QCOMPARE(Test::inventoryFromYaml(out), inventory);
    }

    void blankFieldsLeftOut() {
        const QByteArray out = YamlWriter::write(
            Test::inventoryFromYaml("flows:\n  - {flow_id: a, ipaas: , notes: ~}\n"));
        QCOMPARE(out, QByteArray("format: flow-inventory/1\nflows:\n  - flow_id: a\n"));
    }

    void emptyInventory() {
        Inventory inventory;
        QCOMPARE(YamlWriter::write(inventory), QByteArray("format: flow-inventory/1\nflows: []\n"));
    }

    void multilineAndUnicodeText() {
        Inventory inventory;
        Flow flow;
        flow.setText(Field::FlowId, QStringLiteral("a"));
        flow.setText(Field::Notes, QStringLiteral("line one\nline two: \"quoted\" 🚀\n\tend"));
        inventory.flows.append(flow);
        QCOMPARE(Test::inventoryFromYaml(YamlWriter::write(inventory)), inventory);
    }
};

QTEST_GUILESS_MAIN(TestYamlWriter)
#include "tst_yamlwriter.moc"
