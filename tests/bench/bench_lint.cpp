// The command line on the user's path: `flowaudit-cli lint --format json FILE` run as a
// whole process on generated inventories of 1k, 10k and 100k flows, beside yaml-cpp reading
// the same file (LoadFile + walk, and its bare event parser), each a whole process too, in
// rounds of the three. Prints the time ratios and the peak memory; with --guard it fails
// when lint is slower than yaml-cpp's LoadFile + walk at 10k flows, or slower than 1.6x
// its event parser. In each round `flowaudit-cli set` changes one field of a copy of the
// file, and its ratio to that round's lint is printed too (guarded at 4x). CI runs
// `bench_lint --short --guard` (see docs/performance.md).
#include "benchflags.h"
#include "inventorygenerator.h"
#include "processrun.h"

#include <benchmark/benchmark.h>

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace {

enum class Reader { Events, LoadFile, Lint };
constexpr Reader Readers[] = {Reader::Events, Reader::LoadFile, Reader::Lint};
const char* const ReaderNames[] = {"yaml-cpp events", "yaml-cpp LoadFile+walk",
                                   "flowaudit-cli lint"};

std::vector<std::string> commandFor(Reader reader, const std::string& path) {
    switch (reader) {
    case Reader::Events:
        return {FLOWAUDIT_YAMLCPP_REFERENCE, "events", path};
    case Reader::LoadFile:
        return {FLOWAUDIT_YAMLCPP_REFERENCE, "loadfile", path};
    case Reader::Lint:
        break;
    }
    return {FLOWAUDIT_CLI, "lint", "--format", "json", path};
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}

// One size: each reader's times, and the ratios of lint to each reference within a round.
struct Measured {
    std::map<Reader, std::vector<double>> seconds;
    std::map<Reader, double> peakRssMB;
    std::vector<double> toEvents, toLoadFile;
    std::vector<double> setSeconds, setToLint; // one field set on a copy of the file
};
std::map<int, Measured> results;

// Each iteration is a round of the three processes one after the other on the same file,
// and the ratios are taken within the round: a machine whose speed drifts (other builds,
// a neighbour on the host) slows the three alike, where a block of runs of one reader
// after a block of another would compare two different machines.
void measure(benchmark::State& state, int flows) {
    const std::string path = generatedInventory(flows).toStdString();
    const std::string copy = path + ".set.yaml";
    if (!QFile::copy(QString::fromStdString(path), QString::fromStdString(copy)) &&
        !QFileInfo::exists(QString::fromStdString(copy))) {
        state.SkipWithError("the inventory could not be copied");
        return;
    }
    Measured& measured = results[flows];
    for (auto _ : state) {
        std::map<Reader, double> round;
        for (const Reader reader : Readers) {
            const ProcessRun run = runProcess(commandFor(reader, path));
            // lint exits 1 when the inventory has FAIL findings, as the generated ones do.
            if (run.exitStatus != 0 && !(reader == Reader::Lint && run.exitStatus == 1)) {
                state.SkipWithError((std::string(ReaderNames[int(reader)]) + " failed").c_str());
                return;
            }
            round[reader] = run.seconds;
            measured.seconds[reader].push_back(run.seconds);
            measured.peakRssMB[reader] = std::max(measured.peakRssMB[reader], run.peakRssMB);
        }
        // `set` of one field on a copy: it reads the file, patches it and reads the result
        // again before it replaces the copy (issue 23: within 3x of lint).
        const std::string value = std::to_string(91 + measured.setSeconds.size() % 2);
        const ProcessRun set =
            runProcess({FLOWAUDIT_CLI, "set", copy, "flow_0", "ledger_retention_days=" + value});
        if (set.exitStatus != 0) {
            state.SkipWithError("flowaudit-cli set failed");
            return;
        }
        measured.setSeconds.push_back(set.seconds);
        measured.setToLint.push_back(set.seconds / round[Reader::Lint]);
        measured.toEvents.push_back(round[Reader::Lint] / round[Reader::Events]);
        measured.toLoadFile.push_back(round[Reader::Lint] / round[Reader::LoadFile]);
        state.SetIterationTime(round[Reader::Lint]);
    }
    state.counters["lint_per_events"] = median(measured.toEvents);
    state.counters["lint_per_LoadFile"] = median(measured.toLoadFile);
    state.counters["lint_peak_rss_MB"] = measured.peakRssMB[Reader::Lint];
    state.counters["file_MB"] = double(QFileInfo(QString::fromStdString(path)).size()) / 1e6;
}

// Loose guards for CI's short run at 10k flows: a regression like the one that made lint
// 2x slower than LoadFile fails, the noise of a shared machine does not.
constexpr double GuardToLoadFile = 1.0;
constexpr double GuardToEvents = 1.6;
constexpr double GuardSetToLint = 4.0; // the goal is 3
constexpr double SetGoal = 3.0;

// The table of one run: the ratios docs/performance.md quotes and the guard reads.
bool printRatios(const std::vector<int>& sizes, double startupRssMB, bool guard) {
    std::printf("\nThe user's path, whole processes in rounds of the three; times are medians, "
                "ratios the median\n"
                "of each round's ratio (start-up RSS of lint: %.1f MB)\n",
                startupRssMB);
    std::printf("%8s %8s %9s %10s %9s %12s %13s %9s %16s %12s %7s %9s\n", "flows", "file MB",
                "events s", "LoadFile s", "lint s", "lint/events", "lint/LoadFile", "lint MB",
                "(RSS-start)/file", "lint ms/1k", "set s", "set/lint");
    bool ok = true;
    for (const int flows : sizes) {
        const double fileMB = double(QFileInfo(generatedInventory(flows)).size()) / 1e6;
        Measured& measured = results[flows];
        if (measured.toEvents.empty())
            continue;
        const double lint = median(measured.seconds[Reader::Lint]);
        const double toEvents = median(measured.toEvents), toLoadFile = median(measured.toLoadFile);
        const double setToLint = median(measured.setToLint);
        std::printf("%8d %8.1f %9.3f %10.3f %9.3f %12.2f %13.2f %9.1f %16.2f %12.1f %7.3f %9.2f\n",
                    flows, fileMB, median(measured.seconds[Reader::Events]),
                    median(measured.seconds[Reader::LoadFile]), lint, toEvents, toLoadFile,
                    measured.peakRssMB[Reader::Lint],
                    (measured.peakRssMB[Reader::Lint] - startupRssMB) / fileMB,
                    lint * 1e3 / (flows / 1000.0), median(measured.setSeconds), setToLint);
        if (guard && flows >= 10000 && setToLint > GuardSetToLint) {
            std::printf("bench_lint: set of one field on %d flows took %.2fx lint (guard: %.1f)\n",
                        flows, setToLint, GuardSetToLint);
            ok = false;
        }
        if (guard && flows >= 10000 && (toLoadFile > GuardToLoadFile || toEvents > GuardToEvents)) {
            std::printf("bench_lint: lint of %d flows took %.2fx yaml-cpp's LoadFile + walk "
                        "(guard: %.1f) and %.2fx its event "
                        "parser (guard: %.1f)\n",
                        flows, toLoadFile, GuardToLoadFile, toEvents, GuardToEvents);
            ok = false;
        }
    }
    std::printf(
        "Goals: lint/events <= 1.2 at 10k and 100k flows; (RSS-start)/file <= 3; ms/1k flat;\n"
        "set/lint <= %.1f at 100k flows.\n",
        SetGoal);
    return ok;
}

} // namespace

int main(int argc, char* argv[]) {
    // --short: 1k and 10k flows, for CI; --guard: fail on a regression.
    BenchFlags flags = BenchFlags::parse(argc, argv);
    const bool shortRun = flags.shortRun, guard = flags.guard;
    std::vector<char*>& rest = flags.rest;
    int restCount = int(rest.size());
    benchmark::Initialize(&restCount, rest.data());

    const std::vector<int> sizes =
        shortRun ? std::vector<int>{1000, 10000} : std::vector<int>{1000, 10000, 100000};
    const int rounds = shortRun ? 5 : 3;
    for (const int flows : sizes) {
        const std::string name = "rounds of events, LoadFile and lint/" + std::to_string(flows);
        benchmark::RegisterBenchmark(name.c_str(), measure, flows)
            ->UseManualTime()
            ->Iterations(rounds)
            ->Unit(benchmark::kMillisecond);
    }
    // Start-up memory: lint of a one-flow inventory.
    double startupRssMB = 0;
    for (int i = 0; i < 3; ++i)
        startupRssMB = std::max(
            startupRssMB,
            runProcess(commandFor(Reader::Lint, generatedInventory(1).toStdString())).peakRssMB);

    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return printRatios(sizes, startupRssMB, guard) ? 0 : 1;
}
