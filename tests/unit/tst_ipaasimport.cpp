// The n8n and Make importers against fixtures written from the real fragments in
// docs/research/ipaas-exports.md: each fixture beside a `.expected` file with the exact flow it
// must give (every field listed is derived with that value, every other field stays blank), note
// and warning fragments, and whether the flow_id was made up.
#include "core/model/field.h"
#include "testsupport.h"

#include "core/import/flowslug.h"
#include "core/import/ipaasimport.h"

#include "core/io/yaml/yamlwriter.h"
#include <QDir>
#include <QTemporaryDir>

#include <QTest>

using namespace FlowAudit;

namespace {

QString expectedPathOf(const QString& fixture) {
    QString base = fixture;
    base.chop(int(qstrlen(".json")));
    if (base.endsWith(QLatin1StringView(".blueprint")))
        base.chop(int(qstrlen(".blueprint")));
    return base + QStringLiteral(".expected");
}

ImportedFlow importOne(const QByteArray& json) {
    const IpaasImportResult result = IpaasImport::parse(json, QStringLiteral("t.json"));
    if (result.error)
        qWarning("%s", qPrintable(result.error->toString()));
    return result.flows.value(0);
}

} // namespace

class TestIpaasImport : public QObject {
    Q_OBJECT
private slots:
    void fixture_data() {
        QTest::addColumn<QString>("path");
        for (const char* tool : {"n8n", "make"}) {
            const QDir dir(Test::testData(QStringLiteral("import/") + QLatin1StringView(tool)));
            const QStringList names =
                dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
            QVERIFY(names.size() >= 5);
            for (const QString& name : names)
                QTest::newRow(qPrintable(QLatin1StringView(tool) + u'/' + name))
                    << dir.filePath(name);
        }
    }
    void fixture() {
        QFETCH(QString, path);
        const IpaasImportResult result = IpaasImport::readPath(path);
        QVERIFY2(!result.error, qPrintable(result.error ? result.error->toString() : QString()));
        QCOMPARE(result.flows.size(), 1);
        const ImportedFlow& imported = result.flows.first();
        const QStringList lines = QString::fromUtf8(Test::readFile(expectedPathOf(path)))
                                      .split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(!lines.isEmpty());
        QMap<Field, QString> expected;
        for (const QString& line : lines) {
            const qsizetype colon = line.indexOf(QLatin1StringView(": "));
            QVERIFY2(colon > 0, qPrintable(line));
            const QString key = line.left(colon);
            const QString value = line.mid(colon + 2);
            if (key == u"notes~")
                QVERIFY2(imported.flow.text(Field::Notes).contains(value),
                         qPrintable(QStringLiteral("notes lack \"%1\":\n%2")
                                        .arg(value, imported.flow.text(Field::Notes))));
            else if (key == u"warning~")
                QVERIFY2(imported.warnings.join(u'\n').contains(value),
                         qPrintable(imported.warnings.join(u'\n')));
            else if (key == u"reviews~")
                QVERIFY2(QString::fromUtf8(YamlWriter::writeCompact(imported.flow.reviews()))
                             .contains(value),
                         YamlWriter::writeCompact(imported.flow.reviews()).constData());
            else if (key == u"extra~") {
                QStringList extras;
                for (const YamlMapEntry& entry : imported.flow.extraFields())
                    extras.append(entry.key + QStringLiteral(": ") +
                                  QString::fromUtf8(YamlWriter::writeCompact(entry.value)));
                QVERIFY2(extras.join(u'\n').contains(value), qPrintable(extras.join(u'\n')));
            } else if (key == u"made-up")
                QCOMPARE(imported.idMadeUp, value == u"yes");
            else if (const auto field = FieldCatalogue::byName(key))
                expected.insert(*field, value);
            else
                QFAIL(qPrintable(QStringLiteral("unknown key in the expectation: ") + key));
        }
        for (int i = 0; i < FieldCount; ++i) {
            const Field field = Field(i);
            if (field == Field::Notes)
                continue;
            QVERIFY2(imported.flow.text(field) == expected.value(field),
                     qPrintable(QStringLiteral("%1 is \"%2\", expected \"%3\"")
                                    .arg(FieldCatalogue::name(field), imported.flow.text(field),
                                         expected.value(field))));
            QCOMPARE(imported.derived.contains(field), !expected.value(field).isEmpty());
        }
        // Every imported flow says where its fields came from.
        QVERIFY(imported.derived.contains(Field::Notes));
    }

    // The CLI's export without --separate: a list of workflows, one flow each.
    void n8nCliArray() {
        const QByteArray two =
            "[" + Test::readFile(Test::testData(QStringLiteral("import/n8n/write-retries.json"))) +
            "," + Test::readFile(Test::testData(QStringLiteral("import/n8n/disabled-node.json"))) +
            "]";
        const IpaasImportResult result = IpaasImport::parse(two, QStringLiteral("all.json"));
        QVERIFY(!result.error);
        QCOMPARE(result.flows.size(), 2);
        QCOMPARE(result.flows[0].flow.text(Field::FlowId), QStringLiteral("orders01"));
        QCOMPARE(result.flows[1].flow.text(Field::FlowId), QStringLiteral("contacts7"));
    }

    void folder() {
        const IpaasImportResult result =
            IpaasImport::readPath(Test::testData(QStringLiteral("import/make")));
        QVERIFY(!result.error);
        QCOMPARE(result.flows.size(), QDir(Test::testData(QStringLiteral("import/make")))
                                          .entryList({QStringLiteral("*.json")})
                                          .size());
    }

    // Engine semantics where the file's types are loose.
    void retryTypes_data() {
        QTest::addColumn<QByteArray>("node");
        QTest::addColumn<QString>("layers");
        QTest::newRow("retryOnFail as a string is not true")
            << QByteArray(R"("retryOnFail": "true", "maxTries": 4)")
            << QStringLiteral("retry_on_fail:1");
        QTest::newRow("maxTries as a string")
            << QByteArray(R"("retryOnFail": true, "maxTries": "4")")
            << QStringLiteral("retry_on_fail:4");
        QTest::newRow("maxTries 1 clamps to 2")
            << QByteArray(R"("retryOnFail": true, "maxTries": 1)")
            << QStringLiteral("retry_on_fail:2");
        QTest::newRow("maxTries 0 means 3") << QByteArray(R"("retryOnFail": true, "maxTries": 0)")
                                            << QStringLiteral("retry_on_fail:3");
        QTest::newRow("maxTries a list means 3")
            << QByteArray(R"("retryOnFail": true, "maxTries": [7])")
            << QStringLiteral("retry_on_fail:3");
    }
    void retryTypes() {
        QFETCH(QByteArray, node);
        const QByteArray json =
            R"({"id": "r", "nodes": [{"name": "W", "type": "n8n-nodes-base.webhook"},
            {"name": "Post", "type": "n8n-nodes-base.httpRequest", )" +
            node +
            R"(, "parameters": {"method": "POST", "url": "https://x.example.com"}}], "connections": {"W": {}}})";
        QFETCH(QString, layers);
        QCOMPARE(importOne(json).flow.text(Field::RetryLayers), layers);
    }

    void refused_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QTest::newRow("no nodes")
            << QByteArray(R"({"name": "x", "nodes": [], "connections": {}})")
            << QStringLiteral("t.json: an n8n workflow without nodes: there is nothing to import");
        QTest::newRow("connections only")
            << QByteArray(R"({"name": "x", "connections": {}})")
            << QStringLiteral("t.json: an n8n workflow without nodes: there is nothing to import");
        QTest::newRow("nodes not a list")
            << QByteArray(R"({"nodes": {"a": 1}})")
            << QStringLiteral("t.json: an n8n workflow whose nodes are not a list");
        QTest::newRow("node without type")
            << QByteArray(
                   R"({"nodes": [{"name": "a", "type": "n8n-nodes-base.set"}, {"name": 5, "type": 7}]})")
            << QStringLiteral(
                   "t.json: node 2 of the workflow is not a node: expected an object with a type");
        QTest::newRow("node not an object")
            << QByteArray(R"({"nodes": ["webhook"]})")
            << QStringLiteral(
                   "t.json: node 1 of the workflow is not a node: expected an object with a type");
        QTest::newRow("list element")
            << QByteArray(R"([{"nodes": [{"type": "n8n-nodes-base.webhook"}]}, {"nodes": 3}])")
            << QStringLiteral(
                   "t.json: workflow 2 of the list: an n8n workflow whose nodes are not a list");
        QTest::newRow("bad json")
            << QByteArray("{\n  \"nodes\": [\n    {\"type\": }\n  ]\n}")
            << QStringLiteral("t.json:3:15: not valid JSON: object is missing after a comma");
        QTest::newRow("too deep") << QByteArray(200, '[')
                                  << QStringLiteral("t.json:1:65: lists and objects nested deeper "
                                                    "than 64 levels; an export is never this deep");
        QTest::newRow("zapier")
            << QByteArray(R"({"metadata": {"version": 2}, "zaps": []})")
            << QStringLiteral("t.json: a Zapier export: Zapier publishes no schema for its account "
                              "export, so FlowAudit does not read it rather than guess");
        QTest::newRow("make authoring")
            << QByteArray(
                   R"({"modules": [{"id": 1, "module": "gateway:CustomWebHook", "root": true, "config": {}}]})")
            << QStringLiteral(
                   "t.json: Make's authoring format for agents (modules with config), not an "
                   "exported blueprint; export the scenario's blueprint in Make and import that");
        QTest::newRow("other json")
            << QByteArray(R"({"hello": "world"})")
            << QStringLiteral("t.json: neither an n8n workflow (an object with nodes) nor a Make "
                              "blueprint (an object with flow)");
        QTest::newRow("empty list")
            << QByteArray("[]") << QStringLiteral("t.json: an empty list: no workflow to import");
        QTest::newRow("make without modules")
            << QByteArray(R"({"name": "x", "flow": []})")
            << QStringLiteral(
                   "t.json: a Make blueprint without modules: there is nothing to import");
    }
    void refused() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        const IpaasImportResult result = IpaasImport::parse(bytes, QStringLiteral("t.json"));
        QVERIFY(result.flows.isEmpty());
        QVERIFY(result.error);
        QCOMPARE(result.error->toString(), error);
    }

    // Wrong types where a value is only read, never trusted: the flow is still imported.
    void wrongTypesInValues() {
        const ImportedFlow flow =
            importOne(R"({"id": {"x": 1}, "name": ["a"], "settings": 3, "connections": [],
            "nodes": [{"type": "n8n-nodes-base.stripeTrigger", "parameters": "none", "webhookId": 5},
                      {"type": "n8n-nodes-base.hubspot", "disabled": "yes", "parameters": {"operation": 4}}]})");
        QCOMPARE(flow.flow.text(Field::Source), QStringLiteral("stripe"));
        QCOMPARE(flow.flow.text(Field::InboundWebhook), QStringLiteral("yes"));
        QCOMPARE(flow.flow.text(Field::Destination), QStringLiteral("hubspot"));
        QCOMPARE(flow.flow.text(Field::CreatesRecords), QString());
        QVERIFY(flow.idMadeUp);
        QCOMPARE(flow.flow.text(Field::FlowId), QStringLiteral("t"));
    }

    void hugeFileRefusedBeforeReading() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(InputLimits::MaxFileBytes + 1));
        file.close();
        const IpaasImportResult result = IpaasImport::readPath(path);
        QVERIFY(result.error);
        QVERIFY2(result.error->message.contains(QLatin1StringView("MB")),
                 qPrintable(result.error->toString()));
    }

    void madeUpIdsAreUnique() {
        const QByteArray blueprint =
            Test::readFile(Test::testData(QStringLiteral("import/make/scheduled.blueprint.json")));
        QList<ImportedFlow> flows = IpaasImport::parse(blueprint, QStringLiteral("a.json")).flows +
                                    IpaasImport::parse(blueprint, QStringLiteral("b.json")).flows;
        QVERIFY(!IpaasImport::makeIdsUnique(&flows));
        QCOMPARE(flows[0].flow.text(Field::FlowId), QStringLiteral("daily_rows_to_the_sheet"));
        QCOMPARE(flows[1].flow.text(Field::FlowId), QStringLiteral("daily_rows_to_the_sheet_2"));
        QVERIFY(
            flows[1].warnings.join(u' ').contains(QLatin1StringView("daily_rows_to_the_sheet_2")));
    }
    void sameRealIdTwiceRefused() {
        const QByteArray workflow =
            Test::readFile(Test::testData(QStringLiteral("import/n8n/write-retries.json")));
        QList<ImportedFlow> flows = IpaasImport::parse(workflow, QStringLiteral("a.json")).flows +
                                    IpaasImport::parse(workflow, QStringLiteral("b.json")).flows;
        const auto error = IpaasImport::makeIdsUnique(&flows);
        QVERIFY(error);
        QCOMPARE(error->toString(),
                 QStringLiteral(
                     "b.json: workflow id orders01 is also in a.json: the same workflow twice"));
    }

    void slug_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("slug");
        QTest::newRow("german") << QStringLiteral("Rechnung prüfen → ERP (Größe)")
                                << QStringLiteral("rechnung_pruefen_erp_groesse");
        QTest::newRow("accents") << QStringLiteral("Café créé") << QStringLiteral("cafe_cree");
        QTest::newRow("symbols only") << QStringLiteral("→ ✓") << QString();
        QTest::newRow("digits") << QStringLiteral("  Sync 2.0  ") << QStringLiteral("sync_2_0");
    }
    void slug() {
        QFETCH(QString, name);
        QFETCH(QString, slug);
        QCOMPARE(FlowSlug::of(name), slug);
    }
};

QTEST_GUILESS_MAIN(TestIpaasImport)
#include "tst_ipaasimport.moc"
