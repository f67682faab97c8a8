#pragma once

#include "core/model/flow.h"
#include "core/rules/finding.h"

namespace FlowAudit {

// A baseline's fingerprint of a finding: a hash of the rule, the flow_id, the field and the
// values of the fields the rule reads, so the same problem with the same values matches
// (unchanged) and the same problem with other values does not (updated). No line, no
// message: moving a flow or rewording a rule changes nothing.
QString findingFingerprint(const Finding& finding, const Flow& flow);

} // namespace FlowAudit
