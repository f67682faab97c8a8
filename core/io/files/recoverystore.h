#pragma once

#include "core/io/yaml/yamlreader.h"

#include <QDateTime>
#include <QList>

#include <map>
#include <memory>
#include <optional>

class QLockFile;

namespace FlowAudit {

// One recovery copy: the inventory being edited, written aside while it has unsaved changes.
struct RecoveryCopy {
    QString id;
    QString originalPath; // the file the document belongs to; empty when untitled
    QString documentName; // as the window's title showed it
    QDateTime taken;      // when it was written (UTC)
    QByteArray diskHash;  // the original file's hash when the editor last read or wrote it
    int flowCount = 0;
};

// The folder of recovery copies (the application's data folder, never beside the user's
// file): `<id>.yaml` holds the inventory, `<id>.json` says whose it is and when it was
// taken, `<id>.lock` is held by the editor writing it. A copy whose lock no running editor
// holds was left by one that crashed or was killed: it is offered at the next start.
class RecoveryStore {
public:
    explicit RecoveryStore(const QString& folder = defaultFolder());
    ~RecoveryStore();
    RecoveryStore(const RecoveryStore&) = delete;
    RecoveryStore& operator=(const RecoveryStore&) = delete;

    static QString defaultFolder();
    const QString& folder() const { return m_folder; }

    // A fresh id for a session's copy, locked by this store.
    QString newId();
    // Writes the copy atomically: the inventory first, then what describes it. Touches only
    // the copy's files, so a worker thread may call it while this store is used elsewhere.
    std::optional<IoError> write(const RecoveryCopy& copy, const Inventory& inventory) const;
    // The copies no running editor holds, oldest first; this store locks each of them
    // until remove() or release().
    QList<RecoveryCopy> orphans();
    InventoryReadResult read(const RecoveryCopy& copy, const ReadProgress& progress = {}) const;
    // The user decided: the copy's files go.
    void remove(const QString& id);
    // Not decided yet: the files stay, and the next start offers them again.
    void release(const QString& id);

private:
    bool lock(const QString& id);
    QString filePath(const QString& id, const char* suffix) const;

    QString m_folder;
    std::map<QString, std::unique_ptr<QLockFile>> m_locks;
};

} // namespace FlowAudit
