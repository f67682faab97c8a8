#pragma once

#include <optional>

#include "core/vendors/vendorcatalogue.h"

namespace FlowAudit {
class Inventory;
}

namespace FlowAudit::Cli {

// The bundled vendor cards; a card that cannot be read is a warning on standard error
// ("warning: …"), never a refusal: the commands go on with the others.
VendorCatalogue bundledCards();
// The bundled cards with the team's cards the inventory names (`vendor_cards:`) in their
// place; nullopt, with the reason printed, when its folder is refused or a card cannot be
// read.
std::optional<VendorCatalogue> inventoryCards(const QString& file, const Inventory& inventory);
// Says on standard error which of `cards` are the team's (their files beside `file`), and
// which of those take a bundled card's place; nothing when none is.
void sayTeamCards(const QString& file, const VendorCatalogue& bundled,
                  const VendorCatalogue& cards);

} // namespace FlowAudit::Cli
