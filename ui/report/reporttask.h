#pragma once

#include "core/report/reportsteps.h"

#include <QStringList>

#include <atomic>
#include <functional>

class QObject;
class QWidget;

namespace FlowAudit {

// Runs a report's slow work (gathering, composing, laying out, writing PDF) on a worker
// thread behind a cancellable QProgressDialog, so the window keeps painting on large
// inventories. The work reports through progress(); a cancel makes it return false, which
// the report pipeline takes as "stop now".
class ReportTask {
public:
    // The steps the work goes through, their labels shown in turn by the progress dialog.
    explicit ReportTask(ReportSteps steps);

    // The callback for the work's steps; safe to call from the worker.
    ReportStepProgress progress();

    // Runs `work` on the thread of `context` (a worker's) and waits for it, the event loop
    // running, behind a window-modal progress dialog (object name "reportProgress"). True
    // when the work finished and returned true; false when it was cancelled or failed.
    bool run(QWidget* parent, const QString& title, QObject* context,
             const std::function<bool()>& work);

private:
    ReportSteps m_steps;
    std::atomic<int> m_step{0};
    std::atomic<int> m_done{0};
    std::atomic<int> m_total{0};
    std::atomic<bool> m_cancelled{false};
};

} // namespace FlowAudit
