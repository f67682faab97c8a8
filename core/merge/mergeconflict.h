#pragma once

#include "core/model/yamlvalue.h"

#include <QString>

#include <optional>

namespace FlowAudit {

// One place two branches changed differently (docs/spec/accepted-risks-and-git.md, Merge): a field
// of a flow, a review, a whole flow (added on both sides, or removed on one and changed on the
// other), a top-level key, a waiver or one of its keys. Each side's value as that side wrote
// it; none when the side does not have it (removed, or never added).
struct MergeConflict {
    enum class Unit { TopLevelKey, Flow, Field, Review, Waiver, WaiverKey };
    Unit unit = Unit::Field;
    QString flowId; // the flow's, or the waiver's flow_id
    QString key;    // the field, review rule, top-level key or waiver key; blank for a whole unit
    QString rule;   // a waiver's rule and field, to tell the waivers of one flow apart
    QString waiverField;
    bool baseKnown = true; // false when the conflicts came from markers without a base section
    std::optional<YamlValue> base;
    std::optional<YamlValue> ours;
    std::optional<YamlValue> theirs;

    // What the conflict is about, in English, for the conflict markers' labels
    // (`flow billing_to_crm, field retry_layers`): git's files are not translated.
    QString label() const;
    // The same for people, translated.
    QString description() const;
    bool isWholeUnit() const { return unit == Unit::Flow || unit == Unit::Waiver; }
};

} // namespace FlowAudit
