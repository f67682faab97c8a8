// Every flow into one destination during its outage, added up (issue 40), against a
// two-flow case worked by hand, and against one flow's own study.
#include "core/simulation/destinationstorm.h"
#include "core/simulation/stormstudy.h"

#include <QTest>

using namespace FlowAudit;

namespace {

// `attempts` tries, 10 s apart, no jitter: in a total outage the plateau is rate × attempts.
StormScenario fixedRetries(quint64 attempts, double rate) {
    LayerSchedule schedule;
    schedule.kind = ScheduleKind::Fixed;
    schedule.waitSeconds = 10;
    schedule.jitter = Jitter::None;
    StormScenario scenario;
    scenario.layers = {StormLayer{QStringLiteral("worker"), attempts, schedule}};
    scenario.rate = rate;
    return scenario;
}

} // namespace

class TestDestinationStorm : public QObject {
    Q_OBJECT

private slots:
    // By hand: during a 100 s outage A (10 events/s, 2 attempts) sends 20 attempts/s and
    // B (6 events/s, 3 attempts) 18, so the destination gets 38 attempts/s at the plateau
    // against a normal 16: 2.375×. Extra attempts (a retry comes 10.2 s after a try: the
    // 10 s wait and 0.2 s to fail): every event of A in the outage retries once, 10 × 100 =
    // 1,000; an event of B retries twice unless its first retry falls after the outage, that
    // is in its last 10.2 s: 6 × (2 × 89.8 + 1 × 10.2) = 1,138.8. B sends the most.
    void twoFlowsAddUpAsWorkedByHand() {
        const std::optional<DestinationStorm> storm =
            DestinationStorm::run({{1, QStringLiteral("a"), fixedRetries(2, 10)},
                                   {2, QStringLiteral("b"), fixedRetries(3, 6)}},
                                  50, 100);
        QVERIFY(storm);
        QCOMPARE(storm->normal, 16.0);
        QVERIFY2(std::abs(storm->peak - 38) < 0.01 * 38, qPrintable(QString::number(storm->peak)));
        QVERIFY(std::abs(storm->peakTimesNormal() - 2.375) < 0.03);
        QVERIFY(storm->peakTime > 50 && storm->peakTime < 150); // during the outage
        QVERIFY(std::abs(storm->flows[0].peak - 20) < 0.2);
        QVERIFY(std::abs(storm->flows[1].peak - 18) < 0.2);
        QVERIFY2(std::abs(storm->flows[0].extraAttempts - 1000) < 5,
                 qPrintable(QString::number(storm->flows[0].extraAttempts)));
        QVERIFY2(std::abs(storm->flows[1].extraAttempts - 1138.8) < 5,
                 qPrintable(QString::number(storm->flows[1].extraAttempts)));
        QCOMPARE(storm->largest, 1);
        // The total is the flows' sum, bin by bin, on one grid.
        for (int bin = 0; bin < storm->bins; ++bin)
            QCOMPARE(storm->attempts[std::size_t(bin)],
                     storm->flows[0].series->attemptsAt(bin) +
                         storm->flows[1].series->attemptsAt(bin));
        // Retries stop with the outage: the last wave lands within 20 s of its end.
        QVERIFY(storm->drainTime);
        QVERIFY2(*storm->drainTime <= 25, qPrintable(QString::number(*storm->drainTime)));
    }

    // As the chart draws it: a band per flow, the most extra attempts first, the others in
    // one band past the bands asked for; the bands add up to the total, bin by bin; the
    // outage, normal load and the drain carried over.
    void drawnAsBandsPerFlow() {
        const std::optional<DestinationStorm> storm =
            DestinationStorm::run({{1, QStringLiteral("a"), fixedRetries(2, 10)},
                                   {2, QStringLiteral("b"), fixedRetries(3, 6)},
                                   {3, QStringLiteral("c"), fixedRetries(2, 1)}},
                                  50, 100);
        QVERIFY(storm);
        const StormStudy all = storm->study();
        QCOMPARE(all.bandNames,
                 (QStringList{QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("c")}));
        const StormStudy two = storm->study(2);
        QCOMPARE(two.bandNames,
                 (QStringList{QStringLiteral("b"), QStringLiteral("2 other flow(s)")}));
        for (const StormStudy* study : {&all, &two}) {
            QCOMPARE(study->series.labels, int(study->bandNames.size()));
            for (int bin = 0; bin < storm->bins; ++bin)
                QVERIFY(std::abs(study->series.attemptsAt(bin) -
                                 storm->attempts[std::size_t(bin)]) < 1e-9);
            QCOMPARE(study->normal, storm->normal);
            QCOMPARE(study->peak, storm->peak);
            QCOMPARE(study->recoveryTime, storm->drainTime);
            QCOMPARE(study->scenario.outageStart, 50.0);
            QCOMPARE(study->scenario.outageEnd(), 150.0);
        }
        // The band of "a" holds a's attempts alone.
        for (int bin = 0; bin < storm->bins; ++bin)
            QCOMPARE(all.series.loadAt(bin, 1), storm->flows[0].series->attemptsAt(bin));
    }

    // One flow into a destination is that flow's own storm.
    void oneFlowIsItsOwnStudy() {
        StormScenario scenario = fixedRetries(4, 50);
        const std::optional<DestinationStorm> storm =
            DestinationStorm::run({{1, QStringLiteral("only"), scenario}}, 120, 600);
        QVERIFY(storm);
        const std::optional<StormStudy> study = StormStudy::run(scenario);
        QVERIFY(study);
        QCOMPARE(storm->peak, study->peak);
        QCOMPARE(storm->bins, study->series.bins);
    }

    void nothingToSimulateIsSaid() {
        QString error;
        QVERIFY(!DestinationStorm::run({}, 0, 60, &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDestinationStorm)
#include "tst_destinationstorm.moc"
