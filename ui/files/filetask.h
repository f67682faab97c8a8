#pragma once

#include "core/io/readprogress.h"

#include <QCoreApplication>
#include <QString>

#include <atomic>
#include <functional>

class QWidget;

namespace FlowAudit {

// Runs the slow part of opening or saving a file (reading, parsing, writing, checking) on
// a thread of its own while the window keeps painting, behind a window-modal progress
// dialog (object name "fileProgress"). The dialog appears only when the work takes longer
// than a moment, says how far the work has come, and offers Cancel when the work can
// stop. Being modal, it keeps the user from editing the document meanwhile: what is read
// replaces the document, and what is written is the document as it was when asked.
class FileTask {
    Q_DECLARE_TR_FUNCTIONS(FileTask)
public:
    // What the work has reported so far.
    struct Done {
        int step = 0;
        qint64 bytes = 0;
        qint64 totalBytes = 0;
        int flows = 0;
        int totalFlows = 0; // of a write: the bar follows the flows when no bytes are known
    };
    // The dialog's text for what is done; called on the GUI thread.
    using Describe = std::function<QString(const Done&)>;

    FileTask(QWidget* parent, QString title, bool cancellable);

    // For the work, on its thread: bytes read or written (of the total, if known) and
    // flows; false once the user cancelled. A ReadProgress and a WriteProgress alike.
    ReadProgress progress();
    void setTotalBytes(qint64 bytes) { m_totalBytes.store(bytes); }
    void setTotalFlows(int flows) { m_totalFlows.store(flows); }
    // Whether the user has asked to stop.
    bool isCancelled() const { return m_cancelled.load(); }
    void setStep(int step) { m_step.store(step); }

    // Runs work on a worker thread and waits for it, the event loop running. False when
    // the user cancelled (the work has then stopped or finished; its result is not used).
    bool run(const Describe& describe, const std::function<void()>& work);

private:
    Done done() const;

    QWidget* m_parent;
    QString m_title;
    bool m_cancellable;
    std::atomic<qint64> m_totalBytes{0};
    std::atomic<qint64> m_bytes{0};
    std::atomic<int> m_flows{0};
    std::atomic<int> m_totalFlows{0};
    std::atomic<int> m_step{0};
    std::atomic<bool> m_cancelled{false};
};

} // namespace FlowAudit
