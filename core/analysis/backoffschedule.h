#pragma once

#include "core/vendors/duration.h"

#include <QList>

namespace FlowAudit {

// RT04's default for custom code: exponential backoff with full jitter,
// sleep = random(0, min(cap, base × factor^attempt)), then the exception queue and a
// separate, bounded re-drive schedule.
struct BackoffSchedule {
    double baseSeconds = 1;
    double factor = 2;
    double capSeconds = 60;
    int attempts = 6;

    // The longest sleep before each retry (attempt 0 is the first try, never delayed):
    // with full jitter each real sleep is anywhere from 0 up to this.
    QList<double> longestSleeps() const;
    // The most the whole schedule can wait before the flow gives up to the exception queue.
    double worstCaseTotal() const;
    // The scheduled re-drive from the exception queue: 15 minutes, 1 hour, 6 hours.
    static QList<Duration> redrive();
};

} // namespace FlowAudit
