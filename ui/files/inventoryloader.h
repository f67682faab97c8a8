#pragma once

#include "core/io/files/inventoryfile.h"
#include "core/merge/conflictedinventory.h"
#include "core/rules/finding.h"

#include <QCoreApplication>

#include <optional>

class QWidget;

namespace FlowAudit {

class RecoveryStore;
struct RecoveryCopy;

// A file read for the editor: what the reader made of it, and the SHA-256 of the bytes
// read, so the editor knows which version of the file it has. A YAML file with git's
// conflict markers is read as the merge it was left from (`conflicted`, with the hash; no
// inventory until its conflicts are resolved), or refused with where its markers or a
// side are broken (`result.error`).
struct LoadedFile {
    InventoryReadResult result;
    QByteArray hash;
    QByteArray bytes; // as read, for a save that patches them (YAML only)
    // Each flow's verdicts, checked as it was read (RuleEngine::precheck): the GUI thread
    // need not check every flow again. Empty for a CSV or a workbook.
    QList<QList<Finding>> prechecked;
    std::optional<ConflictedInventory> conflicted;
};

// A recovery copy read back, and what the copy's original file holds that a save would
// drop (the copy itself was written by FlowAudit and holds none of it).
struct LoadedRecovery {
    InventoryReadResult result;
    UnkeptSyntax originalUnkept;
};

// Reads inventories for the editor off the GUI thread, behind a FileTask's progress
// dialog (bytes read, flows so far, Cancel): the window keeps painting on a file of
// 100,000 flows, and a cancel leaves whatever was open as it was. Nothing: cancelled.
class InventoryLoader {
    Q_DECLARE_TR_FUNCTIONS(InventoryLoader)
public:
    static std::optional<LoadedFile> read(QWidget* window, const QString& path,
                                          InventoryFile::Format format);
    static std::optional<LoadedRecovery> readRecovery(QWidget* window, const RecoveryStore& store,
                                                      const RecoveryCopy& copy,
                                                      const QString& name);
};

} // namespace FlowAudit
