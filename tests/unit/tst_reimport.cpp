// Importing into an existing inventory: new flows are added with a record of what was
// derived; a re-import replaces only what is blank or still holds the derived value, and
// keeps what a person wrote; the record survives a save and a reopen.
#include "testsupport.h"

#include "core/import/derivedrecord.h"
#include "core/import/ipaasimport.h"
#include "core/import/reimport.h"
#include "core/io/files/inventoryfile.h"

#include <QTest>

using namespace FlowAudit;

namespace {

QList<ImportedFlow> importText(const QByteArray& json) {
    const IpaasImportResult result = IpaasImport::parse(json, QStringLiteral("orders.json"));
    if (result.error)
        qWarning("%s", qPrintable(result.error->toString()));
    return result.flows;
}

QByteArray workflow() {
    return Test::readFile(Test::testData(QStringLiteral("import/n8n/write-retries.json")));
}

} // namespace

class TestReimport : public QObject {
    Q_OBJECT
private slots:
    void newFlowIsAddedWithItsRecord() {
        Inventory inventory =
            Test::inventoryFromYaml("flows:\n  - {flow_id: manual, name: typed by hand}\n");
        const QList<FlowUpdate> plan = Reimport::plan(inventory, importText(workflow()));
        QCOMPARE(plan.size(), 1);
        QVERIFY(plan.first().isAdded());
        inventory = Reimport::apply(inventory, plan);
        QCOMPARE(inventory.flows.size(), 2);
        const QMap<Field, QString> record = DerivedRecord::read(inventory.flows[1]);
        QCOMPARE(record.value(Field::RetryLayers), QStringLiteral("retry_on_fail:5"));
        QVERIFY(!record.contains(Field::FlowId));
        QVERIFY(!record.contains(Field::SideEffect));
        // The record travels through the file.
        const QByteArray yaml = InventoryFile::serialise(inventory, InventoryFile::Format::Yaml);
        QVERIFY(yaml.contains("derived:"));
        const InventoryReadResult back =
            InventoryFile::parse(yaml, InventoryFile::Format::Yaml, QStringLiteral("x.yaml"));
        QVERIFY(back.inventory);
        QCOMPARE(DerivedRecord::read(back.inventory->flows[1]), record);
    }

    void reimportKeepsWhatAPersonWrote() {
        Inventory inventory =
            Reimport::apply(Inventory{}, Reimport::plan(Inventory{}, importText(workflow())));
        Flow& flow = inventory.flows[0];
        flow.setText(Field::Destination,
                     QStringLiteral("fulfilment")); // a person renamed the system
        flow.setText(Field::SideEffect,
                     QStringLiteral("none"));           // and filled what import could not know
        flow.setText(Field::InboundWebhook, QString()); // and cleared one

        // The workflow changes: fewer tries, a new name.
        QByteArray changed = workflow();
        changed.replace("\"maxTries\": 10", "\"maxTries\": 3");
        changed.replace("Shop orders to fulfilment", "Shop orders to fulfilment v2");
        const QList<FlowUpdate> plan = Reimport::plan(inventory, importText(changed));
        QCOMPARE(plan.size(), 1);
        QCOMPARE(plan[0].row, 0);
        const QStringList lines = Reimport::describe(plan);
        QVERIFY2(lines.contains(
                     QStringLiteral("orders01: retry_layers retry_on_fail:5 → retry_on_fail:3")),
                 qPrintable(lines.join(u'\n')));
        QVERIFY2(lines.contains(QStringLiteral(
                     "orders01: name Shop orders to fulfilment → Shop orders to fulfilment v2")),
                 qPrintable(lines.join(u'\n')));
        QVERIFY2(
            lines.contains(QStringLiteral("orders01: destination kept as a person wrote it "
                                          "(fulfilment; the import says api.fulfil.example.com)")),
            qPrintable(lines.join(u'\n')));
        QVERIFY2(lines.contains(QStringLiteral("orders01: inbound_webhook filled: yes")),
                 qPrintable(lines.join(u'\n')));

        const Inventory after = Reimport::apply(inventory, plan);
        QCOMPARE(after.flows.size(), 1);
        QCOMPARE(after.flows[0].text(Field::RetryLayers), QStringLiteral("retry_on_fail:3"));
        QCOMPARE(after.flows[0].text(Field::Destination), QStringLiteral("fulfilment"));
        QCOMPARE(after.flows[0].text(Field::SideEffect), QStringLiteral("none"));
        QCOMPARE(after.flows[0].text(Field::InboundWebhook), QStringLiteral("yes"));
    }

    void derivationThatNoLongerHoldsIsCleared() {
        Inventory inventory =
            Reimport::apply(Inventory{}, Reimport::plan(Inventory{}, importText(workflow())));
        QByteArray changed = workflow();
        changed.replace("Idempotency-Key", "X-Trace");
        const Inventory after =
            Reimport::apply(inventory, Reimport::plan(inventory, importText(changed)));
        QCOMPARE(after.flows[0].text(Field::IdempotencyKey), QString());
        QVERIFY(!DerivedRecord::read(after.flows[0]).contains(Field::IdempotencyKey));
    }

    void sameFileAgainChangesNothing() {
        const Inventory inventory =
            Reimport::apply(Inventory{}, Reimport::plan(Inventory{}, importText(workflow())));
        const QList<FlowUpdate> plan = Reimport::plan(inventory, importText(workflow()));
        QVERIFY(!plan[0].changesSomething());
        QCOMPARE(Reimport::describe(plan), QStringList{QStringLiteral("orders01: unchanged")});
        QCOMPARE(Reimport::apply(inventory, plan), inventory);
    }

    // An inventory typed by people, with the workflow's ID as flow_id: the import only
    // fills blanks there (no record says anything was derived).
    void personalFlowOnlyGetsBlanksFilled() {
        const Inventory inventory =
            Test::inventoryFromYaml("flows:\n  - {flow_id: orders01, name: Orders, destination: "
                                    "fulfilment, retry_layers: 'sdk:2'}\n");
        const Inventory after =
            Reimport::apply(inventory, Reimport::plan(inventory, importText(workflow())));
        QCOMPARE(after.flows[0].text(Field::Name), QStringLiteral("Orders"));
        QCOMPARE(after.flows[0].text(Field::RetryLayers), QStringLiteral("sdk:2"));
        QCOMPARE(after.flows[0].text(Field::Ipaas), QStringLiteral("n8n"));
        QCOMPARE(after.flows[0].text(Field::CreatesRecords), QStringLiteral("yes"));
    }
};

QTEST_GUILESS_MAIN(TestReimport)
#include "tst_reimport.moc"
