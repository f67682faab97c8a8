#include "core/waivers/waiverrules.h"

#include <QCoreApplication>

namespace FlowAudit {

namespace {
const char* const Context = "WaiverRules";
} // namespace

const QList<WaiverRuleInfo>& WaiverRules::rules()
{
    static const QList<WaiverRuleInfo> rules{
        {"WV01", Severity::Warn, QT_TRANSLATE_NOOP("WaiverRules", "Accepted risk expired"),
         QT_TRANSLATE_NOOP("WaiverRules", "A waiver is in force through the end of its expires day (UTC). Once it has "
                                          "expired, the finding it accepted counts again."),
         QT_TRANSLATE_NOOP("WaiverRules", "Fix the finding, or review the risk again and set a new expires date.")},
        {"WV02", Severity::Info, QT_TRANSLATE_NOOP("WaiverRules", "Accepted risk expires soon"),
         QT_TRANSLATE_NOOP("WaiverRules", "The waiver expires within 14 days; after that its finding counts again."),
         QT_TRANSLATE_NOOP("WaiverRules", "Plan the fix, or have the risk reviewed again before it expires.")},
        {"WV03", Severity::Warn, QT_TRANSLATE_NOOP("WaiverRules", "Waiver covers no finding"),
         QT_TRANSLATE_NOOP("WaiverRules", "No finding matches the waiver: the problem was fixed, or the flow was "
                                          "renamed or removed. A stale waiver would silently accept the problem "
                                          "if it came back."),
         QT_TRANSLATE_NOOP("WaiverRules", "Remove the waiver, or correct its flow_id, rule or field.")},
        {"WV04", Severity::Fail, QT_TRANSLATE_NOOP("WaiverRules", "Invalid waiver"),
         QT_TRANSLATE_NOOP("WaiverRules", "A waiver needs a flow_id, a waivable rule, a justification, an owner and "
                                          "an expires date (YYYY-MM-DD) at most 366 days after it was created; "
                                          "an invalid one covers nothing."),
         QT_TRANSLATE_NOOP("WaiverRules", "Fill in what is missing, or remove the waiver.")},
    };
    return rules;
}

const WaiverRuleInfo* WaiverRules::find(QStringView id)
{
    for (const WaiverRuleInfo& rule : rules()) {
        if (id == QLatin1StringView(rule.id))
            return &rule;
    }
    return nullptr;
}

QString WaiverRules::title(const WaiverRuleInfo& rule)
{
    return QCoreApplication::translate(Context, rule.title);
}

QString WaiverRules::rationale(const WaiverRuleInfo& rule)
{
    return QCoreApplication::translate(Context, rule.rationale);
}

QString WaiverRules::hint(const WaiverRuleInfo& rule)
{
    return QCoreApplication::translate(Context, rule.hint);
}

} // namespace FlowAudit
