#include "core/io/ioerror.h"

#include <QCoreApplication>

namespace FlowAudit {

QString IoError::toString() const {
    QString where = file;
    if (line > 0) {
        where += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            where += QLatin1Char(':') + QString::number(column);
    }
    return where + QStringLiteral(": ") + message;
}

std::optional<IoError> InputLimits::checkFileSize(const QString& file, qint64 size) {
    if (size <= MaxFileBytes)
        return std::nullopt;
    return IoError{
        file, 0, 0,
        QCoreApplication::translate(
            "InputLimits", "the file is %1 MB, larger than the %2 MB an inventory may have")
            .arg(size / (1024 * 1024))
            .arg(MaxFileBytes / (1024 * 1024))};
}

} // namespace FlowAudit
