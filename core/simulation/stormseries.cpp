#include "core/simulation/stormseries.h"

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
    int best = 0;
    double bestLoad = -1;
    for (int i = 0; i < bins; ++i) {
        const double a = attemptsAt(i);
        if (a > bestLoad) {
            bestLoad = a;
            best = i;
        }
    }
    return best;
}

double StormSeries::peak() const {
    return bins > 0 ? attemptsAt(peakBin()) : 0.0;
}

} // namespace FlowAudit
