#pragma once

#include "core/io/atomicfile.h"
#include "core/model/inventory.h"

#include <QCoreApplication>

class QWidget;

namespace FlowAudit {

// Writes an inventory for the editor off the GUI thread, behind a FileTask's progress
// dialog: serialised, written atomically and read back (AtomicFile) on a worker, while
// the window keeps painting. The inventory is a snapshot, a copy that shares its flows
// with the document (Inventory's lists are implicitly shared), so the work reads data no
// one changes; the dialog is modal, so the user cannot edit in the meantime either.
class InventorySaver {
    Q_DECLARE_TR_FUNCTIONS(InventorySaver)
public:
    struct Written {
        std::optional<IoError> error; // why the file was not written, if it was not
        QByteArray hash;              // SHA-256 of the bytes written, when it was
    };
    static Written write(QWidget* window, const Inventory& snapshot, const QString& path, AtomicFile::Options options);
};

} // namespace FlowAudit
