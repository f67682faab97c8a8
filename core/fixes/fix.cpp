#include "core/fixes/fix.h"

#include <algorithm>

namespace FlowAudit {

namespace {

const YamlMapEntry* extraEntry(const Flow& flow, const QString& key) {
    const YamlEntries& extra = flow.extraFields();
    const auto it = std::find_if(extra.begin(), extra.end(),
                                 [&](const YamlMapEntry& entry) { return entry.key == key; });
    return it == extra.end() ? nullptr : &*it;
}

} // namespace

bool Fix::fits(const Flow& flow) const {
    if (!renamedKey.isEmpty()) {
        const YamlMapEntry* entry = extraEntry(flow, renamedKey);
        if (!entry || !entry->value.isScalar() || changes.size() != 1 ||
            entry->value.text().trimmed() != changes.first().after)
            return false;
    }
    return std::all_of(changes.begin(), changes.end(), [&](const FieldChange& change) {
        return !flow.isStructured(change.field) && flow.text(change.field) == change.before;
    });
}

Flow Fix::appliedTo(const Flow& flow) const {
    Flow after = flow;
    if (!renamedKey.isEmpty()) {
        YamlEntries extra = flow.extraFields();
        extra.erase(std::remove_if(extra.begin(), extra.end(),
                                   [&](const YamlMapEntry& e) { return e.key == renamedKey; }),
                    extra.end());
        after.setExtraFields(std::move(extra));
    }
    for (const FieldChange& change : changes)
        after.setText(change.field, change.after);
    return after;
}

std::optional<Finding> Fix::findingAfter(const QString& rule, const QString& key) const {
    const auto it = std::find_if(findingsAfter.begin(), findingsAfter.end(),
                                 [&](const Finding& f) { return f.rule == rule && f.key == key; });
    if (it == findingsAfter.end())
        return std::nullopt;
    return *it;
}

bool Fix::removes(const Finding& finding) const {
    return !findingAfter(finding.rule, finding.key);
}

bool Fix::eases(const Finding& finding) const {
    const std::optional<Finding> after = findingAfter(finding.rule, finding.key);
    return !after || int(after->severity) < int(finding.severity); // Info < Warn < Fail
}

} // namespace FlowAudit
