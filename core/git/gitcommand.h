#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace FlowAudit {

// One run of git (QProcess, no shell): what it printed and how it ended. git missing or
// killed is exitCode -1 with the reason in errorText.
struct GitRun {
    int exitCode = -1;
    QByteArray output;
    QString errorText;
    bool succeeded() const { return exitCode == 0; }

    // input: what git reads on its standard input (nothing when empty).
    static GitRun run(const QStringList& arguments, const QString& workingDirectory = QString(),
                      const QByteArray& input = QByteArray());
};

} // namespace FlowAudit
