#pragma once

#include "core/rules/severity.h"

#include <QList>
#include <QString>

namespace FlowAudit {

// The rules about waivers themselves (accepted-risks-and-git.md): their IDs, severities
// and texts, for every output. Texts are translated by the accessors.
struct WaiverRuleInfo {
    const char* id;
    Severity severity;
    const char* title;
    const char* rationale;
    const char* hint;
};

class WaiverRules {
public:
    static const QList<WaiverRuleInfo>& rules();
    static const WaiverRuleInfo* find(QStringView id);
    static QString title(const WaiverRuleInfo& rule);
    static QString rationale(const WaiverRuleInfo& rule);
    static QString hint(const WaiverRuleInfo& rule);
};

} // namespace FlowAudit
