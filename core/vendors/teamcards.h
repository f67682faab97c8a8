#pragma once

#include <QString>

namespace FlowAudit {

// Helpers about a team's folder of vendor cards; which cards apply is CardResolution's.
namespace TeamCards {
// A team card's file as the repository names it: relative to the inventory's folder (both
// canonical, so a folder reached through a link is not walked out of and back).
QString shownPath(const QString& teamFile, const QString& inventoryPath);
} // namespace TeamCards

} // namespace FlowAudit
