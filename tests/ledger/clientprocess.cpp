#include "clientprocess.h"

#include <QProcess>

#include <unistd.h>

namespace FlowAudit::Test {

QString ProcessResult::problem(const QString& program) const {
    if (!ran)
        return QStringLiteral("%1 did not run to its end").arg(program);
    return QStringLiteral("%1 exited with %2: %3")
        .arg(program)
        .arg(exitCode)
        .arg(QString::fromUtf8(err.isEmpty() ? out : err).trimmed());
}

ProcessResult runProcess(const QString& program, const QStringList& arguments,
                         const QByteArray& input, int timeoutMs) {
    return runProcessesTogether(program, {arguments}, input, timeoutMs).first();
}

QList<ProcessResult> runProcessesTogether(const QString& program,
                                          const QList<QStringList>& arguments,
                                          const QByteArray& input, int timeoutMs) {
    std::vector<std::unique_ptr<QProcess>> processes;
    for (const QStringList& args : arguments) {
        auto process = std::make_unique<QProcess>();
        process->start(program, args);
        processes.push_back(std::move(process));
    }
    for (const auto& process : processes) {
        if (process->waitForStarted()) {
            process->write(input);
            process->closeWriteChannel();
        }
    }
    QList<ProcessResult> results;
    for (const auto& process : processes) {
        ProcessResult result;
        result.ran =
            process->waitForFinished(timeoutMs) && process->exitStatus() == QProcess::NormalExit;
        if (!result.ran)
            process->kill();
        result.exitCode = process->exitCode();
        result.out = process->readAllStandardOutput();
        result.err = process->readAllStandardError();
        results.append(result);
    }
    return results;
}

bool runningAsRoot() {
    return geteuid() == 0;
}

std::pair<QString, QStringList> asUser(const QString& user, const QString& program,
                                       const QStringList& arguments) {
    if (!runningAsRoot())
        return {program, arguments};
    return {QStringLiteral("runuser"),
            QStringList{QStringLiteral("-u"), user, QStringLiteral("--"), program} + arguments};
}

} // namespace FlowAudit::Test
