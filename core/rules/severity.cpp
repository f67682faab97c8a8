#include "core/rules/severity.h"

#include <QCoreApplication>

namespace FlowAudit {

QString severityKeyword(Severity severity)
{
    switch (severity) {
    case Severity::Fail:
        return QStringLiteral("FAIL");
    case Severity::Warn:
        return QStringLiteral("WARN");
    case Severity::Info:
        break;
    }
    return QStringLiteral("INFO");
}

QString severityLabel(Severity severity)
{
    switch (severity) {
    case Severity::Fail:
        return QCoreApplication::translate("Severity", "fails");
    case Severity::Warn:
        return QCoreApplication::translate("Severity", "warning");
    case Severity::Info:
        break;
    }
    return QCoreApplication::translate("Severity", "advice");
}

} // namespace FlowAudit
