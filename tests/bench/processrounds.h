#pragma once

#include <string>
#include <vector>

// Two programs run in rounds on the user's path (the command measured, then its reference),
// the ratio taken within each round, so a machine whose speed drifts slows both alike. The
// benchmarks print the medians and guard the median ratio.
struct ProcessRounds {
    std::vector<double> measured, reference, ratios; // seconds, and measured / reference

    // One round; false, with `failed` for the reader, when either program does not exit 0.
    bool run(const std::vector<std::string>& measuredCommand,
             const std::vector<std::string>& referenceCommand, const char** failed);

    static double median(std::vector<double> values);
};
