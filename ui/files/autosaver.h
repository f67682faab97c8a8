#pragma once

#include "core/io/files/recoverystore.h"

#include <QMutex>
#include <QObject>
#include <QTimer>
#include <QWaitCondition>

#include <memory>
#include <optional>

class QWidget;

namespace FlowAudit {

class DocumentFiles;
class InventoryDocument;

// Writes a recovery copy of the document while it has unsaved changes: a moment after the
// last edit (when the user pauses), and at least every interval while edits go on, so a
// crash or a kill loses at most that much work. The copy goes to the application's data
// folder (RecoveryStore), never over the user's file, and is removed when the document is
// saved, closed or replaced: the user decided about it.
//
// The copy is written off the GUI thread: the window takes a snapshot (a copy of the
// inventory that shares its flows, so taking it costs nothing) and one worker serialises
// and writes it while the user goes on editing. One copy is written at a time; a change
// made meanwhile is written after it. A copy that was being written when the document was
// saved or replaced is removed once its write is done, so none is left behind; a window
// closed meanwhile does not wait for the write: the worker removes the copy when done.
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
    // Whether the worker is writing a copy now.
    bool isWriting() const { return m_writing; }
    // Whether a copy is due: a timer runs for the changes not yet written.
    bool isScheduled() const { return m_idle.isActive() || m_interval.isActive(); }
    // Starts writing the copy on the worker, as the timers do (after the write under way,
    // if there is one); nothing when there are no unsaved changes.
    void writeSoon();
    // Writes the copy now and waits for it, after any write under way; false when writing
    // failed. For a copy that must exist before going on (recovery). With a window, the
    // copy is written on a worker behind a progress dialog (FileTask) while the window
    // keeps painting; without one, on this thread.
    bool writeNow(QWidget* window = nullptr);

signals:
    void writeFailed(const QString& message);

private:
    struct Outcome {
        QString id;
        std::optional<IoError> error;
    };
    // What the autosaver and its worker share; it lives as long as either does.
    struct Shared {
        RecoveryStore store;
        QMutex mutex;
        QWaitCondition done;            // an outcome was set
        bool abandoned = false;         // the autosaver is gone: the worker removes its copy
        std::optional<Outcome> outcome; // set by the worker, taken by collect()
    };

    void changed();
    void discard();
    RecoveryCopy describeCopy();
    // On this thread: takes the outcome of the write the worker finished, if any.
    void collect();
    void settle(const QString& id, const std::optional<IoError>& error);

    InventoryDocument* m_document;
    DocumentFiles* m_files;
    std::shared_ptr<Shared> m_shared;
    RecoveryStore& m_store; // m_shared's
    QString m_id;
    QTimer m_idle;
    QTimer m_interval;
    bool m_written = false;
    bool m_writing = false; // a write is on the worker
    bool m_again = false;   // and the document changed since its snapshot: one writer at a time
};

} // namespace FlowAudit
