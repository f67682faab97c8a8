#pragma once

#include "core/io/ioerror.h"
#include "core/vendors/vendorcatalogue.h"

#include <optional>

namespace FlowAudit {

class Inventory;

// The team's own vendor cards, in the folder an inventory names (`vendor_cards: cards/`,
// relative to the inventory's file), kept in the team's repository beside it. A folder
// outside that repository, by `..` or through a symbolic link, is refused: an inventory
// from elsewhere must not make FlowAudit read, or stamp, files it was never given.
namespace TeamCards {
struct Folder {
    QString path;                 // canonical; empty when the inventory names none
    std::optional<IoError> error; // named but refused or missing: its key's line and why
};
Folder folderOf(const Inventory& inventory, const QString& inventoryPath);

struct Loaded {
    VendorCatalogue cards; // each with its teamFile
    QList<IoError> errors;
};
Loaded load(const QString& folder);
// The bundled cards with the inventory's team cards in their place; the errors of a folder
// refused or a card unread, which a caller says (a team card unread is never replaced by
// the bundled card's older numbers in silence).
Loaded forInventory(const VendorCatalogue& bundled, const Inventory& inventory,
                    const QString& inventoryPath);
// Each file of the folder with its size and date, to tell a change on disk (git pull, an
// editor, cards verify --stamp) from none; empty for no folder.
QString folderStamp(const QString& folder);
// A team card's file as the repository names it: relative to the inventory's folder (both
// canonical, so a folder reached through a link is not walked out of and back).
QString shownPath(const QString& teamFile, const QString& inventoryPath);
} // namespace TeamCards

} // namespace FlowAudit
