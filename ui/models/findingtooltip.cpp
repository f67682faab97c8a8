#include "ui/models/findingtooltip.h"

#include "core/rules/rulecatalogue.h"

namespace FlowAudit {

QString FindingToolTip::of(const QString& ruleId, Severity severity, const QString& message,
                           const Waiver* acceptedBy) {
    const RuleInfo* rule = RuleCatalogue::describe(ruleId);
    QString text = QStringLiteral("<p><b>%1 %2</b> %3<br>%4")
                       .arg(severityKeyword(severity), ruleId,
                            rule ? RuleCatalogue::title(*rule).toHtmlEscaped() : QString(),
                            message.toHtmlEscaped());
    if (acceptedBy) {
        text += QStringLiteral("<br><i>%1</i>")
                    .arg(tr("Accepted until %1 by %2: %3")
                             .arg(acceptedBy->expires, acceptedBy->owner, acceptedBy->justification)
                             .toHtmlEscaped());
    }
    if (rule)
        text += QStringLiteral("<br><i>%1</i> %2")
                    .arg(tr("How to fix:"), RuleCatalogue::hint(*rule).toHtmlEscaped());
    return text + QStringLiteral("</p>");
}

} // namespace FlowAudit
