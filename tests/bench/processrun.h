#pragma once

#include <string>
#include <vector>

// A program run to its end by a benchmark, as a user's shell would run it.
struct ProcessRun {
    double seconds = 0;
    double peakRssMB = 0;
    int exitStatus = -1; // -1: it could not start, or a signal ended it
};

// Runs a program with its standard output to /dev/null: wall time and the child's peak
// resident memory, as the kernel counts them.
ProcessRun runProcess(const std::vector<std::string>& arguments);
