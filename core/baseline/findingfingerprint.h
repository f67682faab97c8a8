#pragma once

#include "core/model/flow.h"
#include "core/model/waiver.h"
#include "core/rules/finding.h"

namespace FlowAudit {

// A baseline's fingerprint of a finding: a hash of the rule, the flow_id, the field and the
// values of the fields the rule reads, so the same problem with the same values matches
// (unchanged) and the same problem with other values does not (updated). No line, no
// message: moving a flow or rewording a rule changes nothing.
QString findingFingerprint(const Finding& finding, const Flow& flow);
// The same for a finding about a waiver (WV01…WV04): the rule and every key of the waiver
// as written, so an edited waiver's finding is updated, an unchanged one unchanged.
QString waiverFindingFingerprint(const Finding& finding, const Waiver& waiver);

} // namespace FlowAudit
