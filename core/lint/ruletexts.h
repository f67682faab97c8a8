#pragma once

#include "core/rules/severity.h"

#include <QList>
#include <QString>

#include <optional>

namespace FlowAudit {

// Any rule ID an output can name (rules.md's, the waivers' WV…, the advisories' VA…) with
// its texts, translated: one lookup for hints, "how to fix" lines and SARIF's rules.
struct RuleTexts {
    QString id;
    Severity severity = Severity::Fail; // the most severe verdict it gives
    QString title;
    QString rationale;
    QString hint;
};

std::optional<RuleTexts> ruleTexts(QStringView id);
// The waivers' rules and the advisories, in ID order: what SARIF describes beside rules.md's.
QList<RuleTexts> waiverRuleTexts();
QList<RuleTexts> advisoryRuleTexts();

} // namespace FlowAudit
