#include "core/rules/severity.h"

namespace FlowAudit {

QString severityKeyword(Severity severity) {
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

} // namespace FlowAudit
