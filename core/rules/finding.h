#pragma once

#include "core/model/baselinestate.h"
#include "core/model/field.h"
#include "core/rules/severity.h"

#include <optional>

namespace FlowAudit {

// A vendor advisory's rule ID (VA01…): advice, never part of a verdict.
inline bool isAdvisoryRule(QStringView rule) {
    return rule.startsWith(QLatin1StringView("VA"));
}

// One verdict of one rule on one flow: docs/spec/rules.md's row, rule, severity and field, plus the
// plain-words message with the numbers involved. The hint lives in the rule catalogue.
struct Finding {
    int row = 0; // 1-based position of the flow in the inventory (of the waiver, for WV findings)
    QString rule;
    Severity severity = Severity::Fail;
    std::optional<Field> field; // required for SC02; the field the finding is about otherwise
    QString message;
    // The 1-based position in `waivers` of the waiver that accepts this finding (0: none).
    // An accepted finding keeps its severity but counts for no verdict and no exit status.
    int acceptedBy = 0;
    // Findings about a waiver itself (WV01…WV04): its 1-based position, which is also the
    // row; 0 for a flow's findings.
    int waiver = 0;
    // Against the baseline given to the lint: only new findings count for its exit status.
    BaselineState baseline = BaselineState::None;
    // SC03: the key as the flow writes it, which nearly names `field` (or reviews).
    QString key = {};

    bool accepted() const { return acceptedBy > 0; }
    bool aboutWaiver() const { return waiver > 0; }
    // A vendor advisory (VA01…): advice, never part of a verdict or an exit status.
    bool isAdvisory() const { return isAdvisoryRule(rule); }
    // Whether it counts for a verdict and an exit status: not accepted, not advice, and not
    // old debt.
    bool counts() const {
        return !accepted() && !isAdvisory() &&
               (baseline == BaselineState::None || baseline == BaselineState::New);
    }

    bool operator==(const Finding& other) const = default;
};

// docs/spec/rules.md's order: by row, then rule ID, then field in the format's order.
bool findingBefore(const Finding& a, const Finding& b);

} // namespace FlowAudit
