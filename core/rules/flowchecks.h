#pragma once

#include "core/model/flow.h"
#include "core/rules/finding.h"
#include "core/rules/rulecatalogue.h"

#include <QList>

#include <bitset>

namespace FlowAudit {

enum class Messages { Include, Omit };

// The rules of docs/spec/rules.md on one flow. Pure: the one fact from outside the flow is whether
// another flow shares its ID, which the engine's index answers. Messages::Omit leaves the
// messages empty: the verdicts cost less to compute and to keep.
// The fields of the flow whose cells are invalid (SC02).
std::bitset<FieldCount> invalidFields(const Flow& flow);
// Whether a rule is evaluated on a flow with these invalid fields: a rule that reads an
// invalid cell is not (docs/spec/rules.md, SC02).
bool isEvaluated(const RuleInfo& rule, const std::bitset<FieldCount>& invalid);

QList<Finding> checkFlow(const Flow& flow, int row, int flowsSharingId,
                         Messages messages = Messages::Include);

} // namespace FlowAudit
