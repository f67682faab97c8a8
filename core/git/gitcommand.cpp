#include "core/git/gitcommand.h"

#include <QCoreApplication>
#include <QProcess>

namespace FlowAudit {

GitRun GitRun::run(const QStringList& arguments, const QString& workingDirectory,
                   const QByteArray& input) {
    QProcess git;
    if (!workingDirectory.isEmpty())
        git.setWorkingDirectory(workingDirectory);
    git.start(QStringLiteral("git"), arguments);
    GitRun result;
    if (!git.waitForStarted()) {
        result.errorText = QCoreApplication::translate("GitRun", "git could not be started: %1")
                               .arg(git.errorString());
        return result;
    }
    if (!input.isEmpty())
        git.write(input);
    git.closeWriteChannel();
    git.waitForFinished(-1);
    result.output = git.readAllStandardOutput();
    result.errorText = QString::fromLocal8Bit(git.readAllStandardError()).trimmed();
    result.exitCode = git.exitStatus() == QProcess::NormalExit ? git.exitCode() : -1;
    return result;
}

} // namespace FlowAudit
