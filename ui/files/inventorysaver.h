#pragma once

#include "core/io/files/atomicfile.h"
#include "core/io/files/inventoryfile.h"
#include "core/model/inventory.h"

#include <QCoreApplication>

class QWidget;

namespace FlowAudit {

// Writes an inventory for the editor off the GUI thread, behind a FileTask's progress
// dialog: serialised, written atomically and read back (AtomicFile) on a worker, while
// the window keeps painting. The dialog says how many flows are written and how many
// megabytes they make; Cancel while they are made abandons the save before the file is
// touched (once the atomic write has begun, it is finished: it is over quickly). The inventory is a
// snapshot, a copy that shares its flows with the document (Inventory's lists are implicitly
// shared), so the work reads data no one changes; the dialog is modal, so the user cannot edit in
// the meantime either.
//
// Given the file as it was read or last written (`base`), the save patches those bytes
// (InventoryPatch: only what changed is rewritten, comments and layout stay); where no patch
// is possible nothing is written and `unpatched` says why, so the caller can ask before the
// canonical layout drops what the file holds.
class InventorySaver {
    Q_DECLARE_TR_FUNCTIONS(InventorySaver)
public:
    // A YAML file's bytes and the inventory they hold, flow for flow.
    struct Base {
        QByteArray bytes;
        Inventory inventory;
    };
    struct Written {
        std::optional<IoError> error;     // why the file was not written, if it was not
        QByteArray hash;                  // SHA-256 of the bytes written, when it was
        QByteArray bytes;                 // the bytes written
        bool cancelled = false;           // the user stopped it: nothing was written
        std::optional<QString> unpatched; // a patch was asked and is not possible: why
    };
    static Written write(QWidget* window, const Inventory& snapshot, const QString& path,
                         AtomicFile::Options options, const Base* base = nullptr);
};

} // namespace FlowAudit
