#include "core/io/ioerror.h"

namespace FlowAudit {

QString IoError::toString() const
{
    QString where = file;
    if (line > 0) {
        where += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            where += QLatin1Char(':') + QString::number(column);
    }
    return where + QStringLiteral(": ") + message;
}

} // namespace FlowAudit
