// DocumentFiles and a file git left with conflict markers: it opens in the resolution view,
// and the document becomes the merged inventory only once every conflict is decided. Split
// from documentfiles.cpp, which opens, saves and names the document.
#include "ui/files/documentfiles.h"

#include "ui/conflicts/conflictresolution.h"
#include "ui/conflicts/conflictresolutiondialog.h"
#include "ui/files/autosaver.h"
#include "ui/files/recentfiles.h"

#include <QFileInfo>

namespace FlowAudit {

// The dialog is window-modal and asynchronous (as Fix… is): the window keeps painting, and
// what was open stays open and untouched until Open Inventory; Cancel leaves both it and
// the file as they were.
bool DocumentFiles::openConflicted(const QString& path, ConflictedInventory conflicted,
                                   const QByteArray& hash) {
    if (m_resolution)
        m_resolution->reject();
    auto* resolution = new ConflictResolution(std::move(conflicted), path);
    auto* dialog = new ConflictResolutionDialog(resolution, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_resolution = dialog;
    connect(dialog, &QDialog::finished, this, [this, dialog, path, hash](int result) {
        if (m_resolution == dialog)
            m_resolution = nullptr;
        if (result != QDialog::Accepted)
            return;
        if (std::optional<Inventory> inventory = dialog->takeInventory()) {
            // Each conflict's chosen side's lines, comments with them, are what Save patches.
            ConflictedInventory::SaveBase base =
                dialog->resolution()->conflicted().saveBase(*inventory);
            adoptResolved(path, std::move(*inventory), hash,
                          InventorySaver::Base{std::move(base.text), std::move(base.inventory)},
                          std::move(base.unkept));
        }
    });
    dialog->open();
    m_recent->add(path);
    rememberFolder(path);
    return true;
}

// Unsaved, on the file's path: Save writes the merged inventory over the markers, as the
// chosen sides' lines patched (`ours`), so each side's comments and layout stay. The hash is the
// conflicted file's, so a change on disk meanwhile (git checkout --theirs, say) is asked about
// before a save replaces it.
void DocumentFiles::adoptResolved(const QString& path, Inventory inventory, const QByteArray& hash,
                                  InventorySaver::Base ours, UnkeptSyntax oursUnkept) {
    adopt(std::move(inventory));
    m_base = std::move(ours);
    m_unkept = std::move(oursUnkept);
    m_diskHash = hash;
    setPath(path);
    setForcedModified(true);
    m_autosaver->writeSoon(); // the decisions are work a crash must not lose
}

} // namespace FlowAudit
