// The retry-storm model over a 3-hour horizon as the product of attempts grows to 20,000
// (the bound: well under 50 ms). Each run reports its bins, its stage-bins per
// second and `of_budget`, the share of the 50 ms budget one run takes; the study (the four
// runs the panel and the report draw) is measured beside it.
#include "core/simulation/stormsimulation.h"
#include "core/simulation/stormstudy.h"

#include <benchmark/benchmark.h>

using namespace FlowAudit;

namespace {

// Three nested layers whose product is close to `product`, RT04's schedule in the inner
// two and a worker with minutes between tries outside.
StormScenario scenarioOf(int product) {
    const int inner = product >= 1000 ? 20 : 3;
    const int middle = product >= 1000 ? 10 : 2;
    const int outer = std::max(1, product / (inner * middle));
    LayerSchedule worker;
    worker.baseSeconds = 60;
    worker.capSeconds = 600;
    StormScenario sc;
    sc.layers = {{QStringLiteral("sdk"), quint64(inner), LayerSchedule::rt04Default()},
                 {QStringLiteral("http"), quint64(middle), LayerSchedule::rt04Default()},
                 {QStringLiteral("worker"), quint64(outer), worker}};
    sc.rate = 100'000;
    sc.outageStart = 600;
    sc.outageLength = 600;
    sc.horizon = 3 * 3600;
    return sc;
}

constexpr double BudgetSeconds = 0.050;

void report(benchmark::State& state, const StormScenario& sc, double runsPerIteration) {
    const std::optional<StormSimulation> sim = StormSimulation::create(sc);
    state.counters["stages"] = double(sc.product());
    state.counters["bins"] = double(sim->bins());
    state.counters["bin_s"] = sim->binWidth();
    state.counters["stage_bins_per_s"] =
        benchmark::Counter(double(sim->bins()) * double(sc.product()) * runsPerIteration,
                           benchmark::Counter::kIsIterationInvariantRate);
    // Seconds per iteration over the budget: < 1 is within it.
    state.counters["of_budget"] = benchmark::Counter(
        BudgetSeconds, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

void BM_StormRun(benchmark::State& state) {
    const StormScenario sc = scenarioOf(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(StormSimulation::run(sc));
    report(state, sc, 1);
}

void BM_StormStudy(benchmark::State& state) {
    const StormScenario sc = scenarioOf(int(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(StormStudy::run(sc));
    report(state, sc, 4);
}

} // namespace

BENCHMARK(BM_StormRun)->Arg(30)->Arg(1000)->Arg(20000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_StormStudy)->Arg(30)->Arg(20000)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
