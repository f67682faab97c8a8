#pragma once

#include "core/simulation/stormscenario.h"
#include "core/simulation/stormseries.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace FlowAudit {

// The headline numbers of one retry-storm scenario, from the runs that answer them: the
// scenario as set (jitter as each layer has it), the same without any jitter, the same
// without the outage (the baseline for "extra"), and, for RT01's fix, retrying in the
// outermost retrying layer only.
struct StormStudy {
    StormScenario scenario;
    StormSeries series;        // as set
    StormSeries withoutJitter; // every layer's jitter off
    StormSeries oneLayerOnly;  // RT01's fix: the ghost outline
    quint64 product = 1;
    std::vector<double> attemptsPerEvent; // by label, in a total outage; sums to the product

    double normal = 0;   // attempts per second without an outage: the event rate
    double peak = 0;     // attempts per second, as set
    double peakTime = 0; // seconds from the start of the window
    double peakWithoutJitter = 0;
    double peakOneLayerOnly = 0;
    bool plateauReached = false; // the peak reached rate × product
    double timeToPlateau = 0;    // from outage start until 95% of the peak
    double extraAttempts = 0;    // attempts the outage caused, over the baseline
    double deadLettered = 0;     // events that used every attempt
    // After the outage ends, as the simulation (which rejects what passes the capacity)
    // shows it; nullopt: not within the horizon.
    std::optional<double> recoveryTime;
    double holdSeconds = 0; // how long "recovered" must hold
    // Huang et al.'s stable region: rate × product below capacity means no outage can leave
    // a self-sustaining storm behind.
    bool stable = true;
    double loadOverCapacity = 0; // rate × product / capacity (0 without a capacity)
    // What each label of the series stands for where it is not the scenario's first tries
    // and layers: a destination storm's flows (DestinationStorm::study). Empty: the layers.
    QStringList bandNames;

    double peakTimesNormal() const { return normal > 0 ? peak / normal : 0; }
    double peakWithoutJitterTimesNormal() const {
        return normal > 0 ? peakWithoutJitter / normal : 0;
    }
    double peakOneLayerOnlyTimesNormal() const {
        return normal > 0 ? peakOneLayerOnly / normal : 0;
    }

    // nullopt with `error` when the scenario cannot be simulated.
    static std::optional<StormStudy> run(const StormScenario& scenario, QString* error = nullptr);
    // "a 10-minute outage sends 30× the load, 3,000 calls/s at peak; recovered 8 min after".
    QString headline() const;
};

} // namespace FlowAudit
