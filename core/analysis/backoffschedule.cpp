#include "core/analysis/backoffschedule.h"

#include <cmath>
#include <numeric>

namespace FlowAudit {

QList<double> BackoffSchedule::longestSleeps() const {
    QList<double> sleeps;
    for (int attempt = 0; attempt + 1 < attempts; ++attempt)
        sleeps.append(std::min(capSeconds, baseSeconds * std::pow(factor, attempt)));
    return sleeps;
}

double BackoffSchedule::worstCaseTotal() const {
    const QList<double> sleeps = longestSleeps();
    return std::accumulate(sleeps.begin(), sleeps.end(), 0.0);
}

QList<Duration> BackoffSchedule::redrive() {
    return {Duration::fromSeconds(15 * 60), Duration::fromSeconds(60 * 60),
            Duration::fromSeconds(6 * 60 * 60)};
}

} // namespace FlowAudit
