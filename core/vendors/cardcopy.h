#pragma once

#include "core/io/ioerror.h"
#include "core/model/inventory.h"
#include "core/vendors/cardresolution.h"

#include <QString>

#include <optional>

namespace FlowAudit {

// A bundled card's file, byte for byte, into the team's folder of cards, where the team can
// quote and stamp it (a bundled card is never written). What cards copy and the editor's
// Copy to Team's Folder share.
namespace CardCopy {
// The folder an inventory that names none gets, beside it.
inline constexpr QLatin1StringView DefaultFolder("vendor-cards/");

// Whether the inventory names its team's folder (vendor_cards:).
bool namesFolder(const Inventory& inventory);
// The inventory naming `vendor_cards: vendor-cards/` when it named none: the key a save
// writes as one line.
Inventory namingFolder(const Inventory& inventory);
// The folder the inventory names (after namingFolder()), made when it is missing; or why it
// is refused (outside the repository: then nothing is left made).
CardResolution::TeamFolder madeFolder(const Inventory& inventory, const QString& inventoryPath);

struct Copied {
    QString file;                 // the team's card now
    std::optional<IoError> error; // nothing copied: why
};
// The bundled card's file into `folder` as CARD_ID.yaml, read back as a card before it is
// kept; never over a file there.
Copied intoFolder(const QString& cardId, const QString& folder);
} // namespace CardCopy

} // namespace FlowAudit
