#pragma once

#include <vector>

namespace FlowAudit {

// What the retry-storm model computes, per time bin: destination attempts per second by
// label (0: first tries, k + 1: the retries of layer k, innermost first), and the flow's
// fate of them. Bin i covers [i·binWidth, (i + 1)·binWidth).
struct StormSeries {
    double binWidth = 1;
    int bins = 0;
    int labels = 1;
    std::vector<double> load;         // bins × labels, attempts per second
    std::vector<double> delivered;    // events delivered per second
    std::vector<double> deadLettered; // events that used every attempt, per second
    std::vector<double> rejected;     // attempts over capacity, per second
    std::vector<double> waiting;      // events waiting for a retry at the end of the bin

    double loadAt(int bin, int label) const {
        return load[std::size_t(bin) * std::size_t(labels) + std::size_t(label)];
    }
    double attemptsAt(int bin) const; // all labels, per second
    double binStart(int bin) const { return bin * binWidth; }
    double horizon() const { return bins * binWidth; }
    // Sums over the whole run, in attempts or events (not per second).
    double totalAttempts() const;
    double totalAttempts(int label) const;
    double totalDeadLettered() const;
    // The busiest bin's attempts per second, and the first bin that reaches it (the start of
    // a plateau, not a bin inside it that rounding made larger).
    double peak() const;
    int peakBin() const;
};

} // namespace FlowAudit
