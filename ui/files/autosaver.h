#pragma once

#include "core/io/recoverystore.h"

#include <QObject>
#include <QTimer>

namespace FlowAudit {

class DocumentFiles;
class InventoryDocument;

// Writes a recovery copy of the document while it has unsaved changes: a moment after the
// last edit (when the user pauses), and at least every interval while edits go on, so a
// crash or a kill loses at most that much work. The copy goes to the application's data
// folder (RecoveryStore), never over the user's file, and is removed when the document is
// saved, closed or replaced: the user decided about it.
class Autosaver : public QObject {
    Q_OBJECT
public:
    static constexpr int DefaultIntervalSeconds = 30;
    static constexpr int DefaultIdleSeconds = 3;

    Autosaver(InventoryDocument* document, DocumentFiles* files);
    ~Autosaver() override;

    // The settings: autosave/intervalSeconds (0 turns autosave off), autosave/idleSeconds.
    static int intervalSeconds();
    static int idleSeconds();

    // Whether a copy of the current changes is on disk; its id.
    bool hasCopy() const { return m_written; }
    const QString& copyId() const { return m_id; }
    // Writes the copy now when the document has unsaved changes; false when writing failed.
    bool writeNow();

signals:
    void writeFailed(const QString& message);

private:
    void changed();
    void discard();

    InventoryDocument* m_document;
    DocumentFiles* m_files;
    RecoveryStore m_store;
    QString m_id;
    QTimer m_idle;
    QTimer m_interval;
    bool m_written = false;
};

} // namespace FlowAudit
