// The command line on the user's path: `flowaudit-cli lint --format json FILE` run as a
// whole process on generated inventories of 1k, 10k and 100k flows, beside yaml-cpp reading
// the same file (LoadFile + walk, and its bare event parser), each a whole process too, in
// the same run. Prints the time ratios and the peak memory; with --guard it fails when
// lint is slower than yaml-cpp's LoadFile + walk at 10k flows or more. CI runs
// `bench_lint --short --guard` (see README, "Speed").
#include "inventorygenerator.h"

#include <benchmark/benchmark.h>

#include <QFileInfo>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

extern char** environ;

namespace {

struct ProcessRun {
    double seconds = 0;
    double peakRssMB = 0;
    int exitStatus = -1;
};

// Runs a program to its end with its standard output to /dev/null: wall time and the
// child's peak resident memory, as the kernel counts them.
ProcessRun runProcess(const std::vector<std::string>& arguments)
{
    std::vector<char*> argv;
    for (const std::string& argument : arguments)
        argv.push_back(const_cast<char*>(argument.c_str()));
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    ProcessRun run;
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return run;
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    posix_spawn_file_actions_destroy(&actions);
    run.peakRssMB = double(usage.ru_maxrss) / 1024.0; // KiB on Linux
    run.exitStatus = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return run;
}

enum class Reader { Events, LoadFile, Lint };
const char* const ReaderNames[] = {"yaml-cpp events", "yaml-cpp LoadFile+walk", "flowaudit-cli lint"};

std::vector<std::string> commandFor(Reader reader, const std::string& path)
{
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

struct Measured {
    std::vector<double> seconds;
    double peakRssMB = 0;
    double median() const
    {
        std::vector<double> sorted = seconds;
        std::sort(sorted.begin(), sorted.end());
        return sorted.empty() ? 0 : sorted[sorted.size() / 2];
    }
};
std::map<std::pair<int, Reader>, Measured> results;

void measure(benchmark::State& state, Reader reader, int flows)
{
    const std::string path = generatedInventory(flows).toStdString();
    Measured& measured = results[{flows, reader}];
    for (auto _ : state) {
        const ProcessRun run = runProcess(commandFor(reader, path));
        // lint exits 1 when the inventory has FAIL findings, as the generated ones do.
        if (run.exitStatus != 0 && !(reader == Reader::Lint && run.exitStatus == 1)) {
            state.SkipWithError("the command failed");
            return;
        }
        state.SetIterationTime(run.seconds);
        measured.seconds.push_back(run.seconds);
        measured.peakRssMB = std::max(measured.peakRssMB, run.peakRssMB);
    }
    state.counters["peak_rss_MB"] = measured.peakRssMB;
    state.counters["file_MB"] = double(QFileInfo(QString::fromStdString(path)).size()) / 1e6;
}

// The table of one run: the ratios the README quotes and the guard reads.
bool printRatios(const std::vector<int>& sizes, double startupRssMB, bool guard)
{
    std::printf("\nThe user's path, medians of whole-process runs (start-up RSS of lint: %.1f MB)\n", startupRssMB);
    std::printf("%8s %8s %9s %9s %9s %12s %13s %9s %15s %12s\n", "flows", "file MB", "events s", "LoadFile s", "lint s",
                "lint/events", "lint/LoadFile", "lint MB", "(RSS-start)/file", "lint ms/1k");
    bool ok = true;
    for (const int flows : sizes) {
        const double fileMB = double(QFileInfo(generatedInventory(flows)).size()) / 1e6;
        const Measured& events = results[{flows, Reader::Events}];
        const Measured& loadFile = results[{flows, Reader::LoadFile}];
        const Measured& lint = results[{flows, Reader::Lint}];
        if (events.seconds.empty() || loadFile.seconds.empty() || lint.seconds.empty())
            continue;
        const double toLoadFile = lint.median() / loadFile.median();
        std::printf("%8d %8.1f %9.3f %10.3f %9.3f %12.2f %13.2f %9.1f %16.2f %12.1f\n", flows, fileMB, events.median(),
                    loadFile.median(), lint.median(), lint.median() / events.median(), toLoadFile, lint.peakRssMB,
                    (lint.peakRssMB - startupRssMB) / fileMB, lint.median() * 1e3 / (flows / 1000.0));
        if (guard && flows >= 10000 && toLoadFile > 1.0) {
            std::printf("bench_lint: lint of %d flows took %.2f x yaml-cpp's LoadFile + walk (guard: 1.0)\n", flows, toLoadFile);
            ok = false;
        }
    }
    std::printf("Goals: lint/events <= 1.2 at 10k and 100k flows; (RSS-start)/file <= 3; ms/1k flat.\n");
    return ok;
}

} // namespace

int main(int argc, char* argv[])
{
    // Our flags first: --short (1k and 10k flows, for CI) and --guard (fail on a regression).
    bool shortRun = false, guard = false;
    std::vector<char*> rest;
    for (int i = 0; i < argc; ++i) {
        if (std::strcmp(argv[i], "--short") == 0)
            shortRun = true;
        else if (std::strcmp(argv[i], "--guard") == 0)
            guard = true;
        else
            rest.push_back(argv[i]);
    }
    int restCount = int(rest.size());
    benchmark::Initialize(&restCount, rest.data());

    const std::vector<int> sizes = shortRun ? std::vector<int>{1000, 10000} : std::vector<int>{1000, 10000, 100000};
    const int runs = 3;
    for (const int flows : sizes) {
        for (const Reader reader : {Reader::Events, Reader::LoadFile, Reader::Lint}) {
            const std::string name = std::string(ReaderNames[int(reader)]) + "/" + std::to_string(flows);
            benchmark::RegisterBenchmark(name.c_str(), measure, reader, flows)
                ->UseManualTime()
                ->Iterations(runs)
                ->Unit(benchmark::kMillisecond);
        }
    }
    // Start-up memory: lint of a one-flow inventory.
    double startupRssMB = 0;
    for (int i = 0; i < runs; ++i)
        startupRssMB = std::max(startupRssMB, runProcess(commandFor(Reader::Lint, generatedInventory(1).toStdString())).peakRssMB);

    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return printRatios(sizes, startupRssMB, guard) ? 0 : 1;
}
