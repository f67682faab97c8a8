#pragma once

#include "core/model/flow.h"

#include <optional>

namespace FlowAudit {

// A column of the inventory's table: a known field, or a field FlowAudit does not know
// (kept by its key). Reading and editing a cell through it is the same for both.
struct FlowColumn {
    std::optional<Field> field;
    QString extraKey;

    static FlowColumn known(Field field) { return {field, {}}; }
    static FlowColumn extra(QString key) { return {std::nullopt, std::move(key)}; }
    QString key() const; // the YAML key
    bool operator==(const FlowColumn& other) const = default;
};

class FlowCell {
public:
    // The cell as text; a list or map (invalid in a known field, or an unknown field's
    // structure) as compact YAML.
    static QString text(const Flow& flow, const FlowColumn& column);
    // Lists and maps in unknown fields are shown, not edited as text: nothing is flattened.
    static bool isEditable(const Flow& flow, const FlowColumn& column);
    // The flow with the cell set to `text` (trimmed); unchanged when `text` is what the cell
    // shows. A blank unknown field is removed, as a missing field and a blank one are the same.
    static Flow withText(const Flow& flow, const FlowColumn& column, const QString& text);
    // The same in place: a paste of thousands of cells copies no flow a cell.
    static void setText(Flow& flow, const FlowColumn& column, const QString& text);
};

} // namespace FlowAudit
