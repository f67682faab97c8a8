// DocumentFiles and the file on disk: which version the editor has, another program's
// change to it, and what a save over it would lose. Split from documentfiles.cpp, which
// opens, saves and names the document.
#include "ui/files/documentfiles.h"

#include "core/io/files/inventoryfile.h"
#include "core/io/files/recoverystore.h"
#include "ui/dialogs/userprompts.h"
#include "ui/files/autosaver.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace FlowAudit {

// Empty when the file cannot be read.
QByteArray DocumentFiles::hashOfFile(const QString& path) {
    QFile file(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!file.open(QIODevice::ReadOnly) || !hash.addData(&file))
        return {};
    return hash.result();
}

bool DocumentFiles::isOwnFile(const QString& path) const {
    return !m_path.isEmpty() && QFileInfo(path).absoluteFilePath() == m_path &&
           QFileInfo::exists(path);
}

// Before a save replaces the document's own file: never over another program's version
// without asking. Nothing: go on and write. Otherwise the save's result (Save as a Copy
// saved elsewhere).
std::optional<bool> DocumentFiles::confirmDiskVersion(const QString& path, bool* overChanged) {
    *overChanged = false;
    if (!isOwnFile(path))
        return std::nullopt;
    const QString name = QFileInfo(path).fileName();
    const QByteArray onDisk = hashOfFile(path);
    if (!onDisk.isEmpty() && !m_diskHash.isEmpty() && onDisk != m_diskHash &&
        onDisk != m_keptOverHash) {
        switch (m_prompts->askRiskySave(
            m_window, tr("%1 changed on disk").arg(name),
            tr("Another program changed %1 since FlowAudit opened or saved it (a git pull, "
               "another editor). Saving replaces that version with yours.")
                .arg(name))) {
        case UserPrompts::RiskyChoice::SaveAnyway:
            *overChanged = true;
            break;
        case UserPrompts::RiskyChoice::SaveCopy:
            return saveAs();
        case UserPrompts::RiskyChoice::Cancel:
            return false;
        }
    }
    return std::nullopt;
}

// Before the canonical layout replaces the document's own file (a patch was not possible):
// never dropping comments, anchors or tags without saying so (once).
std::optional<bool> DocumentFiles::confirmDropping(const QString& path) {
    if (!isOwnFile(path))
        return std::nullopt;
    const QString name = QFileInfo(path).fileName();
    if (!m_unkept.isEmpty() && InventoryFile::formatOf(path) == InventoryFile::Format::Yaml) {
        switch (m_prompts->askRiskySave(
            m_window, tr("Save %1?").arg(name),
            tr("%1 holds what FlowAudit cannot write back: %2. Saving over it drops them; "
               "save as a copy to keep the file as it is.")
                .arg(name, m_unkept.describe()))) {
        case UserPrompts::RiskyChoice::SaveAnyway:
            m_unkept = {};
            break;
        case UserPrompts::RiskyChoice::SaveCopy:
            return saveAs();
        case UserPrompts::RiskyChoice::Cancel:
            return false;
        }
    }
    return std::nullopt;
}

void DocumentFiles::adoptRecovered(const RecoveryCopy& copy, Inventory inventory,
                                   UnkeptSyntax originalUnkept) {
    adopt(std::move(inventory));
    const bool hadFile = !copy.originalPath.isEmpty();
    setPath(copy.originalPath, hadFile ? QString() : tr("%1 (recovered)").arg(copy.documentName));
    // The file's version the copy was based on: if another program changed it since, the
    // save asks first.
    m_diskHash = copy.diskHash;
    m_unkept = std::move(originalUnkept);
    setForcedModified(true);
    m_autosaver->writeNow(m_window); // on a worker: a large copy takes a while
}

// The watch saw the file change. The same bytes (our own save, a touch) are no change.
void DocumentFiles::checkDisk() {
    if (m_busy) {
        m_diskCheckPending = true;
        return;
    }
    if (m_path.isEmpty() || m_checkingDisk)
        return;
    const QString path = m_path;
    const QString name = QFileInfo(path).fileName();
    if (!QFileInfo::exists(path)) {
        if (!m_missingSaid) {
            m_missingSaid = true;
            setForcedModified(true);
            m_prompts->showInformation(
                m_window, tr("%1 was deleted or moved").arg(name),
                tr("Another program deleted or moved %1. The inventory stays open here; "
                   "Save writes it again.")
                    .arg(path));
        }
        return;
    }
    m_missingSaid = false;
    const QByteArray onDisk = hashOfFile(path);
    if (onDisk.isEmpty() || onDisk == m_diskHash || onDisk == m_keptOverHash)
        return;
    m_checkingDisk = true;
    const UserPrompts::DiskChoice choice =
        m_prompts->askChangedOnDisk(m_window, name, isModified());
    m_checkingDisk = false;
    if (choice == UserPrompts::DiskChoice::Reload && load(path))
        return;
    // Kept: this version differs from the file, so it is unsaved, and saving it over that
    // version is what the user chose.
    m_keptOverHash = onDisk;
    setForcedModified(true);
}

} // namespace FlowAudit
