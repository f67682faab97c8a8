#pragma once

#include "core/vendors/cardresolution.h"

#include <QSet>

#include <optional>

namespace FlowAudit {
class Inventory;
class VendorCatalogue;
} // namespace FlowAudit

namespace FlowAudit::Cli {

class CommandContext;

// What cards verify and cards propose work on: the inventory FILE (optional), the team's
// folder (--cards, else the one FILE's vendor_cards names), the cards and those in scope.
struct CardsToCheck {
    const Inventory* inventory = nullptr;
    CardResolution::TeamFolder team;
    const VendorCatalogue* cards = nullptr;
    QSet<QString> scope;
};
// Nullopt when the inventory or a card cannot be read (said; the command is not run): a team
// card is never checked as the bundled card's older numbers.
std::optional<CardsToCheck> cardsToCheck(CommandContext& context, const QString& file);

} // namespace FlowAudit::Cli
