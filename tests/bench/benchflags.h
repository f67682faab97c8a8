#pragma once

#include <vector>

// The flags our benchmarks take before Google Benchmark's: --short (the quick run CI makes)
// and --guard (fail on a regression past the printed goals); the rest go on to it.
struct BenchFlags {
    bool shortRun = false;
    bool guard = false;
    std::vector<char*> rest; // argv without ours, for benchmark::Initialize

    static BenchFlags parse(int argc, char** argv);
};
