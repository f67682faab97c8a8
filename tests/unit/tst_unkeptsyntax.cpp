// What a save cannot keep (comments, anchors, tags) is found when a YAML file is read, and
// nothing that is not one of them is taken for one.
#include "core/io/yaml/yamlreader.h"
#include "core/io/yaml/yamlwriter.h"
#include "testsupport.h"

#include <QBuffer>
#include <QFile>
#include <QTest>

using namespace FlowAudit;

namespace {
InventoryReadResult read(QByteArray yaml) {
    QBuffer device(&yaml);
    device.open(QIODevice::ReadOnly);
    return YamlReader::read(&device, QStringLiteral("test.yaml"));
}
} // namespace

class TestUnkeptSyntax : public QObject {
    Q_OBJECT
private slots:
    void found_data() {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<int>("comments");
        QTest::addColumn<int>("commentLine");
        QTest::addColumn<int>("anchors");
        QTest::addColumn<int>("anchorLine");
        QTest::addColumn<QStringList>("tags");
        QTest::addColumn<int>("tagLine");
        const QStringList none;
        QTest::newRow("nothing") << QByteArray("flows: []\n") << 0 << 0 << 0 << 0 << none << 0;
        QTest::newRow("comment line")
            << QByteArray("# head\nflows: []\n# tail\n") << 2 << 1 << 0 << 0 << none << 0;
        QTest::newRow("trailing comment")
            << QByteArray("title: x\nflows: [] # none yet\n") << 1 << 2 << 0 << 0 << none << 0;
        QTest::newRow("# inside plain text")
            << QByteArray("title: C# and F#\nflows: []\n") << 0 << 0 << 0 << 0 << none << 0;
        QTest::newRow("# in double quotes")
            << QByteArray("title: \"a # b\"\nflows: []\n") << 0 << 0 << 0 << 0 << none << 0;
        QTest::newRow("# in single quotes")
            << QByteArray("title: 'it''s # here'\nflows: []\n") << 0 << 0 << 0 << 0 << none << 0;
        QTest::newRow("quotes over two lines")
            << QByteArray("title: \"a\n  # not a comment\"\nflows: []\n") << 0 << 0 << 0 << 0
            << none << 0;
        QTest::newRow("apostrophe in plain text")
            << QByteArray("title: don't # real\nflows: []\n") << 1 << 1 << 0 << 0 << none << 0;
        QTest::newRow("quote inside plain text")
            << QByteArray("title: a 'b # real\nflows: []\n") << 1 << 1 << 0 << 0 << none << 0;
        QTest::newRow("block scalar") << QByteArray("flows:\n  - flow_id: a\n    notes: |\n      # "
                                                    "heading\n\n      text\n    name: x # real\n")
                                      << 1 << 7 << 0 << 0 << none << 0;
        QTest::newRow("block scalar as list item")
            << QByteArray("flows:\n  - flow_id: a\n    tags:\n      - >-\n        # inside\n      "
                          "- b # real\n")
            << 1 << 6 << 0 << 0 << none << 0;
        QTest::newRow("comment after block header")
            << QByteArray("flows: []\nx: | # header\n  # text\n") << 1 << 2 << 0 << 0 << none << 0;
        QTest::newRow("anchors") << QByteArray(
                                        "flows:\n  - &first {flow_id: a}\n  - flow_id: &id b\n")
                                 << 0 << 0 << 2 << 2 << none << 0;
        QTest::newRow("tags") << QByteArray("flows:\n  - flow_id: a\n    name: !!str 0123\n    "
                                            "notes: !vault secret\n    x: !vault [1]\n")
                              << 0 << 0 << 0 << 0
                              << QStringList{QStringLiteral("!!str"), QStringLiteral("!vault")}
                              << 3;
    }
    void found() {
        QFETCH(QByteArray, yaml);
        const InventoryReadResult result = read(yaml);
        QVERIFY2(result.inventory, qPrintable(result.error.toString()));
        QTEST(result.unkept.comments, "comments");
        QTEST(result.unkept.firstCommentLine, "commentLine");
        QTEST(result.unkept.anchors, "anchors");
        QTEST(result.unkept.firstAnchorLine, "anchorLine");
        QTEST(result.unkept.tags, "tags");
        QTEST(result.unkept.firstTagLine, "tagLine");
    }

    // A custom tag no longer stops the file from opening: its value is read as written.
    void taggedValuesAreReadAsWritten() {
        const InventoryReadResult result =
            read("flows:\n  - flow_id: !id a\n    notes: !vault secret\n");
        QVERIFY2(result.inventory, qPrintable(result.error.toString()));
        QCOMPARE(result.inventory->flows[0].text(Field::FlowId), QStringLiteral("a"));
        QCOMPARE(result.inventory->flows[0].text(Field::Notes), QStringLiteral("secret"));
    }

    // What FlowAudit writes has none of them: no warning after a save of its own.
    void ownOutputHasNone() {
        QFile file(QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        Inventory inventory = Test::inventoryFromYaml(file.readAll());
        inventory.flows[0].setText(Field::Notes,
                                   QStringLiteral("see #12, \"quoted\" # and 'single' #"));
        inventory.flows[1].setText(Field::Notes, QStringLiteral("line 1\n# line 2\n  indented"));
        const InventoryReadResult result = read(YamlWriter::write(inventory));
        QVERIFY2(result.inventory, qPrintable(result.error.toString()));
        QVERIFY2(result.unkept.isEmpty(), qPrintable(result.unkept.describe()));
    }
};

QTEST_GUILESS_MAIN(TestUnkeptSyntax)
#include "tst_unkeptsyntax.moc"
