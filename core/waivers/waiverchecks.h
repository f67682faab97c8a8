#pragma once

#include "core/rules/finding.h"
#include "core/rules/flowchecks.h"
#include "core/waivers/waiverstatus.h"

namespace FlowAudit {

// The findings about waiver `position` (1-based): WV01 expired, WV02 expiring within 14
// days, WV03 in force but matching no finding, WV04 invalid. `coversAFinding` says whether
// any finding of the inventory matches it.
QList<Finding> checkWaiver(const Waiver& waiver, int position, const WaiverStatus& status,
                           bool coversAFinding, Messages messages = Messages::Include);

} // namespace FlowAudit
