#include "core/git/gitfileversion.h"

#include "core/git/gitcommand.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace FlowAudit {

bool GitFileVersion::isRevisionSpec(const QString& argument) {
    const qsizetype colon = argument.indexOf(QLatin1Char(':'));
    return colon > 0 && colon < argument.size() - 1 && !QFileInfo::exists(argument);
}

QString GitFileVersion::pathOf(const QString& spec) {
    return spec.mid(spec.indexOf(QLatin1Char(':')) + 1);
}

std::optional<QByteArray> GitFileVersion::read(const QString& spec, IoError* error,
                                               const QString& workingDirectory) {
    const GitRun show = GitRun::run({QStringLiteral("show"), spec}, workingDirectory);
    if (show.succeeded())
        return show.output;
    if (error) {
        error->file = spec;
        error->line = 0;
        error->column = 0;
        error->message =
            QCoreApplication::translate("GitFileVersion", "git cannot show this version: %1")
                .arg(show.errorText.isEmpty() ? QString::number(show.exitCode) : show.errorText);
    }
    return std::nullopt;
}

QStringList GitFileVersion::logOf(const QString& filePath, int limit) {
    const QFileInfo file(filePath);
    const GitRun log = GitRun::run(
        {QStringLiteral("log"), QStringLiteral("-n"), QString::number(limit),
         QStringLiteral("--format=%h%x09%as%x09%s"), QStringLiteral("--"), file.fileName()},
        file.absolutePath());
    if (!log.succeeded())
        return {};
    return QString::fromUtf8(log.output).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace FlowAudit
