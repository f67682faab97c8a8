// The destination storm on the user's path: `flowaudit-cli simulate FILE --destination
// netsuite` over 50 flows into one system, each with layers of its own (no two alike, so no
// series is shared), beside `simulate FILE --flow` of one of them on the same file, whole
// processes in rounds with the ratio taken within each round: issue 40 asks for within 10x
// one flow's. Prints the times and the median ratio; --guard fails far past the goal,
// --short makes fewer rounds (CI).
#include "benchflags.h"
#include "processrounds.h"

#include <benchmark/benchmark.h>

#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <string>
#include <vector>

namespace {

constexpr int Flows = 50;

struct Paths {
    QTemporaryDir dir;
    std::string yaml;
};

// Fifty flows into netsuite, layers sdk:1..5 under worker:2..11: fifty different series.
Paths& paths() {
    static Paths p;
    static bool written = false;
    if (!written) {
        written = true;
        QByteArray yaml = "flows:\n";
        for (int i = 0; i < Flows; ++i)
            yaml += "  - {flow_id: flow_" + QByteArray::number(i) + ", source: system_" +
                    QByteArray::number(i) +
                    ", destination: netsuite, retry_layers: 'sdk:" + QByteArray::number(1 + i % 5) +
                    ";worker:" + QByteArray::number(2 + i / 5) + "'}\n";
        const QString path = p.dir.filePath(QStringLiteral("estate.yaml"));
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(yaml);
        p.yaml = path.toStdString();
    }
    return p;
}

ProcessRounds rounds;

// Each iteration is a round of the two commands on the same file.
void measure(benchmark::State& state) {
    const Paths& p = paths();
    for (auto _ : state) {
        const char* failed = nullptr;
        // Beside the dearest single storm of the file: the flow with the most attempts.
        if (!rounds.run({FLOWAUDIT_CLI, "simulate", p.yaml, "--destination", "netsuite"},
                        {FLOWAUDIT_CLI, "simulate", p.yaml, "--flow", "flow_49"}, &failed)) {
            state.SkipWithError(failed);
            return;
        }
        state.SetIterationTime(rounds.measured.back());
    }
    state.counters["destination_per_flow"] = ProcessRounds::median(rounds.ratios);
}

constexpr double Goal = 10.0;
constexpr double Guard = 15.0; // loose: a shared CI machine's noise passes, a regression not

} // namespace

int main(int argc, char* argv[]) {
    BenchFlags flags = BenchFlags::parse(argc, argv);
    int restCount = int(flags.rest.size());
    benchmark::Initialize(&restCount, flags.rest.data());
    benchmark::RegisterBenchmark("rounds of simulate --destination and --flow/50 flows", measure)
        ->UseManualTime()
        ->Iterations(flags.shortRun ? 3 : 7)
        ->Unit(benchmark::kMillisecond);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    if (rounds.ratios.empty())
        return 1;
    std::printf("\nThe user's path, whole processes in rounds of the two; times are medians, the "
                "ratio the median of each round's\n");
    std::printf("%6s %18s %14s %12s\n", "flows", "--destination s", "--flow s", "ratio");
    const double ratio = ProcessRounds::median(rounds.ratios);
    std::printf("%6d %18.3f %14.3f %12.2f\n", Flows, ProcessRounds::median(rounds.measured),
                ProcessRounds::median(rounds.reference), ratio);
    std::printf("Goal: a destination of %d flows within %.0fx one flow (issue 40); the guard "
                "fails past %.0fx.\n",
                Flows, Goal, Guard);
    if (flags.guard && ratio > Guard) {
        std::printf("bench_destination: %.2fx one flow's storm (guard: %.0f)\n", ratio, Guard);
        return 1;
    }
    return 0;
}
