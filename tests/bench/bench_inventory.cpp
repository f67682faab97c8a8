// Load + lint against yaml-cpp's own load of the same file, in one process, with the peak
// heap of each, and one-flow revalidation at 1k and 100k flows. The lint takes the command
// line's own path (lintFile, then the JSON output to a sink that drops it); bench_lint runs
// the real command. Report ratios from one run (see docs/performance.md).
#include "heapcounter.h"
#include "inventorygenerator.h"
#include "yamlcppwalk.h"

#include "core/document/ruleengine.h"
#include "core/io/yaml/yamlreader.h"
#include "core/lint/lintformat.h"

#include <QFileInfo>

#include <benchmark/benchmark.h>
#include <yaml-cpp/yaml.h>

using namespace FlowAudit;

namespace {

void reportMemory(benchmark::State& state, const QString& path, std::size_t peakBytes) {
    const double fileBytes = double(QFileInfo(path).size());
    state.counters["file_MB"] = fileBytes / 1e6;
    state.counters["peak_heap_MB"] = double(peakBytes) / 1e6;
    state.counters["peak_per_file_size"] = double(peakBytes) / fileBytes;
}

void BM_LoadAndLint(benchmark::State& state) {
    const QString path = generatedInventory(int(state.range(0)));
    std::size_t peak = 0;
    for (auto _ : state) {
        const std::size_t before = HeapCounter::current();
        HeapCounter::resetPeak();
        const FileLint lint = lintFile(path);
        if (!lint.readable()) {
            state.SkipWithError(qPrintable(lint.error.toString()));
            return;
        }
        qsizetype written = 0;
        LintFormat::json({lint}, [&written](const QByteArray& chunk) { written += chunk.size(); });
        benchmark::DoNotOptimize(written);
        peak = HeapCounter::peak() - before;
    }
    reportMemory(state, path, peak);
}

void BM_YamlCppLoadFileAndWalk(benchmark::State& state) {
    const QString path = generatedInventory(int(state.range(0)));
    std::size_t peak = 0;
    for (auto _ : state) {
        const std::size_t before = HeapCounter::current();
        HeapCounter::resetPeak();
        const YAML::Node root = YAML::LoadFile(path.toStdString());
        std::size_t textBytes = 0;
        benchmark::DoNotOptimize(walkYamlNodes(root, textBytes));
        benchmark::DoNotOptimize(textBytes);
        peak = HeapCounter::peak() - before;
    }
    reportMemory(state, path, peak);
}

void BM_RevalidateOneFlow(benchmark::State& state) {
    InventoryReadResult result = YamlReader::readFile(generatedInventory(int(state.range(0))));
    Inventory& inventory = *result.inventory;
    RuleEngine engine(inventory);
    const int row = int(inventory.flows.size() / 2);
    const QString layers[] = {QStringLiteral("sdk:3;worker:5"), QStringLiteral("none")};
    const QString ids[] = {QStringLiteral("flow_0"), QStringLiteral("renamed")};
    int i = 0;
    for (auto _ : state) {
        // Alternate a retry edit and an ID edit that joins and leaves another flow's group.
        inventory.flows[row].setText(Field::RetryLayers, layers[i % 2]);
        inventory.flows[row].setText(Field::FlowId, ids[(i / 2) % 2]);
        benchmark::DoNotOptimize(engine.revalidate(row));
        ++i;
    }
}

} // namespace

BENCHMARK(BM_LoadAndLint)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMillisecond)
    ->MinTime(1.0);
BENCHMARK(BM_YamlCppLoadFileAndWalk)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMillisecond)
    ->MinTime(1.0);
BENCHMARK(BM_RevalidateOneFlow)->Arg(1000)->Arg(100000)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
