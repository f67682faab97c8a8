#pragma once

#include <QSet>
#include <QString>

namespace FlowAudit {

class Inventory;
class VendorCatalogue;

// Which cards a team answers for: its own cards and those its flows rely on, not every vendor
// FlowAudit bundles. What cards verify, cards propose and the editor's Verify All Cards look
// at.
namespace CardScope {
// The cards whose facts the inventory's flows rely on: each card a flow names at its source,
// destination or iPaaS.
QSet<QString> relied(const VendorCatalogue& cards, const Inventory& inventory);
// Every card with `all`, or with neither an inventory nor a team card; else the team's cards
// and those the inventory's flows rely on.
QSet<QString> inScope(const VendorCatalogue& cards, const Inventory* inventory, bool all);
} // namespace CardScope

} // namespace FlowAudit
