#pragma once

#include <Qt>

namespace FlowAudit {

// The rule an item is about, as a rule ID (QString): F1 on the item opens that rule in the
// help. The inventory, findings and review checklist models answer it; views pass it on.
inline constexpr int HelpRuleRole = Qt::UserRole + 64;

} // namespace FlowAudit
