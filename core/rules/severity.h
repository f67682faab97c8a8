#pragma once

#include <QString>

namespace FlowAudit {

enum class Severity : quint8 { Info, Warn, Fail };

// FAIL, WARN, INFO: the words of docs/spec/rules.md, in every output and every language.
QString severityKeyword(Severity severity);

} // namespace FlowAudit
