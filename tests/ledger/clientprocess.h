#pragma once

#include <QByteArray>
#include <QStringList>

#include <memory>

class QProcess;

namespace FlowAudit::Test {

// A database client or server tool run as a process, its standard input given whole.
struct ProcessResult {
    bool ran = false; // started and finished within the time allowed
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    bool ok() const { return ran && exitCode == 0; }
    QString problem(const QString& program) const;
};

ProcessResult runProcess(const QString& program, const QStringList& arguments,
                         const QByteArray& input = {}, int timeoutMs = 120'000);

// The same for several processes started together, so they run at the same moment.
QList<ProcessResult> runProcessesTogether(const QString& program,
                                          const QList<QStringList>& arguments,
                                          const QByteArray& input, int timeoutMs = 120'000);

// The arguments that run a program as another user when this process is root (PostgreSQL's
// tools refuse to run as root): runuser -u USER -- PROGRAM ARGS.
std::pair<QString, QStringList> asUser(const QString& user, const QString& program,
                                       const QStringList& arguments);
bool runningAsRoot();

} // namespace FlowAudit::Test
