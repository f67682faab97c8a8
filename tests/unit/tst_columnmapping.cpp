// A spreadsheet's own column titles mapped to fields: guessed in English and German,
// written as a spec or a mapping file, and the rows read through it (updating flows by
// flow_id where their cells are not blank).
#include "core/model/field.h"
#include "testsupport.h"

#include "core/import/reimport.h"
#include "core/import/spreadsheetimport.h"
#include "core/io/table/columnmapping.h"

#include <QTest>

using namespace FlowAudit;

namespace {

QString targets(const ColumnMapping& mapping) {
    QStringList names;
    for (qsizetype c = 0; c < mapping.header().size(); ++c) {
        const QString name = mapping.targetName(c);
        names.append(mapping.targets()[c].kind == ColumnTarget::Kind::Extra ? u'+' + name
                     : name.isEmpty()                                       ? QStringLiteral("-")
                                                                            : name);
    }
    return names.join(u',');
}

const QByteArray germanSheet =
    "Schnittstellen-ID;Bezeichnung;Quelle;Ziel;Idempotenzschlüssel;Wiederholungen;Webhook;"
    "Timeout Absender (s);Verantwortlich\n"
    "bill_sync;Rechnungen nach SAP;stripe;sap;bill_sync + invoice.id;sdk:3;ja;20;Team Finanzen\n"
    "crm_push;Kontakte;hubspot;salesforce;;;nein;;\n";

// A CSV sheet's layout, its header found as an import finds it.
SpreadsheetLayout csvLayout(const QByteArray& bytes) {
    IoError error;
    const std::optional<SpreadsheetLayout> layout = SpreadsheetReader::layout(
        bytes, QStringLiteral("alt.csv"), SpreadsheetReader::Kind::Csv, {}, &error);
    if (!layout)
        qFatal("%s", qPrintable(error.toString()));
    return *layout;
}

// The sheet's rows through a mapping (the guess when none is given).
SpreadsheetImportResult importCsv(const QByteArray& bytes,
                                  const std::optional<ColumnMapping>& mapping = std::nullopt) {
    const SpreadsheetLayout layout = csvLayout(bytes);
    return SpreadsheetImport::read(layout,
                                   mapping ? *mapping : ColumnMapping::guess(layout.header()));
}

} // namespace

class TestColumnMapping : public QObject {
    Q_OBJECT
private slots:
    void guess_data() {
        QTest::addColumn<QStringList>("header");
        QTest::addColumn<QString>("expected");
        QTest::newRow("our names, any case")
            << QStringList{QStringLiteral("Flow_ID"), QStringLiteral("source"),
                           QStringLiteral("reviews")}
            << QStringLiteral("flow_id,source,reviews");
        QTest::newRow("german") << QStringList{QStringLiteral("Schnittstellen-ID"),
                                               QStringLiteral("Quelle"),
                                               QStringLiteral("Ziel"),
                                               QStringLiteral("Idempotenzschlüssel"),
                                               QStringLiteral("Wiederholungen"),
                                               QStringLiteral("Aufbewahrung (Tage)"),
                                               QStringLiteral("Bemerkungen")}
                                << QStringLiteral("flow_id,source,destination,idempotency_key,"
                                                  "retry_layers,ledger_retention_days,notes");
        QTest::newRow("english labels and synonyms")
            << QStringList{QStringLiteral("ID"),
                           QStringLiteral("Source system"),
                           QStringLiteral("Target"),
                           QStringLiteral("Ack p99 (s)"),
                           QStringLiteral("Sender timeout [seconds]"),
                           QStringLiteral("Comments")}
            << QStringLiteral(
                   "flow_id,source,destination,ack_p99_seconds,sender_timeout_seconds,notes");
        QTest::newRow("unknown columns are kept")
            << QStringList{QStringLiteral("Owner team"), QStringLiteral("Quelle")}
            << QStringLiteral("+Owner team,source");
        QTest::newRow("a field takes one column; an exact name wins")
            << QStringList{QStringLiteral("Quelle"), QStringLiteral("source"),
                           QStringLiteral("Von")}
            << QStringLiteral("+Quelle,source,+Von");
    }
    void guess() {
        QFETCH(QStringList, header);
        QFETCH(QString, expected);
        QCOMPARE(targets(ColumnMapping::guess(header)), expected);
    }

    void spec() {
        const QStringList header{QStringLiteral("Quelle"), QStringLiteral("Ziel"),
                                 QStringLiteral("Intern"), QStringLiteral("Team"),
                                 QStringLiteral("Kennzeichen")};
        QString error;
        const auto mapping = ColumnMapping::fromSpec(
            QStringLiteral("Quelle=destination, Ziel=source,Intern=-,Kennzeichen=flow_id"), header,
            &error);
        QVERIFY2(mapping, qPrintable(error));
        QCOMPARE(targets(*mapping), QStringLiteral("destination,source,-,+Team,flow_id"));
        // What it says, read back, is the same mapping.
        const auto again = ColumnMapping::fromFileText(mapping->spec(), header, &error);
        QVERIFY(again);
        QCOMPARE(again->targets(), mapping->targets());
    }
    void specRefused_data() {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("error");
        QTest::newRow("no such column")
            << QStringLiteral("Nope=source")
            << QStringLiteral("the file has no column \"Nope\"; its columns are: Quelle, Ziel");
        QTest::newRow("no such field")
            << QStringLiteral("Quelle=origin")
            << QStringLiteral("\"origin\" is not a field; the fields are flow_id, name, source, "
                              "destination, ipaas, method, creates_records, side_effect, "
                              "idempotency_key, ledger_retention_days, max_replay_window_days, "
                              "backfill_overlap_days, retry_layers, retry_after_unit, "
                              "inbound_webhook, ack_p99_seconds, sender_timeout_seconds, notes, "
                              "reviews (or - to ignore the column, + to keep it as it is)");
        QTest::newRow("not COLUMN=FIELD")
            << QStringLiteral("Quelle") << QStringLiteral("\"Quelle\" is not COLUMN=FIELD");
        QTest::newRow("one field twice")
            << QStringLiteral("Quelle=source,Ziel=source")
            << QStringLiteral("columns \"Quelle\" and \"Ziel\" both map to source");
    }
    void specRefused() {
        QFETCH(QString, spec);
        QFETCH(QString, error);
        QString said;
        QVERIFY(!ColumnMapping::fromSpec(spec, {QStringLiteral("Quelle"), QStringLiteral("Ziel")},
                                         &said));
        QCOMPARE(said, error);
    }
    void mappingFileWithComments() {
        QString error;
        const auto mapping = ColumnMapping::fromFileText(
            QStringLiteral("# our sheet\nZiel = destination  # the target\n\nQuelle=-\n"),
            {QStringLiteral("Quelle"), QStringLiteral("Ziel")}, &error);
        QVERIFY2(mapping, qPrintable(error));
        QCOMPARE(targets(*mapping), QStringLiteral("-,destination"));
    }

    void rowsThroughTheMapping() {
        QCOMPARE(csvLayout(germanSheet).header().size(), 9);
        const SpreadsheetImportResult rows = importCsv(germanSheet);
        QVERIFY(!rows.error);
        QCOMPARE(rows.flows.size(), 2);
        const Flow& first = rows.flows[0].flow;
        QCOMPARE(first.text(Field::FlowId), QStringLiteral("bill_sync"));
        QCOMPARE(first.text(Field::IdempotencyKey), QStringLiteral("bill_sync + invoice.id"));
        QCOMPARE(first.text(Field::InboundWebhook), QStringLiteral("yes"));             // ja
        QCOMPARE(rows.flows[1].flow.text(Field::InboundWebhook), QStringLiteral("no")); // nein
        QCOMPARE(first.text(Field::SenderTimeoutSeconds), QStringLiteral("20"));
        QCOMPARE(first.extraFields().size(), std::size_t(1));
        QCOMPARE(first.extraFields()[0].key, QStringLiteral("Verantwortlich"));
        QVERIFY(rows.flows[0].fromPeople);
    }

    void ignoredColumnsAreLeftOut() {
        QString error;
        const QByteArray sheet = "ID,Quelle,Geheim\nx1,stripe,secret\n";
        const auto mapping = ColumnMapping::fromSpec(
            QStringLiteral("Geheim=-"),
            {QStringLiteral("ID"), QStringLiteral("Quelle"), QStringLiteral("Geheim")}, &error);
        const SpreadsheetImportResult rows = importCsv(sheet, *mapping);
        QCOMPARE(rows.flows.size(), 1);
        QVERIFY(rows.flows[0].flow.extraFields().empty());
        QCOMPARE(rows.flows[0].flow.text(Field::Source), QStringLiteral("stripe"));
    }

    // A flow is never written without its ID: the row is refused with its line.
    void rowWithoutFlowIdIsRefused() {
        const SpreadsheetImportResult rows = importCsv("Flow,Quelle\nx1,stripe\n,hubspot\n");
        QVERIFY(rows.error);
        QCOMPARE(rows.error->toString(),
                 QStringLiteral("alt.csv:3: this row has no flow ID (column Flow); every flow "
                                "needs one"));
        const SpreadsheetImportResult unmapped = importCsv("Quelle\nstripe\n");
        QVERIFY(unmapped.error);
        QVERIFY2(
            unmapped.error->message.startsWith(QLatin1StringView("no column is mapped to flow_id")),
            qPrintable(unmapped.error->toString()));
    }

    // Headings as teams write them, in English and German (docs/user-guide.md, "Column headings").
    void headingSynonyms_data() {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("field");
        const QList<std::pair<const char*, const char*>> cases{
            {"Flow", "flow_id"},
            {"Flow ID", "flow_id"},
            {"ID", "flow_id"},
            {"Integration", "flow_id"},
            {"Schnittstelle", "flow_id"},
            {"Flow-Id", "flow_id"},
            {"Quelle", "source"},
            {"From", "source"},
            {"Ziel", "destination"},
            {"To", "destination"},
            {"Timeout (s)", "sender_timeout_seconds"},
            {"Aufbewahrung [Tage]", "ledger_retention_days"},
            {"Idempotenzschlüssel", "idempotency_key"},
            {"IDEMPOTENZSCHLUESSEL", "idempotency_key"},
            {"Bézeichnung", "name"},
        };
        for (const auto& [title, field] : cases)
            QTest::newRow(title) << QString::fromUtf8(title) << QString::fromUtf8(field);
    }
    void headingSynonyms() {
        QFETCH(QString, title);
        QFETCH(QString, field);
        const std::optional<ColumnTarget> target = ColumnMapping::targetNamedBy(title);
        QVERIFY(target);
        QCOMPARE(FieldCatalogue::name(target->field), field);
    }

    // The user guide lists every heading a column may have, field by field, as the table says.
    void userGuideListsEveryHeading() {
        QStringList expected;
        for (const FieldInfo& info : FieldCatalogue::all())
            expected.append(
                QStringLiteral("| `%1` | %2 |")
                    .arg(QString::fromLatin1(info.name),
                         ColumnMapping::synonymsOf(info.field).join(QLatin1StringView(", "))));
        const QString guide = QString::fromUtf8(
            Test::readFile(QStringLiteral(FLOWAUDIT_SOURCE_DIR "/docs/user-guide.md")));
        QStringList missing;
        for (const QString& line : std::as_const(expected)) {
            if (!guide.contains(line)) {
                missing.append(line);
                qInfo().noquote() << line; // to copy into the user guide
            }
        }
        QVERIFY2(missing.isEmpty(),
                 "docs/user-guide.md, \"Column headings\", lacks the lines above");
    }

    // A sheet's rows update the flow with their flow_id wherever their cells are not blank.
    void rowsUpdateByFlowId() {
        const Inventory inventory =
            Test::inventoryFromYaml("flows:\n  - {flow_id: crm_push, name: Old name, source: "
                                    "hubspot, ack_p99_seconds: 0.5}\n");
        const SpreadsheetImportResult rows = importCsv(germanSheet);
        const QList<FlowUpdate> plan = Reimport::plan(inventory, rows.flows);
        QCOMPARE(plan.size(), 2);
        QCOMPARE(plan[0].row, -1); // bill_sync is new
        QCOMPARE(plan[1].row, 0);
        const Inventory after = Reimport::apply(inventory, plan);
        QCOMPARE(after.flows.size(), 2);
        QCOMPARE(after.flows[0].text(Field::Name), QStringLiteral("Kontakte"));
        QCOMPARE(after.flows[0].text(Field::Destination), QStringLiteral("salesforce"));
        QCOMPARE(after.flows[0].text(Field::AckP99Seconds),
                 QStringLiteral("0.5")); // blank in the sheet: kept
        QVERIFY2(
            Reimport::describe(plan).contains(QStringLiteral("crm_push: name Old name → Kontakte")),
            qPrintable(Reimport::describe(plan).join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestColumnMapping)
#include "tst_columnmapping.moc"
