#include "clientprocess.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

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
    return runProcessesTogether(program, {arguments}, {input}, timeoutMs).first();
}

QList<ProcessResult> runProcessesTogether(const QString& program,
                                          const QList<QStringList>& arguments,
                                          const QList<QByteArray>& inputs, int timeoutMs) {
    QTemporaryDir files;
    std::vector<std::unique_ptr<QProcess>> processes;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString in = files.filePath(QStringLiteral("%1.in").arg(i));
        QFile file(in);
        if (file.open(QIODevice::WriteOnly))
            file.write(inputs.value(i));
        file.close();
        auto process = std::make_unique<QProcess>();
        process->setStandardInputFile(in);
        process->setStandardOutputFile(files.filePath(QStringLiteral("%1.out").arg(i)));
        process->setStandardErrorFile(files.filePath(QStringLiteral("%1.err").arg(i)));
        processes.push_back(std::move(process));
    }
    // Started one after the other as fast as can be, then waited for.
    for (qsizetype i = 0; i < arguments.size(); ++i)
        processes[size_t(i)]->start(program, arguments[i]);
    QList<ProcessResult> results;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        QProcess& process = *processes[size_t(i)];
        ProcessResult result;
        result.ran = process.waitForStarted() && process.waitForFinished(timeoutMs) &&
                     process.exitStatus() == QProcess::NormalExit;
        if (!result.ran) {
            process.kill();
            process.waitForFinished();
        }
        result.exitCode = process.exitCode();
        QFile out(files.filePath(QStringLiteral("%1.out").arg(i)));
        if (out.open(QIODevice::ReadOnly))
            result.out = out.readAll();
        QFile err(files.filePath(QStringLiteral("%1.err").arg(i)));
        if (err.open(QIODevice::ReadOnly))
            result.err = err.readAll();
        results.append(result);
    }
    return results;
}

QList<QList<StatementOutcome>> runClientsTogether(const QString& program,
                                                  const QStringList& arguments,
                                                  const QList<QList<StatementCall>>& perConnection,
                                                  ClientScript script, ClientOutcomes outcomes) {
    QList<QByteArray> scripts;
    for (const QList<StatementCall>& calls : perConnection)
        scripts.append(script(calls));
    const QList<ProcessResult> results =
        runProcessesTogether(program, QList<QStringList>(perConnection.size(), arguments), scripts);
    QList<QList<StatementOutcome>> all;
    for (qsizetype i = 0; i < results.size(); ++i) {
        QList<StatementOutcome> parsed = outcomes(results[i].out, int(perConnection[i].size()));
        if (!results[i].ok() && !parsed.isEmpty())
            parsed.last().error = results[i].problem(program);
        all.append(parsed);
    }
    return all;
}

namespace {

// A process that removes its input file's folder when it goes.
class WorkerProcess : public QProcess {
public:
    QTemporaryDir folder;
    ~WorkerProcess() override {
        if (state() != QProcess::NotRunning) {
            kill();
            waitForFinished();
        }
    }
};

} // namespace

std::unique_ptr<QProcess> startProcess(const QString& program, const QStringList& arguments,
                                       const QByteArray& input, QString* error) {
    auto process = std::make_unique<WorkerProcess>();
    const QString in = process->folder.filePath(QStringLiteral("in"));
    QFile file(in);
    if (!file.open(QIODevice::WriteOnly) || file.write(input) != input.size()) {
        *error = QStringLiteral("cannot write the worker's input");
        return nullptr;
    }
    file.close();
    process->setStandardInputFile(in);
    process->setStandardOutputFile(QProcess::nullDevice());
    process->setStandardErrorFile(process->folder.filePath(QStringLiteral("err")));
    process->start(program, arguments);
    if (!process->waitForStarted()) {
        *error = QStringLiteral("%1 did not start").arg(program);
        return nullptr;
    }
    return process;
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
