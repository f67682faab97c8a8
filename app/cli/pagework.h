#pragma once

#include "app/cli/progressline.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QObject>
#include <QStringList>

namespace FlowAudit::Cli {

// Runs a worker on the vendors' pages (CardVerifier, CardProposer) in an event loop, its
// progress on a line that names the page it waits on, and returns what it finished with.
// `start(worker)` starts it; the worker has progress(int, int) and waitingOn(QStringList)
// signals.
template <class Worker, class Result, class Start>
Result runOnPages(const typename Worker::Options& options, void (Worker::*finished)(const Result&),
                  Start start) {
    // The context named: lupdate reads a template's tr() as the template's own.
    ProgressLine progress(ReportSteps{
        {options.savedPages.isEmpty()
             ? QCoreApplication::translate("FlowAudit::Cli", "Fetching the vendors' pages")
             : QCoreApplication::translate("FlowAudit::Cli", "Reading the saved pages")}});
    Result result{};
    {
        Worker worker(options);
        bool concluded = false;
        QEventLoop loop;
        QObject::connect(&worker, &Worker::progress,
                         [&](int done, int total) { progress.report(0, done, total); });
        // Which page it waits on, so a slow one is named, not a silent "99 %".
        QObject::connect(&worker, &Worker::waitingOn, [&](const QStringList& urls) {
            progress.setDetail(QCoreApplication::translate("FlowAudit::Cli", "waiting on %1")
                                   .arg(urls.join(QStringLiteral(", "))));
        });
        QObject::connect(&worker, finished, [&](const Result& outcome) {
            result = outcome;
            concluded = true;
            loop.quit();
        });
        start(worker);
        if (!concluded) // saved pages conclude at once; fetched ones when the last comes back
            loop.exec();
    }
    // The connections the fetcher closed are deleted later: now, while a loop could, so no
    // TLS session is left to the process's end.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    progress.finish();
    return result;
}

} // namespace FlowAudit::Cli
