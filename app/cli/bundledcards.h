#pragma once

#include <optional>

#include "core/vendors/cardresolution.h"

namespace FlowAudit {
class Inventory;
}

namespace FlowAudit::Cli {

// The command line's voice for CardResolution, which alone decides which cards apply.

// Each problem on standard error: as a warning ("warning: …") where the command goes on.
void sayCardProblems(const QList<CardResolution::Problem>& problems);
// The cards, for a command whose output rests on them (Refusal::StopOnTeamProblem): the
// bundled ones with the team's the inventory names (`vendor_cards:`) in their place; nullopt,
// with the reason said, when its folder is refused or a team card cannot be read.
std::optional<VendorCatalogue> inventoryCards(const QString& file, const Inventory& inventory);
// Says on standard error which of the cards are the team's (their files beside `file`), and
// which of those take a bundled card's place; nothing when none is.
void sayTeamCards(const QString& file, const CardResolution::Resolved& resolved);

} // namespace FlowAudit::Cli
