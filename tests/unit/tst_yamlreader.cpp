#include "core/io/yaml/yamlreader.h"
#include "testsupport.h"

#include <QTest>

using namespace FlowAudit;

class TestYamlReader : public QObject {
    Q_OBJECT
private slots:
    // A value or key that starts with U+FEFF keeps it, written raw or as an escape: the
    // character is the user's, and a value without it saves as something else.
    void leadingByteOrderMarkIsKept() {
        const Inventory inv = Test::inventoryFromYaml("flows:\n"
                                                      "  - flow_id: \"\\ufeffa\"\n"
                                                      "    notes: \"\xEF\xBB\xBF\xEF\xBB\xBF"
                                                      "b\"\n"
                                                      "    \xEF\xBB\xBF"
                                                      "extra: c\n");
        QCOMPARE(inv.flows.size(), 1);
        QCOMPARE(inv.flows[0].text(Field::FlowId), QString(QChar(0xFEFF)) + QLatin1Char('a'));
        QCOMPARE(inv.flows[0].text(Field::Notes),
                 QString(QChar(0xFEFF)) + QChar(0xFEFF) + QLatin1Char('b'));
        QCOMPARE(inv.flows[0].extraFields().size(), 1);
        QCOMPARE(inv.flows[0].extraFields().front().key,
                 QString(QChar(0xFEFF)) + QStringLiteral("extra"));
    }

    void readsEveryPart() {
        const Inventory inv = Test::inventoryFromYaml(
            "format: flow-inventory/1\n"
            "title: Acme\n"
            "owner: Team\n"
            "x_first: 1\n"
            "flows:\n"
            "  - flow_id: billing_to_crm\n"
            "    name: \"  Stripe → CRM  \"\n"
            "    ipaas:\n"
            "    tags: [pii, billing]\n"
            "    method: custom\n"
            "    reviews:\n"
            "      IP04: {status: pass, note: upsert, by: jd, on: 2026-11-20}\n"
            "    sla: {minutes: 5}\n"
            "x_last: [a]\n");
        QCOMPARE(inv.format, QStringLiteral("flow-inventory/1"));
        QCOMPARE(inv.title, QStringLiteral("Acme"));
        QCOMPARE(inv.owner, QStringLiteral("Team"));
        QCOMPARE(inv.extraKeys.size(), size_t(2));
        QCOMPARE(inv.extraKeys[0].key, QStringLiteral("x_first"));
        QCOMPARE(inv.extraKeys[1].key, QStringLiteral("x_last"));
        QCOMPARE(inv.flows.size(), 1);
        const Flow& flow = inv.flows.first();
        QCOMPARE(flow.text(Field::Name), QStringLiteral("Stripe → CRM"));
        QVERIFY(flow.isBlank(Field::Ipaas));
        QCOMPARE(flow.text(Field::Method), QStringLiteral("custom"));
        QCOMPARE(flow.extraFields().size(), size_t(2));
        QCOMPARE(flow.extraFields()[0].key, QStringLiteral("tags"));
        QCOMPARE(flow.extraFields()[0].value.items().size(), size_t(2));
        QCOMPARE(flow.extraFields()[1].key, QStringLiteral("sla"));
        const YamlValue* ip04 = flow.reviews().find(u"IP04");
        QVERIFY(ip04);
        QCOMPARE(ip04->find(u"on")->text(), QStringLiteral("2026-11-20"));
        QVERIFY(ip04->flowStyle());
    }

    void remembersLines() {
        const Inventory inv = Test::inventoryFromYaml("flows:\n"
                                                      "  - flow_id: a\n"
                                                      "    method: custom\n"
                                                      "\n"
                                                      "  - flow_id: b\n"
                                                      "    notes: x\n"
                                                      "    retry_layers: none\n"
                                                      "    ipaas:\n"
                                                      "\n"
                                                      "    # a comment\n"
                                                      "    name: n\n");
        QCOMPARE(inv.flows[0].line(), 2);
        QCOMPARE(inv.flows[0].fieldLine(Field::Method), 3);
        QCOMPARE(inv.flows[1].line(), 5);
        QCOMPARE(inv.flows[1].fieldLine(Field::RetryLayers), 7);
        QCOMPARE(inv.flows[1].lineOf(Field::Method), 5);   // not written: the flow's line
        QCOMPARE(inv.flows[1].fieldLine(Field::Ipaas), 8); // written empty: the key's line
    }

    void nullsAndQuotes() {
        const Inventory inv = Test::inventoryFromYaml(
            "flows:\n"
            "  - {flow_id: a, method: ~, notes: \"null\", name: NULL, source: '~'}\n");
        const Flow& flow = inv.flows.first();
        QVERIFY(flow.isBlank(Field::Method));
        QVERIFY(flow.isBlank(Field::Name));
        QCOMPARE(flow.text(Field::Notes), QStringLiteral("null"));
        QCOMPARE(flow.text(Field::Source), QStringLiteral("~"));
    }

    void structuredKnownFieldsAreKept() {
        const Inventory inv =
            Test::inventoryFromYaml("flows:\n  - {flow_id: [a, b], side_effect: [mail, sms]}\n");
        const Flow& flow = inv.flows.first();
        QVERIFY(flow.text(Field::FlowId).isEmpty());
        QVERIFY(flow.isStructured(Field::FlowId));
        QCOMPARE(flow.structuredValue(Field::SideEffect)->items().size(), size_t(2));
    }

    void emptyFlowsListIsAnInventory() {
        QCOMPARE(Test::yamlError("flows: []\n"), QString());
        QCOMPARE(Test::inventoryFromYaml("flows: []\n").flows.size(), 0);
    }

    void formatVersions_data() {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("missing is 1") << QByteArray() << true;
        QTest::newRow("1") << QByteArray("flow-inventory/1") << true;
        QTest::newRow("01") << QByteArray("flow-inventory/01") << true;
        QTest::newRow("0") << QByteArray("flow-inventory/0") << true;
        QTest::newRow("other formats are kept") << QByteArray("acme-sheet/7") << true;
        QTest::newRow("2") << QByteArray("flow-inventory/2") << false;
        QTest::newRow("10") << QByteArray("flow-inventory/10") << false;
        QTest::newRow("002") << QByteArray("flow-inventory/002") << false;
    }
    void formatVersions() {
        QFETCH(QByteArray, format);
        QFETCH(bool, accepted);
        const QByteArray yaml =
            (format.isEmpty() ? QByteArray() : "format: " + format + "\n") + "flows: []\n";
        QCOMPARE(Test::yamlError(yaml).isEmpty(), accepted);
    }

    // Not inventories: each refused with line, column and a sentence.
    void notInventories_data() {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("error");
        QTest::newRow("top-level list")
            << QByteArray("- a\n")
            << "1:1: expected a map with a flows list at the top of the file, found a list";
        QTest::newRow("top-level text") << QByteArray("hello\n")
                                        << "1:1: expected a map with a flows list at the top of "
                                           "the file, found the text \"hello\"";
        QTest::newRow("no flows")
            << QByteArray("title: x\n")
            << "1:1: there is no flows list: an inventory is a map with a flows list";
        QTest::newRow("flows null")
            << QByteArray("flows:\n")
            << "1:1: flows is empty: write the flows as a list (flows: [] when there are none)";
        QTest::newRow("flows map") << QByteArray("flows: {a: 1}\n")
                                   << "1:8: expected a list of flows under flows, found a map";
        QTest::newRow("flows text")
            << QByteArray("flows: many\n")
            << "1:8: expected a list of flows under flows, found the text \"many\"";
        QTest::newRow("flow is a list")
            << QByteArray("flows:\n  - [a]\n") << "2:5: expected a map for each flow, found a list";
        QTest::newRow("flow is text") << QByteArray("flows:\n  - {flow_id: a}\n  - b\n")
                                      << "3:5: expected a map for each flow, found the text \"b\"";
        QTest::newRow("empty file")
            << QByteArray("# nothing\n")
            << "0:0: the file is empty: an inventory is a map with a flows list";
        QTest::newRow("duplicate field")
            << QByteArray("flows:\n  - flow_id: a\n    method: x\n    method: y\n")
            << "4:5: the key \"method\" appears twice in this map (first on line 3)";
        QTest::newRow("duplicate top key")
            << QByteArray("flows: []\ntitle: a\ntitle: b\n")
            << "3:1: the key \"title\" appears twice in this map (first on line 2)";
        QTest::newRow("duplicate in reviews")
            << QByteArray("flows:\n  - reviews: {IP04: {status: open, status: pass}}\n")
            << "2:36: the key \"status\" appears twice in this map (first on line 2)";
        QTest::newRow("two documents")
            << QByteArray("flows: []\n---\nflows: []\n")
            << "2:1: a second YAML document starts here: an inventory is one document";
        QTest::newRow("syntax error") << QByteArray("flows:\n  - flow_id: a\n   method: [\n")
                                      << "3:4: YAML syntax error: end of sequence not found";
        QTest::newRow("unclosed quote")
            << QByteArray("flows:\n  - flow_id: \"abc\n    method: custom\n")
            << "2:14: a quoted value starts here and is never closed";
        QTest::newRow("map as key") << QByteArray("flows:\n  - ? {a: 1}\n    : x\n")
                                    << "2:7: a key must be text, found a map";
        QTest::newRow("null key") << QByteArray("flows:\n  - ~: x\n")
                                  << "2:5: a key must be text, found nothing";
        QTest::newRow("newer format")
            << QByteArray("format: flow-inventory/2\nflows: []\n")
            << "1:9: this inventory is format flow-inventory/2, newer than the flow-inventory/1 "
               "this FlowAudit reads: update FlowAudit to open it";
    }
    void notInventories() {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, error);
        QCOMPARE(Test::yamlError(yaml), error);
    }

    void readValueForCsvCells() {
        QString error;
        const auto value =
            YamlReader::readValue("{IP04: {status: pass}, OR01: {status: open}}", &error);
        QVERIFY2(value, qPrintable(error));
        QCOMPARE(value->entries().size(), size_t(2));
        QVERIFY(!YamlReader::readValue("{a: [", &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestYamlReader)
#include "tst_yamlreader.moc"
