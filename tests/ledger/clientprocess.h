#pragma once

#include "ledgerdatabase.h"

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

// The same for several processes started together, so they run at the same moment: each
// reads its input from a file and writes to files, so none waits for the test to read or
// write its pipes while another runs.
QList<ProcessResult> runProcessesTogether(const QString& program,
                                          const QList<QStringList>& arguments,
                                          const QList<QByteArray>& inputs, int timeoutMs = 120'000);

// Each connection's calls as a client's script, the clients run together, and each one's
// output read back as the calls' outcomes (the client's failure on the last one).
using ClientScript = QByteArray (*)(const QList<StatementCall>& calls);
using ClientOutcomes = QList<StatementOutcome> (*)(const QByteArray& output, int calls);
QList<QList<StatementOutcome>> runClientsTogether(const QString& program,
                                                  const QStringList& arguments,
                                                  const QList<QList<StatementCall>>& perConnection,
                                                  ClientScript script, ClientOutcomes outcomes);

// A process started with its input from a file (kept beside it until it is gone), not
// waited for: a worker the test kills.
std::unique_ptr<QProcess> startProcess(const QString& program, const QStringList& arguments,
                                       const QByteArray& input, QString* error);

// The arguments that run a program as another user when this process is root (PostgreSQL's
// tools refuse to run as root): runuser -u USER -- PROGRAM ARGS.
std::pair<QString, QStringList> asUser(const QString& user, const QString& program,
                                       const QStringList& arguments);
bool runningAsRoot();

} // namespace FlowAudit::Test
