#pragma once

#include "core/model/field.h"
#include "core/rules/severity.h"

#include <optional>

namespace FlowAudit {

// One verdict of one rule on one flow: rules.md's row, rule, severity and field, plus the
// plain-words message with the numbers involved. The hint lives in the rule catalogue.
struct Finding {
    int row = 0; // 1-based position of the flow in the inventory
    QString rule;
    Severity severity = Severity::Fail;
    std::optional<Field> field; // required for SC02; the field the finding is about otherwise
    QString message;

    bool operator==(const Finding& other) const = default;
};

// rules.md's order: by row, then rule ID, then field in the format's order.
bool findingBefore(const Finding& a, const Finding& b);

} // namespace FlowAudit
