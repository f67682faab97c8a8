#include "processrounds.h"

#include "processrun.h"

#include <algorithm>

bool ProcessRounds::run(const std::vector<std::string>& measuredCommand,
                        const std::vector<std::string>& referenceCommand, const char** failed) {
    const ProcessRun first = runProcess(measuredCommand);
    const ProcessRun second = runProcess(referenceCommand);
    if (first.exitStatus != 0 || second.exitStatus != 0) {
        *failed = first.exitStatus != 0 ? "the measured command failed" : "the reference failed";
        return false;
    }
    measured.push_back(first.seconds);
    reference.push_back(second.seconds);
    ratios.push_back(first.seconds / second.seconds);
    return true;
}

double ProcessRounds::median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[values.size() / 2];
}
