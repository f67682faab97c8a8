#pragma once

#include "core/model/flow.h"
#include "core/rules/finding.h"

#include <QList>

namespace FlowAudit {

// The rules of rules.md on one flow. Pure: the one fact from outside the flow is whether
// another flow shares its ID, which the engine's index answers.
QList<Finding> checkFlow(const Flow& flow, int row, int flowsSharingId);

} // namespace FlowAudit
