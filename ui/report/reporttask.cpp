#include "ui/report/reporttask.h"

#include <QEventLoop>
#include <QProgressDialog>
#include <QTimer>

namespace FlowAudit {

ReportTask::ReportTask(ReportSteps steps)
    : m_steps(std::move(steps)) {}

ReportStepProgress ReportTask::progress() {
    return [this](int step, int done, int total) {
        m_step.store(step);
        m_total.store(total);
        m_done.store(done);
        return !m_cancelled.load();
    };
}

bool ReportTask::run(QWidget* parent, const QString& title, QObject* context,
                     const std::function<bool()>& work) {
    m_cancelled.store(false);
    m_step.store(0);
    m_done.store(0);
    m_total.store(0);

    QProgressDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("reportProgress"));
    dialog.setWindowTitle(title);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setAutoReset(false);
    dialog.setAutoClose(false);
    dialog.setMinimumDuration(300); // a small report is done before a dialog would flash
    dialog.setRange(0, ReportSteps::Scale);
    dialog.setLabelText(m_steps.label(0));
    dialog.setAccessibleName(title);
    QObject::connect(&dialog, &QProgressDialog::canceled, &dialog,
                     [this] { m_cancelled.store(true); });

    // `over` is set on this thread, by the worker's last message: after posting it the
    // worker touches nothing here, so returning is safe as soon as it arrives.
    bool finished = false;
    bool over = false;
    QEventLoop loop;
    QMetaObject::invokeMethod(
        context,
        [&] {
            const bool result = work();
            QMetaObject::invokeMethod(
                &loop,
                [&, result] {
                    finished = result;
                    over = true;
                    loop.quit();
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);

    // The worker only writes atomics; the dialog reads them here, on the GUI thread.
    QTimer poll;
    poll.setInterval(50);
    QObject::connect(&poll, &QTimer::timeout, &dialog, [this, &dialog] {
        if (dialog.wasCanceled()) // cancel() called without the button
            m_cancelled.store(true);
        const int step = m_step.load();
        dialog.setLabelText(m_steps.label(step));
        dialog.setValue(m_steps.barValue(step, m_done.load(), m_total.load()));
    });
    poll.start();
    while (!over)
        loop.exec();
    poll.stop();
    return finished && !m_cancelled.load();
}

} // namespace FlowAudit
