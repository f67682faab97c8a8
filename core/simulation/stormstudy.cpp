#include "core/simulation/stormstudy.h"

#include "core/simulation/stormquantity.h"
#include "core/simulation/stormsimulation.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace FlowAudit {

namespace {

// Recovered: from some time after the outage, attempts stay within 10% of normal, nothing
// is rejected and the retry backlog is back to what it was before, for `hold` seconds.
std::optional<double> recoveryAfter(const StormSeries& s, const StormScenario& sc, double hold) {
    const int startBin = std::clamp(int(std::floor(sc.outageEnd() / s.binWidth)), 0, s.bins);
    const int before = std::clamp(int(std::floor(sc.outageStart / s.binWidth)) - 1, -1, s.bins - 1);
    const double waitingBefore = before >= 0 ? s.waiting[std::size_t(before)] : 0.0;
    const double tolerance = 1e-3 * std::max(sc.rate, 1e-9);
    const int holdBins = std::max(1, int(std::ceil(hold / s.binWidth - 1e-9)));
    int calm = 0;
    for (int i = startBin; i < s.bins; ++i) {
        const bool quiet = s.attemptsAt(i) <= 1.1 * sc.rate + 1e-12 &&
                           s.rejected[std::size_t(i)] <= tolerance &&
                           s.waiting[std::size_t(i)] <= waitingBefore + tolerance;
        calm = quiet ? calm + 1 : 0;
        if (calm >= holdBins) {
            const int first = i - holdBins + 1;
            return std::max(0.0, s.binStart(first) - sc.outageEnd());
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<StormStudy> StormStudy::run(const StormScenario& scenario, QString* error) {
    std::optional<StormSeries> asSet = StormSimulation::run(scenario, error);
    if (!asSet)
        return std::nullopt;
    // The comparison runs use the same horizon and bins, so the curves share one axis.
    StormScenario same = scenario;
    same.horizon = asSet->horizon();
    same.binWidth = asSet->binWidth;
    std::optional<StormSeries> flat = StormSimulation::run(same.withJitter(Jitter::None), error);
    std::optional<StormSeries> baseline = StormSimulation::run(same.withoutOutage(), error);
    std::optional<StormSeries> single = StormSimulation::run(same.retryingInOneLayerOnly(), error);
    if (!flat || !baseline || !single)
        return std::nullopt;

    StormStudy study;
    study.scenario = scenario;
    study.product = scenario.product();
    study.attemptsPerEvent = scenario.attemptsPerEventByLabel();
    study.normal = scenario.rate;
    study.peak = asSet->peak();
    study.peakTime = asSet->binStart(asSet->peakBin()) + asSet->binWidth / 2;
    study.peakWithoutJitter = flat->peak();
    study.peakOneLayerOnly = single->peak();
    study.plateauReached =
        study.peak >= 0.99 * scenario.rate * double(study.product) && scenario.rate > 0;
    for (int i = std::max(0, int(std::floor(scenario.outageStart / asSet->binWidth)));
         i < asSet->bins; ++i) {
        if (asSet->attemptsAt(i) >= 0.95 * study.peak) {
            study.timeToPlateau =
                std::max(0.0, asSet->binStart(i) + asSet->binWidth - scenario.outageStart);
            break;
        }
    }
    study.extraAttempts = std::max(0.0, asSet->totalAttempts() - baseline->totalAttempts());
    study.deadLettered = asSet->totalDeadLettered();
    study.holdSeconds = std::max(10.0, 5 * asSet->binWidth);
    study.recoveryTime = recoveryAfter(*asSet, scenario, study.holdSeconds);
    if (scenario.capacity) {
        study.loadOverCapacity = scenario.rate * double(study.product) / *scenario.capacity;
        study.stable = study.loadOverCapacity < 1;
    }
    study.series = std::move(*asSet);
    study.withoutJitter = std::move(*flat);
    study.oneLayerOnly = std::move(*single);
    return study;
}

QString StormStudy::headline() const {
    const QLocale locale;
    const QString outage = StormQuantity::durationInWords(scenario.outageLength);
    const QString times = locale.toString(std::round(peakTimesNormal() * 10) / 10, 'g', 4);
    const QString calls = locale.toString(std::round(peak), 'f', 0);
    const QString recovered =
        recoveryTime ? QCoreApplication::translate("StormStudy", "recovered %1 after")
                           .arg(StormQuantity::durationInWords(std::round(*recoveryTime)))
        : stable ? QCoreApplication::translate("StormStudy", "not recovered within the horizon")
                 : QCoreApplication::translate("StormStudy",
                                               "no recovery: rate × product is above capacity");
    return QCoreApplication::translate("StormStudy",
                                       "a %1 outage sends %2× the load, %3 calls/s at peak; %4")
        .arg(outage, times, calls, recovered);
}

} // namespace FlowAudit
