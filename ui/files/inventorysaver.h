#pragma once

#include "core/io/atomicfile.h"
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
class InventorySaver {
    Q_DECLARE_TR_FUNCTIONS(InventorySaver)
public:
    struct Written {
        std::optional<IoError> error; // why the file was not written, if it was not
        QByteArray hash;              // SHA-256 of the bytes written, when it was
        bool cancelled = false;       // the user stopped it: nothing was written
    };
    static Written write(QWidget* window, const Inventory& snapshot, const QString& path,
                         AtomicFile::Options options);
};

} // namespace FlowAudit
