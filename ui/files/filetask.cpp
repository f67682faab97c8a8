#include "ui/files/filetask.h"

#include <QEventLoop>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <memory>

namespace FlowAudit {

namespace {

constexpr int Scale = 1000; // the bar's range: per mille of the bytes, or of the steps

} // namespace

FileTask::FileTask(QWidget* parent, QString title, bool cancellable)
    : m_parent(parent)
    , m_title(std::move(title))
    , m_cancellable(cancellable) {}

ReadProgress FileTask::progress() {
    return [this](qint64 bytes, int flows) {
        if (bytes >= 0)
            m_bytes.store(bytes);
        m_flows.store(flows);
        return !m_cancelled.load();
    };
}

FileTask::Done FileTask::done() const {
    return {m_step.load(), m_bytes.load(), m_totalBytes.load(), m_flows.load(),
            m_totalFlows.load()};
}

bool FileTask::run(const Describe& describe, const std::function<void()>& work) {
    m_cancelled.store(false);
    QProgressDialog dialog(m_parent);
    dialog.setObjectName(QStringLiteral("fileProgress"));
    dialog.setWindowTitle(m_title);
    dialog.setAccessibleName(m_title);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setAutoReset(false);
    dialog.setAutoClose(false);
    dialog.setMinimumDuration(300); // a small file is done before a dialog would flash
    dialog.setRange(0, Scale);
    dialog.setLabelText(describe(done()));
    if (!m_cancellable)
        dialog.setCancelButton(nullptr);
    QObject::connect(&dialog, &QProgressDialog::canceled, &dialog,
                     [this] { m_cancelled.store(true); });

    QEventLoop loop;
    const std::unique_ptr<QThread> worker(QThread::create(work));
    // Queued: a quit posted before the loop runs still ends it.
    QObject::connect(worker.get(), &QThread::finished, &loop, &QEventLoop::quit,
                     Qt::QueuedConnection);

    // The worker only writes atomics; the dialog reads them here, on the GUI thread.
    QTimer poll;
    poll.setInterval(50);
    bool shown = false;
    QObject::connect(&poll, &QTimer::timeout, &dialog, [this, &dialog, &describe, &loop, &shown] {
        if (dialog.wasCanceled()) // cancel() called without the button
            m_cancelled.store(true);
        const Done now = done();
        const int share = now.totalBytes > 0   ? int(now.bytes * Scale / now.totalBytes)
                          : now.totalFlows > 0 ? int(qint64(now.flows) * Scale / now.totalFlows)
                                               : now.step * Scale / 2;
        dialog.setLabelText(m_cancelled.load() ? tr("Cancelling…") : describe(now));
        dialog.setValue(qBound(1, share, Scale - 1));
        if (dialog.isVisible() && !shown)
            loop.quit(); // from now on the dialog's modality keeps input from the window
    });
    poll.start();
    worker->start();
    // Until the dialog shows, input waits for the end (it is not dropped): a key pressed
    // in that moment must not edit the document being saved or replaced.
    while (!worker->isFinished()) {
        shown = dialog.isVisible();
        loop.exec(shown ? QEventLoop::AllEvents : QEventLoop::ExcludeUserInputEvents);
    }
    worker->wait();
    poll.stop();
    return !m_cancelled.load();
}

} // namespace FlowAudit
