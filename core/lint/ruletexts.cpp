#include "core/lint/ruletexts.h"

#include "core/rules/rulecatalogue.h"
#include "core/vendors/vendoradvisories.h"
#include "core/waivers/waiverrules.h"

#include <QCoreApplication>

namespace FlowAudit {

QList<RuleTexts> waiverRuleTexts()
{
    QList<RuleTexts> out;
    for (const WaiverRuleInfo& rule : WaiverRules::rules())
        out.append({QString::fromLatin1(rule.id), rule.severity, WaiverRules::title(rule), WaiverRules::rationale(rule),
                    WaiverRules::hint(rule)});
    return out;
}

QList<RuleTexts> advisoryRuleTexts()
{
    QList<RuleTexts> out;
    for (const AdvisoryInfo& info : VendorAdvisories::catalogue())
        out.append({info.id, Severity::Warn, info.title, info.meaning,
                    QCoreApplication::translate("RuleTexts", "Check the vendor card named in the finding, and confirm its "
                                                             "numbers live when the card is stale.")});
    return out;
}

std::optional<RuleTexts> ruleTexts(QStringView id)
{
    if (const RuleInfo* rule = RuleCatalogue::find(id))
        return RuleTexts{rule->idText, rule->severity, RuleCatalogue::title(*rule), RuleCatalogue::rationale(*rule),
                         RuleCatalogue::hint(*rule)};
    for (const QList<RuleTexts>& group : {waiverRuleTexts(), advisoryRuleTexts()}) {
        for (const RuleTexts& rule : group) {
            if (rule.id == id)
                return rule;
        }
    }
    return std::nullopt;
}

} // namespace FlowAudit
