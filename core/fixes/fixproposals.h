#pragma once

#include "core/fixes/flowfixes.h"

namespace FlowAudit::FixProposals {

// The fixes each rule's maths suggests, without their findings: FlowFixes adds those.
QList<Fix> retryLayers(const Flow& flow);                               // RT01
QList<Fix> replayWindow(const Flow& flow, const FixContext& context);   // IP03
QList<Fix> retryAfterUnit(const Flow& flow, const FixContext& context); // RT02
QList<Fix> senderTimeout(const Flow& flow, const FixContext& context);  // WH01
QList<Fix> renameKeys(const Flow& flow);                                // SC03

} // namespace FlowAudit::FixProposals
