// One vocabulary for the retry layers an iPaaS runs itself: what the importers write is
// what the simulator finds on the platform's card, so an imported Make flow storms as the
// same mechanisms written by hand; app names land on the vendor cards' IDs.
#include "testsupport.h"

#include "core/import/appnames.h"
#include "core/import/ipaasimport.h"
#include "core/import/reimport.h"
#include "core/model/platformlayers.h"
#include "core/model/retrylayers.h"
#include "core/simulation/stormscenariobuilder.h"
#include "core/vendors/vendorcatalogue.h"

#include <QDir>
#include <QTest>

using namespace FlowAudit;

namespace {

// The layers of a flow whose schedule fell back to the custom-code default: names the
// simulator does not know as the platform's.
QStringList unknownLayers(const Flow& flow) {
    const StormScenarioBuild build = StormScenarioBuilder::build(flow, &Test::bundledCards());
    if (!build.ok())
        return {QStringLiteral("cannot simulate: ") + build.error};
    QStringList unknown;
    for (const StormLayer& layer : build.scenario->layers) {
        if (layer.schedule == LayerSchedule::rt04Default())
            unknown.append(layer.name);
    }
    return unknown;
}

} // namespace

class TestPlatformLayers : public QObject {
    Q_OBJECT
private slots:
    // Each name of the vocabulary finds a schedule on its platform's card.
    void everyNameHasItsCardSchedule() {
        for (const PlatformLayer& layer : PlatformLayers::all()) {
            const Flow flow = Test::flowFromFields(
                QStringLiteral("ipaas=%1|retry_layers=%2:3").arg(layer.ipaas, layer.name));
            QVERIFY2(unknownLayers(flow).isEmpty(), qPrintable(layer.ipaas + u' ' + layer.name));
        }
    }

    // Whatever an importer writes, the simulator knows: every fixture's layers.
    void importersWriteOnlyKnownLayers_data() {
        QTest::addColumn<QString>("path");
        for (const char* tool : {"n8n", "make"}) {
            const QDir dir(Test::testData(QStringLiteral("import/") + QLatin1StringView(tool)));
            for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
                QTest::newRow(qPrintable(QLatin1StringView(tool) + u'/' + name))
                    << dir.filePath(name);
        }
    }
    void importersWriteOnlyKnownLayers() {
        QFETCH(QString, path);
        const IpaasImportResult result = IpaasImport::readPath(path);
        QVERIFY(!result.error);
        for (const ImportedFlow& imported : result.flows) {
            const Flow flow = Reimport::newFlow(imported);
            const RetryLayers layers = RetryLayers::parse(flow.text(Field::RetryLayers));
            if (flow.isBlank(Field::RetryLayers) || layers.none)
                continue;
            QVERIFY2(unknownLayers(flow).isEmpty(),
                     qPrintable(flow.text(Field::RetryLayers) + QStringLiteral(": ") +
                                unknownLayers(flow).join(u',')));
        }
    }

    // A Make scenario with a Retry handler of 3 attempts and incomplete executions, imported,
    // storms exactly as the example's flow that names the same mechanisms by hand.
    void importedMakeStormsAsWrittenByHand() {
        QByteArray blueprint = Test::readFile(
            Test::testData(QStringLiteral("import/make/router-break-dlq-on.blueprint.json")));
        blueprint.replace("\"count\": \"3 \"", "\"count\": \"2\"");
        const IpaasImportResult result =
            IpaasImport::parse(blueprint, QStringLiteral("scenario.blueprint.json"));
        QVERIFY(!result.error);
        const Flow imported = Reimport::newFlow(result.flows.first());
        QCOMPARE(imported.text(Field::RetryLayers),
                 QStringLiteral("retry_handler:3;incomplete_executions:9"));
        const Inventory example = Test::inventoryFromYaml(Test::readFile(
            Test::testData(QStringLiteral("../../resources/examples/acme-inventory.yaml"))));
        const auto byHand =
            std::find_if(example.flows.begin(), example.flows.end(), [](const Flow& f) {
                return f.text(Field::RetryLayers) == u"retry_handler:3;incomplete_executions:9";
            });
        QVERIFY(byHand != example.flows.end());
        const StormScenarioBuild a = StormScenarioBuilder::build(imported, &Test::bundledCards());
        const StormScenarioBuild b = StormScenarioBuilder::build(*byHand, &Test::bundledCards());
        QVERIFY2(a.ok() && b.ok(), qPrintable(a.error + b.error));
        QCOMPARE(a.scenario->layers.size(), b.scenario->layers.size());
        for (std::size_t i = 0; i < a.scenario->layers.size(); ++i) {
            QCOMPARE(a.scenario->layers[i].attempts, b.scenario->layers[i].attempts);
            QVERIFY(a.scenario->layers[i].schedule == b.scenario->layers[i].schedule);
        }
    }

    // Every vendor with a card is a name the importers map to, and the apps land on it.
    void appNamesReachEveryCard() {
        QVERIFY(!Test::bundledCards().cards().isEmpty());
        for (const VendorCard& card : Test::bundledCards().cards()) {
            if (card.vendorId.isEmpty())
                continue;
            QVERIFY2(AppNames::vendorIds().contains(card.vendorId), qPrintable(card.vendorId));
            QCOMPARE(AppNames::systemOf(card.vendorId), card.vendorId);
            QVERIFY2(!Test::bundledCards().named(AppNames::systemOf(card.vendorId)).isEmpty(),
                     qPrintable(card.vendorId));
        }
    }
    void appNames_data() {
        QTest::addColumn<QString>("app");
        QTest::addColumn<QString>("system");
        QTest::newRow("Make HubSpot CRM")
            << QStringLiteral("hubspotcrm") << QStringLiteral("hubspot");
        QTest::newRow("n8n HubSpot trigger")
            << QStringLiteral("n8n-nodes-base.hubspotTrigger") << QStringLiteral("hubspot");
        QTest::newRow("n8n Stripe trigger")
            << QStringLiteral("stripeTrigger") << QStringLiteral("stripe");
        QTest::newRow("Make Google Sheets")
            << QStringLiteral("google-sheets") << QStringLiteral("google-sheets");
        QTest::newRow("n8n Google Sheets")
            << QStringLiteral("googleSheets") << QStringLiteral("google-sheets");
        QTest::newRow("Salesforce") << QStringLiteral("salesforce") << QStringLiteral("salesforce");
        QTest::newRow("Slack") << QStringLiteral("slack") << QStringLiteral("slack");
        QTest::newRow("GA4") << QStringLiteral("google-analytics-4") << QStringLiteral("ga4");
        QTest::newRow("unknown stays") << QStringLiteral("acme-erp") << QStringLiteral("acme-erp");
    }
    void appNames() {
        QFETCH(QString, app);
        QFETCH(QString, system);
        QCOMPARE(AppNames::systemOf(app), system);
    }
};

QTEST_GUILESS_MAIN(TestPlatformLayers)
#include "tst_platformlayers.moc"
