// The systems map on the user's path: `flowaudit-cli map FILE --output map.svg` as a whole
// process on a generated estate of 300 systems in 12 groups and 2,000 flows, beside
// Graphviz's own `dot -Tsvg` laying out the same graph (the same systems, clusters and
// edges) in the same round: issue 26 asks for 2x of dot, the floor of the library chosen.
// Prints the times and the median of each round's ratio; --guard fails far past the goal,
// --short makes fewer rounds (CI).
#include "benchflags.h"
#include "processrounds.h"

#include <benchmark/benchmark.h>

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>
#include <string>
#include <vector>

namespace {

constexpr int Systems = 300;
constexpr int Groups = 12;
constexpr int Flows = 2000;

struct Estate {
    QByteArray yaml;
    QByteArray dot;
};

// The same estate twice: as an inventory with a systems: block, and as the DOT graph dot
// lays out (boxes with the same labels, one cluster per group, one edge per pair of
// systems, as map draws it). Fixed
// seed: every run measures the same graph.
Estate generateEstate() {
    QRandomGenerator random(26);
    const auto systemName = [](int i) { return QByteArray("system_") + QByteArray::number(i); };
    const char* const platforms[] = {"zapier", "make", "n8n", ""};
    Estate estate;
    estate.yaml = "title: Generated estate\nflows:\n";
    QByteArray edges;
    QSet<std::pair<int, int>> pairs;
    for (int i = 0; i < Flows; ++i) {
        // Most flows stay in their group's neighbourhood, as estates do; some cross it.
        const int from = int(random.bounded(Systems));
        const int to = random.bounded(4) == 0 ? int(random.bounded(Systems))
                                              : (from + 1 + int(random.bounded(24))) % Systems;
        const char* platform = platforms[random.bounded(4)];
        estate.yaml += "  - {flow_id: flow_" + QByteArray::number(i) +
                       ", source: " + systemName(from) + ", destination: " + systemName(to) +
                       (*platform ? QByteArray(", ipaas: ") + platform : QByteArray()) +
                       ", method: webhook, creates_records: yes, side_effect: create," +
                       " retry_layers: 'sdk:3;worker:5'}\n";
        // map draws one arrow per pair of systems: dot is given the same edges.
        if (!pairs.contains({from, to})) {
            pairs.insert({from, to});
            edges += "  s" + QByteArray::number(from) + " -> s" + QByteArray::number(to) + ";\n";
        }
    }
    estate.yaml += "systems:\n";
    estate.dot = "digraph estate {\n  node [shape=box];\n";
    for (int g = 0; g < Groups; ++g) {
        estate.dot += "  subgraph cluster_" + QByteArray::number(g) + " {\n    label=\"Domain " +
                      QByteArray::number(g + 1) + "\";\n";
        for (int s = g; s < Systems; s += Groups) {
            estate.yaml +=
                "  " + systemName(s) + ": {group: Domain " + QByteArray::number(g + 1) + "}\n";
            estate.dot += "    s" + QByteArray::number(s) + " [label=\"" + systemName(s) + "\"];\n";
        }
        estate.dot += "  }\n";
    }
    estate.dot += edges + "}\n";
    return estate;
}

struct Paths {
    QTemporaryDir dir;
    std::string yaml, dot, mapOut, dotOut;
};

Paths& paths() {
    static Paths p;
    static bool written = false;
    if (!written) {
        written = true;
        const Estate estate = generateEstate();
        const auto write = [](const QString& path, const QByteArray& bytes) {
            QFile file(path);
            return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
        };
        write(p.dir.filePath(QStringLiteral("estate.yaml")), estate.yaml);
        write(p.dir.filePath(QStringLiteral("estate.dot")), estate.dot);
        p.yaml = p.dir.filePath(QStringLiteral("estate.yaml")).toStdString();
        p.dot = p.dir.filePath(QStringLiteral("estate.dot")).toStdString();
        p.mapOut = p.dir.filePath(QStringLiteral("map.svg")).toStdString();
        p.dotOut = p.dir.filePath(QStringLiteral("dot.svg")).toStdString();
    }
    return p;
}

ProcessRounds rounds;

// Each iteration is a round of the two processes on the same graph.
void measure(benchmark::State& state) {
    const std::string dot = QStandardPaths::findExecutable(QStringLiteral("dot")).toStdString();
    if (dot.empty()) {
        state.SkipWithError("Graphviz's dot is not installed");
        return;
    }
    Paths& p = paths();
    for (auto _ : state) {
        const char* failed = nullptr;
        if (!rounds.run({FLOWAUDIT_CLI, "map", p.yaml, "--output", p.mapOut},
                        {dot, "-Tsvg", p.dot, "-o", p.dotOut}, &failed)) {
            state.SkipWithError(failed);
            return;
        }
        state.SetIterationTime(rounds.measured.back());
    }
    state.counters["map_per_dot"] = ProcessRounds::median(rounds.ratios);
}

constexpr double Goal = 2.0;
constexpr double Guard = 3.0; // loose: a shared CI machine's noise passes, a regression not

} // namespace

int main(int argc, char* argv[]) {
    BenchFlags flags = BenchFlags::parse(argc, argv);
    int restCount = int(flags.rest.size());
    benchmark::Initialize(&restCount, flags.rest.data());
    benchmark::RegisterBenchmark("rounds of map and dot -Tsvg/300 systems/2000 flows", measure)
        ->UseManualTime()
        ->Iterations(flags.shortRun ? 3 : 7)
        ->Unit(benchmark::kMillisecond);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    if (rounds.ratios.empty())
        return 1;
    std::printf("\nThe user's path, whole processes in rounds of the two; times are medians, the "
                "ratio the median of each round's\n");
    std::printf("%8s %6s %6s %14s %12s %8s\n", "systems", "groups", "flows", "flowaudit map s",
                "dot -Tsvg s", "map/dot");
    const double ratio = ProcessRounds::median(rounds.ratios);
    std::printf("%8d %6d %6d %14.3f %12.3f %8.2f\n", Systems, Groups, Flows,
                ProcessRounds::median(rounds.measured), ProcessRounds::median(rounds.reference),
                ratio);
    std::printf("Goal: map/dot <= %.1f (issue 26); the guard fails past %.1f.\n", Goal, Guard);
    if (flags.guard && ratio > Guard) {
        std::printf("bench_map: the map took %.2fx dot -Tsvg (guard: %.1f)\n", ratio, Guard);
        return 1;
    }
    return 0;
}
