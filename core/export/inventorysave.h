#pragma once

#include "core/io/readprogress.h"
#include "core/io/unkeptsyntax.h"
#include "core/model/inventory.h"

#include <QCoreApplication>
#include <QString>

namespace FlowAudit {

// The one rule of a save over a file that was read (docs/spec/inventory-format.md, "Saving
// over a file"), for every writer of the editor and the command line: a YAML file is its own
// bytes with only what changed replaced, read back to prove it (InventoryPatch). Where that
// cannot be, the canonical layout is written only when the caller allows it, and what it
// drops is said either way. CSV and workbooks have no layout of their own to keep: they are
// written whole. A new file is the canonical layout (InventoryExport).
class InventorySave {
    Q_DECLARE_TR_FUNCTIONS(InventorySave)
public:
    // The file as it was read: its bytes, the inventory they hold, what a canonical
    // writer would not keep of them.
    struct Original {
        const QByteArray& bytes;
        const Inventory& inventory;
        const UnkeptSyntax& unkept;
    };
    enum class Canonical { Refused, Allowed };
    enum class Layout {
        Patched,   // the file's own bytes, changed where the inventory changed
        Whole,     // CSV or a workbook, written whole as the format is
        Canonical, // the canonical layout, allowed, in place of a patch
        Refused,   // no patch (or progress said stop), and the canonical layout not allowed
    };
    struct Plan {
        Layout layout = Layout::Refused;
        QByteArray bytes;      // what to write (Patched, Whole, Canonical)
        QString whyNotPatched; // why the file cannot be changed in place (Canonical, Refused)
        QString dropped;       // what the canonical layout drops of it (Canonical, Refused)
    };

    static Plan over(const Original& original, const Inventory& saved, const QString& path,
                     Canonical canonical, const ReadProgress& progress = {});
};

} // namespace FlowAudit
