#pragma once

#include "core/simulation/stormscenario.h"
#include "core/simulation/stormsettings.h"

#include <QString>

#include <optional>

namespace FlowAudit {

class Flow;
class VendorCatalogue;

// A flow's retry-storm scenario: its `retry_layers` (innermost first, as written), each
// layer's schedule (set in `retry_storm`, else the iPaaS card's own where the layer is the
// flow's platform, else RT04's default) and the settings' rate, outage and capacity.
struct StormScenarioBuild {
    std::optional<StormScenario> scenario;
    StormSettings settings; // as read from the flow (for editors)
    int line = 0;           // where the problem is, 1-based; 0 when not from a file
    QString error;
    bool ok() const { return scenario.has_value(); }
};

namespace StormScenarioBuilder {

// The flow's own settings.
StormScenarioBuild build(const Flow& flow, const VendorCatalogue* cards);
// The flow with these settings instead (the panel's inputs, the command line's options).
StormScenarioBuild build(const Flow& flow, const StormSettings& settings,
                         const VendorCatalogue* cards);

} // namespace StormScenarioBuilder

} // namespace FlowAudit
