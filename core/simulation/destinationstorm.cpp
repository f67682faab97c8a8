#include "core/simulation/destinationstorm.h"

#include "core/model/inventory.h"
#include "core/model/systemsblock.h"
#include "core/simulation/stormscenariobuilder.h"
#include "core/simulation/stormsimulation.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace FlowAudit {

namespace {

// The grid every flow is simulated on: the coarsest of their own bin widths and the longest
// of their own horizons, so each flow's tail is inside and the sum is bin by bin.
bool chooseGrid(QList<StormScenario>& scenarios, QString* error) {
    double width = 0, horizon = 0;
    for (const StormScenario& scenario : scenarios) {
        const std::optional<StormSimulation> own = StormSimulation::create(scenario, error);
        if (!own)
            return false;
        width = std::max(width, own->binWidth());
        horizon = std::max(horizon, own->binWidth() * own->bins());
    }
    for (StormScenario& scenario : scenarios) {
        scenario.binWidth = width;
        scenario.horizon = horizon;
    }
    return true;
}

} // namespace

bool DestinationStorm::flowsInto(const Flow& flow, const QString& system) {
    const QString wanted = SystemsBlock::normalisedId(system);
    for (const QString& name : flow.text(Field::Destination).split(QLatin1Char(','))) {
        if (SystemsBlock::normalisedId(name) == wanted)
            return true;
    }
    return false;
}

qsizetype DestinationStorm::countInto(const Inventory& inventory, const QString& system) {
    return std::count_if(inventory.flows.cbegin(), inventory.flows.cend(),
                         [&system](const Flow& flow) { return flowsInto(flow, system); });
}

DestinationStorm::Flows DestinationStorm::into(const Inventory& inventory, const QString& system,
                                               const VendorCatalogue* cards) {
    Flows into;
    for (qsizetype i = 0; i < inventory.flows.size(); ++i) {
        const Flow& flow = inventory.flows[i];
        if (!flowsInto(flow, system))
            continue;
        const int row = int(i) + 1;
        if (flow.isBlank(Field::RetryLayers)) {
            into.leftOut.append(
                {row, flow.text(Field::FlowId),
                 QCoreApplication::translate("DestinationStorm", "retry_layers is blank")});
            continue;
        }
        const StormScenarioBuild build = StormScenarioBuilder::build(flow, cards);
        if (build.ok())
            into.inputs.append({row, flow.text(Field::FlowId), *build.scenario});
        else
            into.leftOut.append({row, flow.text(Field::FlowId), build.error});
    }
    return into;
}

std::optional<DestinationStorm> DestinationStorm::ofSystem(const Inventory& inventory,
                                                           const QString& system,
                                                           const VendorCatalogue* cards,
                                                           double outageStart, double outageLength,
                                                           QString* error) {
    const Flows flows = into(inventory, system, cards);
    if (flows.inputs.isEmpty()) {
        *error = QCoreApplication::translate("DestinationStorm",
                                             "no flow into %1 has retry_layers to simulate")
                     .arg(system);
        return std::nullopt;
    }
    std::optional<DestinationStorm> storm = run(flows.inputs, outageStart, outageLength, error);
    if (storm)
        storm->leftOut = flows.leftOut;
    return storm;
}

std::optional<DestinationStorm> DestinationStorm::run(const QList<Input>& flows, double outageStart,
                                                      double outageLength, QString* error,
                                                      SeriesCache* cache) {
    if (flows.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("DestinationStorm", "no flow to simulate");
        return std::nullopt;
    }
    QList<StormScenario> scenarios;
    for (const Input& input : flows) {
        StormScenario scenario = input.scenario;
        scenario.outageStart = outageStart;
        scenario.outageLength = outageLength;
        scenario.horizon = 0;
        scenario.binWidth = 0;
        scenarios.append(scenario);
    }
    if (!chooseGrid(scenarios, error))
        return std::nullopt;

    DestinationStorm storm;
    storm.outageStart = outageStart;
    storm.outageLength = outageLength;
    storm.binWidth = scenarios.first().binWidth;
    // Flows with the same layers, schedules and settings send the same series: each is run
    // once (an estate's flows share a few platforms' schedules).
    SeriesCache own;
    SeriesCache& runs = cache ? *cache : own;
    for (qsizetype i = 0; i < flows.size(); ++i) {
        const QString key = scenarios[i].seriesKey();
        std::shared_ptr<const StormSeries> series = runs.value(key);
        if (!series) {
            std::optional<StormSeries> run = StormSimulation::run(scenarios[i], error);
            if (!run)
                return std::nullopt;
            series = std::make_shared<const StormSeries>(std::move(*run));
            runs.insert(key, series);
        }
        storm.bins = series->bins;
        storm.attempts.resize(std::size_t(series->bins), 0.0);
        for (int bin = 0; bin < series->bins; ++bin)
            storm.attempts[std::size_t(bin)] += series->attemptsAt(bin);
        storm.normal += scenarios[i].rate;
        DestinationStormFlow flow{flows[i].row, flows[i].flowId, scenarios[i], std::move(series)};
        flow.extraAttempts = std::max(0.0, flow.series->totalAttempts() -
                                               scenarios[i].rate * flow.series->horizon());
        storm.flows.append(std::move(flow));
    }
    // The peak, and the first bin that reaches it (as StormSeries::peakBin).
    storm.peak = storm.attempts.empty()
                     ? 0
                     : *std::max_element(storm.attempts.begin(), storm.attempts.end());
    int peakAt = 0;
    while (peakAt + 1 < storm.bins && storm.attempts[std::size_t(peakAt)] < storm.peak * (1 - 1e-9))
        ++peakAt;
    storm.peakTime = (peakAt + 0.5) * storm.binWidth;
    double most = -1;
    for (qsizetype i = 0; i < storm.flows.size(); ++i) {
        DestinationStormFlow& flow = storm.flows[i];
        flow.peak = peakAt < flow.series->bins ? flow.series->attemptsAt(peakAt) : 0;
        if (flow.extraAttempts > most) {
            most = flow.extraAttempts;
            storm.largest = int(i);
        }
    }
    // Drained as a single flow recovers (StormStudy): within 10% of normal, held.
    storm.holdSeconds = std::max(10.0, 5 * storm.binWidth);
    const int holdBins = std::max(1, int(std::ceil(storm.holdSeconds / storm.binWidth - 1e-9)));
    const double end = outageStart + outageLength;
    int calm = 0;
    for (int bin = std::clamp(int(std::floor(end / storm.binWidth)), 0, storm.bins);
         bin < storm.bins; ++bin) {
        calm = storm.attempts[std::size_t(bin)] <= 1.1 * storm.normal + 1e-12 ? calm + 1 : 0;
        if (calm >= holdBins) {
            storm.drainTime = std::max(0.0, (bin - holdBins + 1) * storm.binWidth - end);
            break;
        }
    }
    return storm;
}

StormStudy DestinationStorm::study(int bands) const {
    QList<qsizetype> order(flows.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [this](qsizetype a, qsizetype b) {
        return flows[a].extraAttempts > flows[b].extraAttempts;
    });
    // The others share the last band when there are more flows than bands.
    const qsizetype own = flows.size() <= bands ? flows.size() : std::max(bands - 1, 1);
    StormStudy study;
    for (qsizetype i = 0; i < own; ++i)
        study.bandNames.append(flows[order[i]].flowId);
    if (own < flows.size())
        study.bandNames.append(QCoreApplication::translate("DestinationStorm", "%n other flow(s)",
                                                           nullptr, int(flows.size() - own)));
    StormSeries& series = study.series;
    series.binWidth = binWidth;
    series.bins = bins;
    series.labels = int(study.bandNames.size());
    series.load.assign(std::size_t(bins) * std::size_t(series.labels), 0.0);
    for (qsizetype rank = 0; rank < order.size(); ++rank) {
        const StormSeries& flowSeries = *flows[order[rank]].series;
        const int band = int(std::min(rank, qsizetype(series.labels - 1)));
        for (int bin = 0; bin < std::min(bins, flowSeries.bins); ++bin)
            series.load[std::size_t(bin) * std::size_t(series.labels) + std::size_t(band)] +=
                flowSeries.attemptsAt(bin);
    }
    for (std::vector<double>* v :
         {&series.delivered, &series.deadLettered, &series.rejected, &series.waiting})
        v->assign(std::size_t(bins), 0.0);
    study.withoutJitter = series;
    study.oneLayerOnly = series;
    study.scenario.outageStart = outageStart;
    study.scenario.outageLength = outageLength;
    study.scenario.binWidth = binWidth;
    study.scenario.horizon = bins * binWidth;
    study.scenario.rate = normal;
    study.normal = normal;
    study.peak = peak;
    study.peakTime = peakTime;
    study.peakWithoutJitter = peak;
    study.peakOneLayerOnly = peak;
    study.recoveryTime = drainTime;
    study.holdSeconds = holdSeconds;
    return study;
}

} // namespace FlowAudit
