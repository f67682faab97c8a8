#include "core/rules/verdictpalette.h"

namespace FlowAudit::VerdictPalette {

QLatin1StringView of(Severity severity) {
    switch (severity) {
    case Severity::Fail:
        return Fail;
    case Severity::Warn:
        return Warn;
    case Severity::Info:
        break;
    }
    return Info;
}

} // namespace FlowAudit::VerdictPalette
