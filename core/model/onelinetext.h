#pragma once

#include <QString>

namespace FlowAudit {

// A value on one line whatever it holds, line breaks written as \n and \r (and a backslash
// as \\, so the two read apart): for where a line ends the thing said, as a textconv line
// or a merge conflict marker's label (a flow ID may be "a\nb" in quotes).
inline QString oneLineText(QString text) {
    return text.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
        .replace(QLatin1Char('\n'), QLatin1String("\\n"))
        .replace(QLatin1Char('\r'), QLatin1String("\\r"));
}

} // namespace FlowAudit
