#pragma once

#include "core/simulation/layerschedule.h"

#include <QList>
#include <QString>

#include <optional>

namespace FlowAudit {

class Flow;
class YamlValue;

// A flow's retry-storm settings, kept in the inventory under the optional per-flow key
// `retry_storm`, so a report draws the chart the workshop saw. Every entry is optional;
// what is left out takes the simulator's default:
//
//     retry_storm:
//       rate: 100                 # events per second
//       outage_start: 2 min
//       outage_length: 10 min
//       failure_share: 1          # 0..1, the share of attempts that fail
//       capacity: 2000            # destination attempts per second
//       detection: 200 ms         # how long a failing attempt takes
//       horizon: 3 h
//       layers:                   # by the names retry_layers uses
//         sdk: {schedule: exponential, base: 500 ms, factor: 2, cap: 60 s, jitter: full}
//         worker: {schedule: fixed, wait: 60 s, jitter: none}
//         zapier: {schedule: platform, entry: 1}
//         custom: {schedule: waits, waits: [3 s, 30 s, 150 s]}
struct StormLayerSettings {
    QString name;
    int line = 0;
    std::optional<ScheduleKind> kind;
    bool platform = false; // the vendor card's schedule
    int entry = 0;         // which of the card's retries entries, 1-based; 0: the first
    std::optional<double> base, factor, cap, wait;
    QList<double> waits;
    std::optional<Jitter> jitter;

    bool operator==(const StormLayerSettings& other) const = default;
};

struct StormSettings {
    std::optional<double> rate, outageStart, outageLength, failureShare, capacity, detection,
        horizon;
    QList<StormLayerSettings> layers;

    static QString key() { return QStringLiteral("retry_storm"); }
    bool isEmpty() const;
    const StormLayerSettings* layer(QStringView name) const;

    struct Problem {
        int line = 0; // 1-based line in the inventory file, 0 when not from a file
        QString message;
    };
    struct ReadResult;
    // The flow's `retry_storm` (absent or null: empty settings).
    static ReadResult read(const Flow& flow);
    static ReadResult read(const YamlValue& value, int fallbackLine);

    // The canonical YAML of these settings (block map; a layer's entries on one line).
    // read(toYaml()) gives the same settings.
    YamlValue toYaml() const;
    // The flow with these settings written (or its `retry_storm` removed when empty),
    // in place of the old entry so the other fields keep their order.
    Flow appliedTo(const Flow& flow) const;

    bool operator==(const StormSettings& other) const = default;
};

struct StormSettings::ReadResult {
    StormSettings settings;
    std::optional<Problem> problem; // the first problem, positioned
    bool ok() const { return !problem.has_value(); }
};

} // namespace FlowAudit
