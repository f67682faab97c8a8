// The retry-storm model's invariants (docs/research/retry-storm-model.md §4), data-driven:
// the product over every conformance case, the per-layer counts, conservation in every bin,
// the staircase and its recovery tail, jitter and bin width leaving totals alone, and a
// seeded per-request simulation that the fluid model must agree with.
#include "core/io/files/inventoryfile.h"
#include "core/model/retrylayers.h"
#include "core/simulation/stormexport.h"
#include "core/simulation/stormscenariobuilder.h"
#include "core/simulation/stormsimulation.h"
#include "core/simulation/stormstudy.h"
#include "testsupport.h"

#include <QDir>
#include <QTest>

#include <cmath>
#include <random>

using namespace FlowAudit;

namespace {

LayerSchedule exponential(double base, double cap, Jitter jitter) {
    LayerSchedule s;
    s.baseSeconds = base;
    s.capSeconds = cap;
    s.jitter = jitter;
    return s;
}

// The note's worked example: `sdk:3;http:2;worker:5` read inner to outer, detection
// 0.2 s; sdk base 0.5 s, http base 1 s, worker base 60 s, cap 600 s.
StormScenario workedExample(Jitter jitter) {
    StormScenario sc;
    sc.layers = {{QStringLiteral("sdk"), 3, exponential(0.5, 60, jitter)},
                 {QStringLiteral("http"), 2, exponential(1, 60, jitter)},
                 {QStringLiteral("worker"), 5, exponential(60, 600, jitter)}};
    sc.rate = 1000;
    sc.detection = 0.2;
    sc.outageStart = 100;
    sc.outageLength = 2000;
    sc.binWidth = 0.1;
    return sc;
}

double relative(double a, double b) {
    return std::abs(a - b) / std::max({std::abs(a), std::abs(b), 1e-300});
}

} // namespace

class TestStormSimulation : public QObject {
    Q_OBJECT
private slots:
    // §4.1 and §4.10: in an outage longer than the retry horizon the load settles at rate ×
    // product, for the `retry_layers` of every conformance case; the simulator's product is
    // RT01's, and it refuses (with a reason) what it cannot run.
    void productOfEveryConformanceCase_data() {
        QTest::addColumn<QString>("retryLayers");
        const QDir dir(Test::testData(QStringLiteral("conformance")));
        QStringList seen;
        for (const QString& name : dir.entryList(
                 {QStringLiteral("*.yaml"), QStringLiteral("*.csv")}, QDir::Files, QDir::Name)) {
            const InventoryReadResult read = InventoryFile::load(dir.filePath(name));
            if (!read.inventory)
                continue;
            for (const Flow& flow : read.inventory->flows) {
                const QString text = flow.text(Field::RetryLayers);
                if (!text.isEmpty() && RetryLayers::parse(text).valid && !seen.contains(text))
                    seen.append(text);
            }
        }
        QVERIFY(seen.size() >= 10);
        for (const QString& text : seen)
            QTest::newRow(qPrintable(text)) << text;
    }
    void productOfEveryConformanceCase() {
        QFETCH(QString, retryLayers);
        Flow flow;
        flow.setText(Field::RetryLayers, retryLayers);
        const RetryLayers parsed = RetryLayers::parse(retryLayers);
        const StormScenarioBuild build = StormScenarioBuilder::build(flow, nullptr);
        if (parsed.product() > StormScenario::MaxStages) {
            QVERIFY(!build.ok());
            QVERIFY(build.error.contains(QString::number(StormScenario::MaxStages)));
            return;
        }
        QVERIFY2(build.ok(), qPrintable(build.error));
        StormScenario sc = build.scenario->withJitter(Jitter::None);
        QCOMPARE(sc.product(), parsed.product());
        QString error;
        std::optional<StormSimulation> probe = StormSimulation::create(sc, &error);
        QVERIFY2(probe, qPrintable(error));
        sc.rate = 50;
        sc.outageStart = 10;
        sc.outageLength = probe->longestRetryHorizon() + 30;
        sc.horizon = sc.outageEnd();
        const std::optional<StormStudy> study = StormStudy::run(sc, &error);
        QVERIFY2(study, qPrintable(error));
        QVERIFY2(relative(study->peakTimesNormal(), double(sc.product())) < 1e-9,
                 qPrintable(QStringLiteral("peak %1× normal, product %2")
                                .arg(study->peakTimesNormal())
                                .arg(sc.product())));
        const std::vector<double> perEvent = sc.attemptsPerEventByLabel();
        QCOMPARE(std::accumulate(perEvent.begin(), perEvent.end(), 0.0), double(sc.product()));
    }

    // §4.2: each layer's share of the plateau is its attempts per event, 1, 20, 5, 4.
    void perLayerCountsTelescope() {
        StormScenario sc = workedExample(Jitter::None);
        const std::vector<double> perEvent = sc.attemptsPerEventByLabel();
        QCOMPARE(perEvent, (std::vector<double>{1, 20, 5, 4}));
        const std::optional<StormSeries> s = StormSimulation::run(sc);
        QVERIFY(s);
        const int plateau = int((sc.outageStart + 1500) / s->binWidth);
        for (int label = 0; label < 4; ++label)
            QVERIFY2(relative(s->loadAt(plateau, label), sc.rate * perEvent[std::size_t(label)]) <
                         1e-9,
                     qPrintable(
                         QStringLiteral("label %1: %2").arg(label).arg(s->loadAt(plateau, label))));
    }

    // §4.4: events in = delivered + dead-lettered + waiting in the rings, in every bin,
    // with jitter, partial failure and a capacity that feeds back.
    void conservationInEveryBin_data() {
        QTest::addColumn<bool>("withCapacity");
        QTest::addColumn<double>("failureShare");
        QTest::newRow("total outage") << false << 1.0;
        QTest::newRow("partial, capacity") << true << 0.7;
    }
    void conservationInEveryBin() {
        QFETCH(bool, withCapacity);
        QFETCH(double, failureShare);
        StormScenario sc = workedExample(Jitter::Full);
        sc.outageLength = 600;
        sc.failureShare = failureShare;
        sc.binWidth = 0.5;
        if (withCapacity)
            sc.capacity = 4000;
        std::optional<StormSimulation> sim = StormSimulation::create(sc);
        QVERIFY(sim);
        int checked = 0;
        while (sim->step()) {
            const double in = sim->eventsIn();
            const double accounted =
                sim->eventsDelivered() + sim->eventsDeadLettered() + sim->waitingInRings();
            if (relative(in, accounted) > 1e-9)
                QFAIL(qPrintable(QStringLiteral("bin %1: in %2, accounted %3")
                                     .arg(sim->currentBin())
                                     .arg(in)
                                     .arg(accounted)));
            ++checked;
        }
        QCOMPARE(checked, sim->bins());
        QVERIFY(sim->eventsDeadLettered() > 0);
    }

    // §4.5 and §4.6: the staircase reaches rate × product at outage start + H (925.8 s in
    // the note), stays there after the outage ends, and the tail releases rate × H extra
    // attempts and ends one longest gap (480.2 s) after the outage.
    void plateauAndRecoveryTail() {
        StormScenario sc = workedExample(Jitter::None);
        std::optional<StormSimulation> probe = StormSimulation::create(sc);
        QVERIFY(probe);
        QVERIFY(std::abs(probe->longestRetryHorizon() - 925.8) < 1e-9);
        const std::optional<StormStudy> study = StormStudy::run(sc);
        QVERIFY(study);
        const StormSeries& s = study->series;
        const double plateau = sc.rate * 30;
        int first = -1;
        for (int i = 0; i < s.bins && first < 0; ++i)
            if (s.attemptsAt(i) >= plateau * (1 - 1e-9))
                first = i;
        QVERIFY(first >= 0);
        QVERIFY2(std::abs(s.binStart(first) - (sc.outageStart + 925.8)) <= s.binWidth,
                 qPrintable(QStringLiteral("plateau at %1").arg(s.binStart(first))));
        QVERIFY(study->plateauReached);

        const int end = int(sc.outageEnd() / s.binWidth);
        QVERIFY(relative(s.attemptsAt(end), plateau) < 1e-9);
        double extra = 0;
        int last = end;
        for (int i = end; i < s.bins; ++i) {
            extra += (s.attemptsAt(i) - sc.rate) * s.binWidth;
            if (s.attemptsAt(i) > sc.rate * (1 + 1e-9))
                last = i;
        }
        QVERIFY2(relative(extra, sc.rate * 925.8) < 1e-3, qPrintable(QString::number(extra)));
        const double tailEnd = s.binStart(last + 1) - sc.outageEnd();
        QVERIFY2(std::abs(tailEnd - 480.2) <= s.binWidth, qPrintable(QString::number(tailEnd)));
        QVERIFY(study->recoveryTime);
        QVERIFY2(std::abs(*study->recoveryTime - 480.2) <= s.binWidth,
                 qPrintable(QString::number(*study->recoveryTime)));
        // Extra: everything above normal, over the whole window (the baseline sends rate).
        double aboveNormal = 0;
        for (int i = 0; i < s.bins; ++i)
            aboveNormal += (s.attemptsAt(i) - sc.rate) * s.binWidth;
        QVERIFY(aboveNormal > sc.rate * 2000 * 20);
        QVERIFY(relative(study->extraAttempts, aboveNormal) < 1e-9);
    }

    // §4.3 and §4.7: under a steady, independent failure share the load settles at
    // rate × (1 − f^P)/(1 − f) with and without jitter, and f^P of the events use every
    // attempt; jitter moves attempts in time but never changes how many there are.
    void jitterLeavesTotalsAlone() {
        const double f = 0.6;
        StormScenario sc = workedExample(Jitter::Full);
        sc.outageStart = 0;
        sc.failureShare = f;
        sc.outageLength = 4000;
        sc.horizon = 4000;
        sc.binWidth = 0.5;
        const std::optional<StormSeries> jittered = StormSimulation::run(sc);
        const std::optional<StormSeries> flat = StormSimulation::run(sc.withJitter(Jitter::None));
        QVERIFY(jittered && flat);
        const double perEvent = (1 - std::pow(f, 30)) / (1 - f);
        for (int i = jittered->bins - 100; i < jittered->bins; ++i) {
            QVERIFY(relative(jittered->attemptsAt(i), sc.rate * perEvent) < 1e-9);
            QVERIFY(relative(flat->attemptsAt(i), sc.rate * perEvent) < 1e-9);
            for (int label = 0; label < 4; ++label)
                QVERIFY(relative(jittered->loadAt(i, label), flat->loadAt(i, label)) < 1e-9);
            QVERIFY(relative(jittered->deadLettered[std::size_t(i)], sc.rate * std::pow(f, 30)) <
                    1e-6);
        }
        // Full jitter halves each wait on average: the mean horizon is the sum of mean gaps.
        std::optional<StormSimulation> probe = StormSimulation::create(sc);
        QVERIFY(std::abs(probe->meanRetryHorizon() - 465.8) < 1e-9);
    }

    // §4.9: halving the bin width moves the peak by under 2% and keeps the totals.
    void halvingTheBinWidth_data() {
        QTest::addColumn<int>("jitter");
        QTest::newRow("full jitter") << int(Jitter::Full);
        QTest::newRow("no jitter") << int(Jitter::None);
    }
    void halvingTheBinWidth() {
        QFETCH(int, jitter);
        StormScenario sc = workedExample(Jitter(jitter));
        sc.outageLength = 600;
        sc.binWidth = 0.1;
        const std::optional<StormSeries> coarse = StormSimulation::run(sc);
        sc.binWidth = 0.05;
        const std::optional<StormSeries> fine = StormSimulation::run(sc);
        QVERIFY(coarse && fine);
        QVERIFY2(relative(coarse->peak(), fine->peak()) < 0.02,
                 qPrintable(QStringLiteral("%1 vs %2").arg(coarse->peak()).arg(fine->peak())));
        QVERIFY(relative(coarse->totalAttempts(), fine->totalAttempts()) < 1e-3);
    }

    // §4.8: a seeded per-request simulation (here only, never in the product) agrees with
    // the fluid model on 1 s bins within |z| ≤ 4, and on the total within 0.5%.
    void agreesWithPerRequestSimulation() {
        StormScenario sc;
        sc.layers = {{QStringLiteral("sdk"), 3, exponential(1, 60, Jitter::Full)},
                     {QStringLiteral("worker"), 2, exponential(5, 60, Jitter::Full)}};
        sc.rate = 1000;
        sc.outageStart = 20;
        sc.outageLength = 30;
        sc.failureShare = 0.8;
        sc.horizon = 150;
        sc.binWidth = 0.05;
        const std::optional<StormSeries> fluid = StormSimulation::run(sc);
        QVERIFY(fluid);

        std::mt19937_64 random(20261201);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        const int seconds = int(sc.horizon);
        std::vector<double> counts(std::size_t(seconds), 0.0);
        const int events = int(sc.rate * 100);
        for (int e = 0; e < events; ++e) {
            double t = (e + unit(random)) / sc.rate;
            bool done = false;
            for (quint64 outer = 0; outer < 2 && !done; ++outer) {
                if (outer > 0)
                    t +=
                        sc.detection + unit(random) * sc.layers[1].schedule.nominalWait(int(outer));
                for (quint64 inner = 0; inner < 3 && !done; ++inner) {
                    if (inner > 0)
                        t += sc.detection +
                             unit(random) * sc.layers[0].schedule.nominalWait(int(inner));
                    if (t >= sc.horizon)
                        break;
                    counts[std::size_t(t)] += 1;
                    const bool down = t >= sc.outageStart && t < sc.outageEnd();
                    done = !(down && unit(random) < sc.failureShare);
                }
                if (t >= sc.horizon)
                    break;
            }
        }
        const int perSecond = int(std::round(1 / fluid->binWidth));
        double fluidTotal = 0, mcTotal = 0;
        for (int second = 0; second < 100; ++second) {
            double expected = 0;
            for (int b = second * perSecond; b < (second + 1) * perSecond; ++b)
                expected += fluid->attemptsAt(b) * fluid->binWidth;
            const double z =
                (counts[std::size_t(second)] - expected) / std::sqrt(std::max(expected, 1.0));
            QVERIFY2(std::abs(z) <= 4, qPrintable(QStringLiteral("second %1: %2 vs %3, z %4")
                                                      .arg(second)
                                                      .arg(counts[std::size_t(second)])
                                                      .arg(expected)
                                                      .arg(z)));
            fluidTotal += expected;
            mcTotal += counts[std::size_t(second)];
        }
        QVERIFY2(relative(fluidTotal, mcTotal) < 0.005,
                 qPrintable(QStringLiteral("%1 vs %2").arg(fluidTotal).arg(mcTotal)));
    }

    // Retrying in one layer only (RT01's fix) brings the wall down to that layer's attempts.
    void oneLayerOnlyIsTheFix() {
        StormScenario sc;
        sc.layers = {{QStringLiteral("suitetalk"), 3, LayerSchedule::rt04Default()},
                     {QStringLiteral("worker"), 5, exponential(30, 600, Jitter::Full)}};
        sc.rate = 200;
        sc.outageLength = 3600;
        const std::optional<StormStudy> study = StormStudy::run(sc);
        QVERIFY(study);
        QVERIFY2(relative(study->peakTimesNormal(), 15) < 0.01,
                 qPrintable(QString::number(study->peakTimesNormal())));
        QVERIFY2(relative(study->peakOneLayerOnlyTimesNormal(), 5) < 0.01,
                 qPrintable(QString::number(study->peakOneLayerOnlyTimesNormal())));
        QCOMPARE(sc.retryingInOneLayerOnly().product(), quint64(5));
        QVERIFY(study->headline().contains(QStringLiteral("15")));
    }

    // The stable region (Huang et al., Theorem 2): rate × product against capacity.
    void stableRegion() {
        StormScenario sc = workedExample(Jitter::Full);
        sc.outageLength = 300;
        sc.capacity = 40000;
        std::optional<StormStudy> study = StormStudy::run(sc);
        QVERIFY(study && study->stable);
        QCOMPARE(study->loadOverCapacity, 0.75);
        sc.capacity = 20000;
        study = StormStudy::run(sc);
        QVERIFY(study && !study->stable);
        QCOMPARE(study->loadOverCapacity, 1.5);
        // Over capacity, attempts beyond it are rejected and the peak is held near it.
        QVERIFY(*std::max_element(study->series.rejected.begin(), study->series.rejected.end()) >
                0);
    }

    // The share of capacity in whole percent, never "100%" for a load under it (the
    // panel says "stable" beside it); at or over capacity as rounded.
    void shareOfCapacityInWords() {
        QCOMPARE(StormExport::ofCapacity(0.75), QStringLiteral("75%"));
        QCOMPARE(StormExport::ofCapacity(0.996), QStringLiteral("99%"));
        QCOMPARE(StormExport::ofCapacity(1.0), QStringLiteral("100%"));
        QCOMPARE(StormExport::ofCapacity(1.004), QStringLiteral("100%"));
        QCOMPARE(StormExport::ofCapacity(1.5), QStringLiteral("150%"));
    }

    void refusesWhatItCannotRun() {
        StormScenario sc;
        sc.layers = {{QStringLiteral("a"), 1000, {}}, {QStringLiteral("b"), 1000, {}}};
        QString error;
        QVERIFY(!StormSimulation::create(sc, &error));
        QVERIFY(!error.isEmpty());
        sc.layers = {{QStringLiteral("a"), 3, {}}};
        sc.failureShare = 1.5;
        QVERIFY(!StormSimulation::create(sc, &error));
        sc.failureShare = 1;
        sc.binWidth = 1e-6;
        sc.horizon = 40000;
        QVERIFY(!StormSimulation::create(sc, &error));
    }
};

QTEST_GUILESS_MAIN(TestStormSimulation)
#include "tst_stormsimulation.moc"
