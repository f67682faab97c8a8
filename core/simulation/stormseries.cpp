#include "core/simulation/stormseries.h"

#include <algorithm>

#include <numeric>

namespace FlowAudit {

double StormSeries::attemptsAt(int bin) const {
    const auto first = load.begin() + std::ptrdiff_t(bin) * labels;
    return std::accumulate(first, first + labels, 0.0);
}

double StormSeries::totalAttempts() const {
    return std::accumulate(load.begin(), load.end(), 0.0) * binWidth;
}

double StormSeries::totalAttempts(int label) const {
    double sum = 0;
    for (int i = 0; i < bins; ++i)
        sum += loadAt(i, label);
    return sum * binWidth;
}

double StormSeries::totalDeadLettered() const {
    return std::accumulate(deadLettered.begin(), deadLettered.end(), 0.0) * binWidth;
}

int StormSeries::peakBin() const {
    // The first bin of the plateau: where a plateau holds the peak, the bins' sums differ
    // only by rounding, and the largest of them would name a moment well inside it.
    const double most = peak();
    for (int i = 0; i < bins; ++i) {
        if (attemptsAt(i) >= most * (1 - 1e-9))
            return i;
    }
    return 0;
}

double StormSeries::peak() const {
    double most = 0;
    for (int i = 0; i < bins; ++i)
        most = std::max(most, attemptsAt(i));
    return most;
}

} // namespace FlowAudit
