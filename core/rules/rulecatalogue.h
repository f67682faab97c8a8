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
    Field primaryField;                // the cell a finding points at
    bool waivable;                     // whether a waiver may accept its findings
    const char* context = "Rules";     // the translation context of its texts
    const char* hintContext = nullptr; // of the hint, when it is another
    qint64 limit = 0; // the number its texts say as %1 (RT01's product, WV02's days …), if any
    QString idText = QString::fromLatin1(id); // shared by every finding of the rule
};

// Rules applied by hand (the manual review checklist), with their one-line meaning.
struct ManualRuleInfo {
    const char* id;
    const char* meaning;
};

// The one catalogue of every rule FlowAudit names: the rules of docs/spec/rules.md that the engine
// checks, the ones applied by hand, the waivers' WV… and the vendor cards' advisories VA….
class RuleCatalogue {
public:
    // RT01: the most attempts nested retries may make per event.
    static constexpr quint64 RetryProductLimit = 10;
    // WV02: a waiver this many days or fewer from its expiry is about to expire.
    static constexpr int WaiverExpiringDays = 14;
    // WV04: the longest a waiver may hold, from its creation; accepted risks are reviewed
    // once a year.
    static constexpr int WaiverLongestTermDays = 366;

    // The rules the engine checks (docs/spec/rules.md), in its order.
    static const QList<RuleInfo>& rules();
    static const RuleInfo* find(QAnyStringView id);
    // The rules about waivers (WV01…WV04) and the vendor advisories (VA01…), in ID order.
    static const QList<RuleInfo>& waiverRules();
    static const QList<RuleInfo>& advisories();
    static bool isWaiverRule(QAnyStringView id);
    // Any rule a finding can name: checked, waiver or advisory.
    static const RuleInfo* describe(QAnyStringView id);
    static bool isWaivable(QAnyStringView id);
    // The rules a waiver may name, checked ones then advisories, in catalogue order.
    static QList<const RuleInfo*> waivableRules();
    static const QList<ManualRuleInfo>& manualRules();

    // The texts, translated, with the rule's limit in place of %1.
    static QString title(const RuleInfo& rule);
    static QString title(QAnyStringView ruleId); // of any rule describe() knows; empty for others
    static QString rationale(const RuleInfo& rule);
    static QString hint(const RuleInfo& rule);
    static QString hint(QStringView ruleId); // of any rule describe() knows; empty for others
    static QString meaning(const ManualRuleInfo& rule);
};

} // namespace FlowAudit
