#pragma once

#include "core/simulation/layerschedule.h"

#include <QString>

#include <optional>
#include <vector>

namespace FlowAudit {

// One nested retry layer of a flow: `sdk:3` retries inside each attempt of the layer
// outside it. Layers are kept innermost first, as `retry_layers` writes them.
struct StormLayer {
    QString name;
    quint64 attempts = 1; // total attempts, at least 1
    LayerSchedule schedule;

    bool operator==(const StormLayer& other) const = default;
};

// Everything the retry-storm model needs: the layers, a constant event rate, one outage
// of the destination and, optionally, the destination's capacity. Times in seconds from
// the start of the simulated window.
struct StormScenario {
    // The most destination attempts one event may make (the product of the layers); more
    // would make the binned model too slow, and the analytic numbers say enough.
    static constexpr quint64 MaxStages = 100'000;

    std::vector<StormLayer> layers; // innermost first
    double rate = 100;              // events per second
    double outageStart = 120;
    double outageLength = 600;
    double failureShare = 1; // the share of attempts that fail during the outage
    std::optional<double>
        capacity;           // destination attempts per second; above it attempts are rejected
    double detection = 0.2; // how long an attempt takes to fail (fast error)
    double horizon = 0;     // 0: long enough for the whole tail
    double binWidth = 0;    // 0: chosen from the gaps and the horizon

    // The exact product of attempts, or MaxStages + 1 when it is larger.
    quint64 product() const;
    double outageEnd() const { return outageStart + outageLength; }

    // Per event in a total outage: 1 first try, then for layer k
    // (a_k − 1)·∏_{i>k} a_i retries; the entries sum to the product.
    std::vector<double> attemptsPerEventByLabel() const;

    StormScenario withJitter(Jitter jitter) const;
    StormScenario withoutOutage() const;
    // RT01's fix: only the outermost retrying layer keeps its attempts, the others try once.
    StormScenario retryingInOneLayerOnly() const;
    // The index of that layer, or -1 when no layer retries.
    int outermostRetryingLayer() const;

    // What the simulated series depends on, as text: two scenarios with the same key give
    // the same series (the layers' names, attempts and schedules, the rate, the outage, the
    // capacity and the resolution), whatever flow, iPaaS label or card they came from.
    QString seriesKey() const;

    bool operator==(const StormScenario& other) const = default;
};

} // namespace FlowAudit
