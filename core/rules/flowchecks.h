#pragma once

#include "core/model/flow.h"
#include "core/rules/finding.h"

#include <QList>

namespace FlowAudit {

enum class Messages { Include, Omit };

// The rules of rules.md on one flow. Pure: the one fact from outside the flow is whether
// another flow shares its ID, which the engine's index answers. Messages::Omit leaves the
// messages empty: the verdicts cost less to compute and to keep.
QList<Finding> checkFlow(const Flow& flow, int row, int flowsSharingId, Messages messages = Messages::Include);

} // namespace FlowAudit
