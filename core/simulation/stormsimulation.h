#pragma once

#include "core/simulation/stormscenario.h"
#include "core/simulation/stormseries.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace FlowAudit {

// The binned, deterministic fluid model of docs/research/retry-storm-model.md §3.
//
// One event's destination attempts form a chain of P = ∏a_k stages that counts through the
// layers like an odometer, innermost digit fastest. Each stage m ≥ 1 is reached after a gap
// (failure detection + the wait of the layer whose retry it is), a shift plus a uniform
// interval. The model moves attempt *mass* along the chain bin by bin: no random numbers,
// the same inputs always give the same series, and the cost is O(P) per bin whatever the
// event rate. The result is the expected load of the stochastic model.
class StormSimulation {
public:
    // Cost bound: bins × stages. A stage-bin costs a few nanoseconds and the run is bound
    // by memory (each stage's ring is touched once per bin), so 5e6 keeps a 3-hour horizon
    // at P = 20,000 near 20 ms (bench_storm), with 60 s bins there; small products get fine bins.
    static constexpr double StageBinBudget = 5.0e6;
    static constexpr double MaxHorizonSeconds = 48 * 3600.0;

    // nullopt and `error` set when the scenario cannot be simulated (too many stages, a
    // bin width that would take too long, a negative rate).
    static std::optional<StormSimulation> create(const StormScenario& scenario,
                                                 QString* error = nullptr);

    // The whole run at once.
    static std::optional<StormSeries> run(const StormScenario& scenario, QString* error = nullptr);

    const StormScenario& scenario() const { return m_scenario; }
    double binWidth() const { return m_series.binWidth; }
    int bins() const { return m_series.bins; }
    int currentBin() const { return m_bin; }

    // Advances one bin; false once the horizon is reached.
    bool step();
    const StormSeries& series() const { return m_series; }

    // Cumulative event mass so far, for the conservation check (in = delivered + dead +
    // waiting): waitingInRings() sums what the stages' rings still hold, independently of
    // the running totals.
    double eventsIn() const { return m_in; }
    double eventsDelivered() const { return m_delivered; }
    double eventsDeadLettered() const { return m_dead; }
    double waitingInRings() const;

    // The sum of the largest gaps of all stages: the longest an event can spend retrying.
    double longestRetryHorizon() const { return m_longestHorizon; }
    // The sum of the mean gaps (full jitter halves the waits on average).
    double meanRetryHorizon() const { return m_meanHorizon; }

private:
    // Where one stage's arrivals land, in bins after the bin of the failure: `w0` in bin
    // k0, `w1` in bin k1, `density` in each bin strictly between. k0 may be 0 (the same bin).
    struct Stage {
        double running = 0; // density the difference array has switched on
        std::uint32_t offset = 0;
        std::uint32_t mask = 0;
        std::int32_t k0 = 0, k1 = 0;
        double w0 = 1, w1 = 0, density = 0;
        std::int32_t label = 0;
    };
    struct Slot {
        double point = 0; // mass landing in this bin
        double diff = 0;  // change of the uniform density from this bin on
    };

    explicit StormSimulation(StormScenario scenario);
    void build(double binWidth, int bins);
    static void land(Stage& stage, std::pair<double, double> gap, double binWidth);
    double failureShareAt(int bin) const;
    double take(Stage& stage, int bin);
    void scatter(Stage& stage, int bin, double mass);

    StormScenario m_scenario;
    std::vector<Stage> m_stages; // stage 0 is the first try, it has no ring
    std::vector<Slot> m_slots;
    std::vector<double> m_taken; // per stage, this bin (capacity mode)
    StormSeries m_series;
    int m_bin = 0;
    double m_in = 0, m_delivered = 0, m_dead = 0, m_waiting = 0;
    double m_longestHorizon = 0, m_meanHorizon = 0;
};

} // namespace FlowAudit
