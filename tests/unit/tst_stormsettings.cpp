// The optional per-flow `retry_storm` settings: read with positioned problems, written
// back byte for byte, and turned into a scenario with each layer's schedule (set, the
// iPaaS card's, or RT04's default).
#include "core/io/files/bundleddata.h"
#include "core/io/files/inventoryfile.h"
#include "core/simulation/platformschedule.h"
#include "core/simulation/stormquantity.h"
#include "core/simulation/stormscenariobuilder.h"
#include "core/vendors/vendorcatalogue.h"
#include "testsupport.h"

#include <QTest>

using namespace FlowAudit;

namespace {

const QByteArray Canonical =
    "format: flow-inventory/1\n"
    "flows:\n"
    "  - flow_id: orders_to_netsuite\n"
    "    destination: netsuite\n"
    "    retry_layers: suitetalk:3;worker:5\n"
    "    retry_storm:\n"
    "      rate: 100\n"
    "      outage_start: 2 min\n"
    "      outage_length: 10 min\n"
    "      failure_share: 0.8\n"
    "      capacity: 2500\n"
    "      detection: 200 ms\n"
    "      horizon: 1 h 30 min\n"
    "      layers:\n"
    "        suitetalk: {schedule: exponential, base: 500 ms, factor: 2, cap: 1 min, jitter: "
    "full}\n"
    "        worker: {schedule: waits, waits: [1 min, 5 min, 15 min], jitter: none}\n";

Flow onlyFlow(const QByteArray& yaml) {
    const Inventory inventory = Test::inventoryFromYaml(yaml);
    return inventory.flows.isEmpty() ? Flow() : inventory.flows.front();
}

VendorCatalogue bundledCards() {
    return VendorCatalogue::loadDirectory(BundledData::vendorsDirectory()).catalogue;
}

} // namespace

class TestStormSettings : public QObject {
    Q_OBJECT
private slots:
    void quantities_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("seconds");
        QTest::newRow("10m") << "10m" << 600.0;
        QTest::newRow("10 min") << "10 min" << 600.0;
        QTest::newRow("1h30m") << "1h30m" << 5400.0;
        QTest::newRow("200 ms") << "200 ms" << 0.2;
        QTest::newRow("0.5s") << "0.5s" << 0.5;
        QTest::newRow("no unit") << "10" << -1.0;
        QTest::newRow("mins") << "5 mins" << -1.0;
        QTest::newRow("negative") << "-5 s" << -1.0;
        QTest::newRow("exponent") << "1e3 s" << -1.0;
        QTest::newRow("empty") << "" << -1.0;
    }
    void quantities() {
        QFETCH(QString, text);
        QFETCH(double, seconds);
        QString error;
        const std::optional<double> got = StormQuantity::parseDuration(text, &error);
        if (seconds < 0) {
            QVERIFY(!got);
            QVERIFY(error.contains(text.trimmed()));
            return;
        }
        QVERIFY2(got, qPrintable(error));
        QCOMPARE(*got, seconds);
        QCOMPARE(StormQuantity::parseDuration(StormQuantity::durationText(*got)), got);
    }

    // Read, written back through the settings, and saved: the same bytes.
    void roundTripIsByteStable() {
        const Flow flow = onlyFlow(Canonical);
        const StormSettings::ReadResult read = StormSettings::read(flow);
        QVERIFY2(read.ok(), qPrintable(read.problem ? read.problem->message : QString()));
        const StormSettings& s = read.settings;
        QCOMPARE(*s.rate, 100.0);
        QCOMPARE(*s.outageLength, 600.0);
        QCOMPARE(*s.capacity, 2500.0);
        QCOMPARE(s.layers.size(), 2);
        QCOMPARE(s.layers[1].waits, (QList<double>{60, 300, 900}));

        Inventory inventory = Test::inventoryFromYaml(Canonical);
        QCOMPARE(InventoryFile::serialise(inventory, InventoryFile::Format::Yaml), Canonical);
        inventory.flows[0] = s.appliedTo(inventory.flows[0]);
        QCOMPARE(InventoryFile::serialise(inventory, InventoryFile::Format::Yaml), Canonical);

        // A change lands in place; clearing the settings removes the key.
        StormSettings changed = s;
        changed.rate = 250;
        inventory.flows[0] = changed.appliedTo(inventory.flows[0]);
        const QByteArray saved = InventoryFile::serialise(inventory, InventoryFile::Format::Yaml);
        QVERIFY(saved.contains("      rate: 250\n"));
        QCOMPARE(StormSettings::read(onlyFlow(saved)).settings, changed);
        inventory.flows[0] = StormSettings().appliedTo(inventory.flows[0]);
        QVERIFY(!InventoryFile::serialise(inventory, InventoryFile::Format::Yaml)
                     .contains("retry_storm"));
    }

    // Problems name the line they are on.
    void problemsArePositioned_data() {
        QTest::addColumn<QByteArray>("settings");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("says");
        QTest::newRow("rate with a unit") << QByteArray("      rate: 100/s\n") << 6 << "100/s";
        QTest::newRow("outage without unit")
            << QByteArray("      rate: 5\n      outage_length: 10\n") << 7 << "outage_length";
        QTest::newRow("unknown key") << QByteArray("      outage: 10m\n") << 6 << "outage";
        QTest::newRow("share above 1")
            << QByteArray("      failure_share: 2\n") << 6 << "failure_share";
        QTest::newRow("bad jitter")
            << QByteArray("      layers:\n        worker: {jitter: lots}\n") << 7 << "lots";
        QTest::newRow("bad wait") << QByteArray("      layers:\n        worker:\n          "
                                                "schedule: waits\n          waits: [1 min, soon]\n")
                                  << 9 << "soon";
        QTest::newRow("a list") << QByteArray("      capacity: [1, 2]\n") << 6 << "capacity";
    }
    void problemsArePositioned() {
        QFETCH(QByteArray, settings);
        QFETCH(int, line);
        QFETCH(QString, says);
        const QByteArray yaml = "format: flow-inventory/1\nflows:\n  - flow_id: f\n    "
                                "retry_layers: sdk:3;worker:5\n    retry_storm:\n" +
                                settings;
        const StormScenarioBuild build = StormScenarioBuilder::build(onlyFlow(yaml), nullptr);
        QVERIFY(!build.ok());
        QCOMPARE(build.line, line);
        QVERIFY2(build.error.contains(says), qPrintable(build.error));
    }

    void layerTheLayersDoNotHave() {
        const QByteArray yaml = "format: flow-inventory/1\nflows:\n  - flow_id: f\n    "
                                "retry_layers: sdk:3\n    retry_storm:\n"
                                "      layers:\n        wroker: {schedule: fixed, wait: 1 min}\n";
        const StormScenarioBuild build = StormScenarioBuilder::build(onlyFlow(yaml), nullptr);
        QVERIFY(!build.ok());
        QCOMPARE(build.line, 7);
        QVERIFY(build.error.contains(QStringLiteral("wroker")));
    }

    // Each layer's schedule: as set, else the flow's iPaaS card's, else RT04's default;
    // innermost first, as written.
    void schedulesOfTheLayers() {
        const VendorCatalogue cards = bundledCards();
        QVERIFY(cards.find(QStringLiteral("zapier")));
        const QByteArray yaml =
            "format: flow-inventory/1\nflows:\n  - flow_id: f\n    ipaas: zapier\n"
            "    retry_layers: http:2;zapier:6\n";
        const StormScenarioBuild build = StormScenarioBuilder::build(onlyFlow(yaml), &cards);
        QVERIFY2(build.ok(), qPrintable(build.error));
        const StormScenario& sc = *build.scenario;
        QCOMPARE(sc.layers.size(), std::size_t(2));
        QCOMPARE(sc.layers[0].name, QStringLiteral("http"));
        QCOMPARE(sc.layers[0].schedule, LayerSchedule::rt04Default());
        // Zapier's autoreplay: 5 min, 35 min, 1 h 35, 4 h 35, 10 h 35 after the first error.
        const LayerSchedule& zap = sc.layers[1].schedule;
        QCOMPARE(zap.kind, ScheduleKind::Waits);
        QCOMPARE(zap.waits, (QList<double>{300, 1800, 3600, 10800, 21600}));
        QCOMPARE(zap.jitter, Jitter::None);
    }

    // The example inventory names a platform's mechanisms as its layers: Make's Retry
    // handler (Break, 15 min) inside its incomplete executions, n8n's Retry On Fail (fixed
    // waits) inside an error workflow (no card: RT04's default).
    void layersNamedAfterPlatformMechanisms_data() {
        QTest::addColumn<QString>("ipaas");
        QTest::addColumn<QString>("layers");
        QTest::addColumn<int>("inner");
        QTest::addColumn<int>("outer");
        QTest::newRow("make") << "make"
                              << "retry_handler:3;incomplete_executions:9"
                              << int(ScheduleKind::Fixed) << int(ScheduleKind::Waits);
        QTest::newRow("n8n") << "n8n"
                             << "retry_on_fail:3;error_workflow:3" << int(ScheduleKind::Fixed)
                             << -1;
        QTest::newRow("not the flow's platform") << ""
                                                 << "retry_handler:3;worker:2" << -1 << -1;
    }
    void layersNamedAfterPlatformMechanisms() {
        QFETCH(QString, ipaas);
        QFETCH(QString, layers);
        QFETCH(int, inner);
        QFETCH(int, outer);
        const VendorCatalogue cards = bundledCards();
        Flow flow;
        flow.setText(Field::Ipaas, ipaas);
        flow.setText(Field::RetryLayers, layers);
        const StormScenarioBuild build = StormScenarioBuilder::build(flow, &cards);
        QVERIFY2(build.ok(), qPrintable(build.error));
        const auto check = [](const LayerSchedule& s, int kind) {
            if (kind < 0)
                return s == LayerSchedule::rt04Default();
            return int(s.kind) == kind && s.jitter == Jitter::None;
        };
        QVERIFY(check(build.scenario->layers[0].schedule, inner));
        QVERIFY(check(build.scenario->layers[1].schedule, outer));
        if (ipaas == QLatin1StringView("make"))
            QCOMPARE(build.scenario->layers[0].schedule.waitSeconds, 900.0);
    }

    void platformSchedulesFromTheCards() {
        const VendorCatalogue cards = bundledCards();
        const VendorCard* n8n = cards.find(QStringLiteral("n8n"));
        const VendorCard* make = cards.find(QStringLiteral("make"));
        QVERIFY(n8n && make);
        const std::optional<LayerSchedule> fixed = PlatformSchedule::fromCard(*n8n);
        QVERIFY(fixed);
        QCOMPARE(fixed->kind, ScheduleKind::Fixed);
        QCOMPARE(fixed->waitSeconds, 5.0);
        // Make: incomplete executions first (1, 11, 21, 51, 81, 111 min, 4 h 51, 7 h 51),
        // then the Retry handler's Break interval of 15 minutes.
        QCOMPARE(PlatformSchedule::entryCount(*make), 2);
        const std::optional<LayerSchedule> incomplete = PlatformSchedule::fromCard(*make, 1);
        QVERIFY(incomplete);
        QCOMPARE(incomplete->waits, (QList<double>{60, 600, 600, 1800, 1800, 1800, 10800, 10800}));
        const std::optional<LayerSchedule> breakHandler = PlatformSchedule::fromCard(*make, 2);
        QVERIFY(breakHandler);
        QCOMPARE(breakHandler->kind, ScheduleKind::Fixed);
        QCOMPARE(breakHandler->waitSeconds, 900.0);
        QVERIFY(!PlatformSchedule::fromCard(*make, 3));
    }
};

QTEST_GUILESS_MAIN(TestStormSettings)
#include "tst_stormsettings.moc"
