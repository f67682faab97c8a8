// GitHub Actions workflow commands:
// https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions
#include "core/lint/lintformat.h"

#include "core/lint/findingwords.h"

#include <QCoreApplication>

namespace FlowAudit {

namespace {

// The escapes GitHub's runner undoes: '%', CR and LF in the message; ':' and ',' too in a
// property, where they would end it.
QString escapedData(QString text) {
    return text.replace(QLatin1Char('%'), QLatin1String("%25"))
        .replace(QLatin1Char('\r'), QLatin1String("%0D"))
        .replace(QLatin1Char('\n'), QLatin1String("%0A"));
}

QString escapedProperty(const QString& text) {
    return escapedData(text)
        .replace(QLatin1Char(':'), QLatin1String("%3A"))
        .replace(QLatin1Char(','), QLatin1String("%2C"));
}

QString command(const Finding& f) {
    if (!f.counts())
        return QStringLiteral("notice");
    return f.severity == Severity::Fail   ? QStringLiteral("error")
           : f.severity == Severity::Warn ? QStringLiteral("warning")
                                          : QStringLiteral("notice");
}

QString line(const QString& command, const QString& path, int line, int column,
             const QString& title, const QString& message) {
    QString out = QStringLiteral("::%1 file=%2").arg(command, escapedProperty(path));
    if (line > 0)
        out += QStringLiteral(",line=%1").arg(line);
    if (column > 0)
        out += QStringLiteral(",col=%1").arg(column);
    out += QStringLiteral(",title=%1::%2\n").arg(escapedProperty(title), escapedData(message));
    return out;
}

} // namespace

QByteArray LintFormat::github(const QList<FileLint>& files, const LintFormatOptions& options) {
    QString out;
    for (const FileLint& file : files) {
        if (!file.readable()) {
            out += line(QStringLiteral("error"), file.path, file.error.line, file.error.column,
                        QCoreApplication::translate("LintFormat", "FlowAudit: not an inventory"),
                        file.error.message);
            continue;
        }
        const auto write = [&](const QList<Finding>& findings) {
            for (const Finding& f : findings) {
                if (options.hideAccepted && f.accepted())
                    continue;
                out += line(command(f), file.path, file.lineOf(f), 0,
                            (f.accepted()
                                 ? QCoreApplication::translate("LintFormat", "%1 %2 (accepted) %3")
                                 : QStringLiteral("%1 %2 %3"))
                                .arg(severityKeyword(f.severity), f.rule, findingSubject(file, f)),
                            f.message + findingDecision(file, f));
            }
        };
        file.forEachFlow([&](int, const QList<Finding>& findings) { write(findings); });
        write(file.waiverFindings());
    }
    return out.toUtf8();
}

} // namespace FlowAudit
