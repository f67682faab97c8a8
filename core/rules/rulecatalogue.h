#pragma once

#include "core/model/field.h"
#include "core/rules/severity.h"

#include <QList>

namespace FlowAudit {

// What a rule is, said once for every output: the editor, the command line, SARIF and the
// PDF. Texts are untranslated source strings; translate with the accessors below.
struct RuleInfo {
    const char* id;
    Severity severity; // the most severe verdict the rule gives
    const char* title;
    const char* rationale; // why, from the source document
    const char* hint;      // how to fix
    QList<Field> fieldsRead;
    Field primaryField;    // the cell a finding points at
    QString idText = QString::fromLatin1(id); // shared by every finding of the rule
};

// Rules applied by hand (the manual review checklist), with their one-line meaning.
struct ManualRuleInfo {
    const char* id;
    const char* meaning;
};

class RuleCatalogue {
public:
    static const QList<RuleInfo>& rules();
    static const RuleInfo* find(QAnyStringView id);
    static const QList<ManualRuleInfo>& manualRules();

    static QString title(const RuleInfo& rule);
    static QString rationale(const RuleInfo& rule);
    static QString hint(const RuleInfo& rule);
    static QString hint(QStringView ruleId);
    static QString meaning(const ManualRuleInfo& rule);
};

} // namespace FlowAudit
