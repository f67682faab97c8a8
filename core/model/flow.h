#pragma once

#include "core/model/field.h"
#include "core/model/yamlvalue.h"

#include <array>

namespace FlowAudit {

// One flow of the inventory: every known field as the text the user wrote (trimmed), the
// rare list or map written where a single value belongs, unknown fields in their order, and
// the manual reviews. Lines are 1-based positions in the file the flow was read from (0:
// not from a file), for messages and SARIF.
class Flow {
public:
    const QString& text(Field field) const { return m_text[index(field)]; }
    bool isBlank(Field field) const { return text(field).isEmpty() && !isStructured(field); }
    // Sets the cell's text (trimmed) and drops any list or map it held.
    void setText(Field field, const QString& text);

    // A list or map written in a known field (invalid there, but kept so nothing is lost).
    bool isStructured(Field field) const { return structuredValue(field) != nullptr; }
    const YamlValue* structuredValue(Field field) const;
    void setStructured(Field field, YamlValue value);

    const YamlEntries& extraFields() const { return m_extra; }
    void setExtraFields(YamlEntries extra) { m_extra = std::move(extra); }
    void appendExtraField(QString key, YamlValue value) { m_extra.push_back({std::move(key), std::move(value)}); }

    const YamlValue& reviews() const { return m_reviews; }
    void setReviews(YamlValue reviews) { m_reviews = std::move(reviews); }

    int line() const { return m_line; }
    void setLine(int line) { m_line = line; }
    int fieldLine(Field field) const { return m_fieldLine[index(field)]; }
    void setFieldLine(Field field, int line) { m_fieldLine[index(field)] = line; }
    // For a flow that is not where it was read (a copy, an import): no lines at all.
    void forgetLines()
    {
        m_line = 0;
        m_fieldLine.fill(0);
    }
    // The field's line where it was written, else the flow's.
    int lineOf(Field field) const { return fieldLine(field) > 0 ? fieldLine(field) : m_line; }

    // Same data; lines are not compared.
    bool operator==(const Flow& other) const;

private:
    static std::size_t index(Field field) { return std::size_t(field); }

    std::array<QString, FieldCount> m_text;
    std::vector<std::pair<Field, YamlValue>> m_structured;
    YamlEntries m_extra;
    YamlValue m_reviews;
    int m_line = 0;
    std::array<int, FieldCount> m_fieldLine{};
};

} // namespace FlowAudit

// QStrings, std::vectors and unique_ptrs move by memcpy: the flows list grows in place.
Q_DECLARE_TYPEINFO(FlowAudit::Flow, Q_RELOCATABLE_TYPE);
