#include "app/cli/progressline.h"

#include "app/cli/clioutput.h"

#include <unistd.h>

namespace FlowAudit::Cli {

namespace {

constexpr qint64 IntervalMs = 100;

ProgressLine* running = nullptr; // the command line runs one command, on one thread

} // namespace

ProgressLine::ProgressLine(ReportSteps steps, FILE* stream)
    : m_steps(std::move(steps))
    , m_stream(stream)
    , m_shown(isatty(fileno(stream)) == 1) {
    m_sinceWritten.start();
    running = this;
}

ProgressLine::~ProgressLine() {
    finish();
    if (running == this)
        running = nullptr;
}

void ProgressLine::clearRunning() {
    if (running)
        running->finish();
}

bool ProgressLine::report(int step, int done, int total) {
    if (!m_shown)
        return true;
    m_lastDone = done;
    m_lastTotal = total;
    const int percent = m_steps.barValue(step, done, total) * 100 / ReportSteps::Scale;
    // A new step is said at once, so the line names what is being done from its start.
    if (step == m_lastStep &&
        (percent == m_lastPercent || (m_written && m_sinceWritten.elapsed() < IntervalMs)))
        return true;
    QString text = tr("%1 %2 %").arg(m_steps.label(step)).arg(percent);
    if (!m_detail.isEmpty())
        text += QStringLiteral(" · ") + m_detail;
    const QByteArray line = text.toUtf8();
    const int width = int(text.size());
    print(m_stream, "\r" + line + QByteArray(qMax(0, m_width - width), ' '));
    std::fflush(m_stream);
    m_width = width;
    m_written = true;
    m_lastStep = step;
    m_lastPercent = percent;
    m_sinceWritten.restart();
    return true;
}

void ProgressLine::setDetail(const QString& detail) {
    m_detail = detail;
    if (m_lastStep >= 0) {
        m_lastPercent = -1; // written again now, with the detail
        m_written = false;
        const int step = m_lastStep;
        m_lastStep = -1;
        report(step, m_lastDone, m_lastTotal);
    }
}

void ProgressLine::finish() {
    if (!m_written)
        return;
    print(m_stream, "\r" + QByteArray(m_width, ' ') + "\r");
    std::fflush(m_stream);
    m_written = false;
    m_width = 0;
}

} // namespace FlowAudit::Cli
