#pragma once

#include "core/report/reportsteps.h"

#include <QElapsedTimer>

#include <cstdio>

namespace FlowAudit::Cli {

// A command's progress on one line of a terminal, rewritten in place ("Laying out and
// drawing the pages… 42 %") at most ten times a second, and cleared at the end. Off a
// terminal (a pipe, CI's log) it writes nothing: the command's output stays its own. A line
// printed meanwhile (printLine: a warning, an error) clears it first, so no message is
// written onto the end of the progress.
class ProgressLine {
public:
    explicit ProgressLine(ReportSteps steps, FILE* stream = stderr);
    ~ProgressLine();

    // Step `step` has done `done` of `total`; always true (the command line never cancels).
    bool report(int step, int done, int total);
    // What the step waits on, said after the percentage until the next detail ("waiting on
    // docs.example.com/webhooks"); empty for none. Written at once.
    void setDetail(const QString& detail);
    void finish(); // clears the line
    // Clears the line of the progress running now, if any (printLine calls it).
    static void clearRunning();

private:
    ReportSteps m_steps;
    FILE* m_stream;
    bool m_shown;
    bool m_written = false;
    int m_lastPercent = -1;
    int m_lastStep = -1;
    int m_width = 0; // of the line written last, to blank it out
    QString m_detail;
    int m_lastDone = 0;
    int m_lastTotal = 0;
    QElapsedTimer m_sinceWritten;
};

} // namespace FlowAudit::Cli
