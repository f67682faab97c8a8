#include "core/fixes/fix.h"

#include <algorithm>

namespace FlowAudit {

bool Fix::fits(const Flow& flow) const {
    return std::all_of(changes.begin(), changes.end(), [&](const FieldChange& change) {
        return !flow.isStructured(change.field) && flow.text(change.field) == change.before;
    });
}

Flow Fix::appliedTo(const Flow& flow) const {
    Flow after = flow;
    for (const FieldChange& change : changes)
        after.setText(change.field, change.after);
    return after;
}

std::optional<Finding> Fix::findingAfter(const QString& rule) const {
    const auto it = std::find_if(findingsAfter.begin(), findingsAfter.end(),
                                 [&](const Finding& f) { return f.rule == rule; });
    if (it == findingsAfter.end())
        return std::nullopt;
    return *it;
}

bool Fix::removes(const Finding& finding) const {
    return !findingAfter(finding.rule);
}

bool Fix::eases(const Finding& finding) const {
    const std::optional<Finding> after = findingAfter(finding.rule);
    return !after || int(after->severity) < int(finding.severity); // Info < Warn < Fail
}

} // namespace FlowAudit
