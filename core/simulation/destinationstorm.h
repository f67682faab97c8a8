#pragma once

#include "core/simulation/stormscenario.h"
#include "core/simulation/stormseries.h"
#include "core/simulation/stormstudy.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace FlowAudit {

class Flow;
class Inventory;
class VendorCatalogue;

// One flow of a destination storm: its scenario with the destination's outage, and its
// attempts on the storm's time grid.
struct DestinationStormFlow {
    int row = 0; // 1-based
    QString flowId;
    StormScenario scenario;
    // Shared by the flows whose layers, schedules and settings send the same series (an
    // estate's thousands of flows into one system share a few platforms' schedules).
    std::shared_ptr<const StormSeries> series;
    double peak = 0;          // its attempts per second in the storm's peak bin
    double extraAttempts = 0; // over its rate, through the horizon
};

// Every flow into one destination during that destination's outage (issue 40): each with
// its own rate, layers and schedules, simulated on one time grid and added up, so a room sees
// what the destination receives while it is down and after, how long that takes to drain,
// and which flow sends most of it.
struct DestinationStorm {
    struct Input {
        int row = 0;
        QString flowId;
        StormScenario scenario;
    };

    QList<DestinationStormFlow> flows; // in the order given
    double outageStart = 0;
    double outageLength = 0;
    double binWidth = 1;
    int bins = 0;
    std::vector<double> attempts; // all flows, attempts per second, per bin
    double normal = 0;            // the sum of the flows' rates
    double peak = 0;
    double peakTime = 0; // the middle of the peak bin, from the start of the window
    // From the outage's end until the attempts stay within 10% of normal for holdSeconds;
    // nullopt when they do not within the horizon.
    std::optional<double> drainTime;
    double holdSeconds = 0;
    int largest = -1; // the flow (in `flows`) with the most extra attempts
    // Flows into the destination that could not be simulated, and why (no retry_layers, an
    // invalid one): the caller says so beside the storm, which adds up the others.
    struct LeftOut {
        int row = 0;
        QString flowId;
        QString why;
    };
    QList<LeftOut> leftOut;

    double peakTimesNormal() const { return normal > 0 ? peak / normal : 0; }
    // The storm as the retry-storm chart draws it: a band for each of the `bands` - 1 flows
    // with the most extra attempts (the most first) and one for all the others, the outage,
    // normal load and the drain as its recovery. A figure of the report, the panel's chart.
    StormStudy study(int bands = 6) const;

    // Every flow of `inventory` into `system` (one of the names its destination lists, as
    // the systems map reads them), each with its scenario as its settings and cards give
    // it; the ones that cannot be simulated (a blank or invalid retry_layers) left out with
    // why. What the command line's --destination and the Retry Storm panel add up.
    struct Flows {
        QList<Input> inputs;
        QList<LeftOut> leftOut;
    };
    static Flows into(const Inventory& inventory, const QString& system,
                      const VendorCatalogue* cards);
    static bool flowsInto(const Flow& flow, const QString& system);
    // How many flows of `inventory` write to `system`: a destination's storm is offered
    // (the panel, F5) where more than one does.
    static qsizetype countInto(const Inventory& inventory, const QString& system);

    // Every flow into `system` added up for one outage, the ones that cannot be simulated
    // said in leftOut: the one reading of simulate --destination, chart --destination and
    // the Retry Storm panel. Nullopt with *error when no flow into it can be simulated or a
    // run fails.
    static std::optional<DestinationStorm>
    ofSystem(const Inventory& inventory, const QString& system, const VendorCatalogue* cards,
             double outageStart, double outageLength, QString* error);

    // The flows' scenarios with the one outage given; nullopt, with `error`, when one cannot
    // be simulated (or there are none). Flows with the same series key are run once; a
    // `cache` kept across runs (the report's destinations) shares them between storms.
    using SeriesCache = QHash<QString, std::shared_ptr<const StormSeries>>;
    static std::optional<DestinationStorm> run(const QList<Input>& flows, double outageStart,
                                               double outageLength, QString* error = nullptr,
                                               SeriesCache* cache = nullptr);
};

} // namespace FlowAudit
