#include "core/simulation/destinationstorm.h"

#include "core/model/inventory.h"
#include "core/model/systemsblock.h"
#include "core/simulation/stormscenariobuilder.h"
#include "core/simulation/stormsimulation.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

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

std::optional<DestinationStorm> DestinationStorm::run(const QList<Input>& flows, double outageStart,
                                                      double outageLength, QString* error) {
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
    for (qsizetype i = 0; i < flows.size(); ++i) {
        std::optional<StormSeries> series = StormSimulation::run(scenarios[i], error);
        if (!series)
            return std::nullopt;
        storm.bins = series->bins;
        storm.attempts.resize(std::size_t(series->bins), 0.0);
        for (int bin = 0; bin < series->bins; ++bin)
            storm.attempts[std::size_t(bin)] += series->attemptsAt(bin);
        storm.normal += scenarios[i].rate;
        DestinationStormFlow flow{flows[i].row, flows[i].flowId, scenarios[i], std::move(*series)};
        flow.extraAttempts =
            std::max(0.0, flow.series.totalAttempts() - scenarios[i].rate * flow.series.horizon());
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
        flow.peak = peakAt < flow.series.bins ? flow.series.attemptsAt(peakAt) : 0;
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

} // namespace FlowAudit
