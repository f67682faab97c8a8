#pragma once

#include <QCoreApplication>
#include <QString>

namespace FlowAudit {

// The rule reference as HTML, made from the rule catalogue (the one source of the rules'
// titles, rationales and hints, shared with the command line and SARIF): every checked
// rule with its meaning, why and how to fix, then the rules applied by hand. Each rule is
// anchored at its ID, so F1 on a finding can open it.
struct RuleInfo;

class RuleReference {
    Q_DECLARE_TR_FUNCTIONS(RuleReference)
public:
    static QString html();
    static QString anchor(const QString& ruleId) { return ruleId; }
    static QString checkedAnchor() { return QStringLiteral("rules"); }
    static QString manualAnchor() { return QStringLiteral("manual-rules"); }
    static QString advisoriesAnchor() { return QStringLiteral("advisories"); }
    static QString waiversAnchor() { return QStringLiteral("waiver-rules"); }

private:
    static QString fieldList(const RuleInfo& rule);
    static QString checkedRule(const RuleInfo& rule);
};

} // namespace FlowAudit
