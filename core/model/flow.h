#pragma once

#include "core/model/fieldid.h"
#include "core/model/yamlvalue.h"

#include <QSharedData>
#include <QString>
#include <QStringList>

#include <array>

namespace FlowAudit {

// One flow of the inventory: every known field as the text the user wrote (trimmed), the
// rare list or map written where a single value belongs, unknown fields in their order, and
// the manual reviews. Lines are 1-based positions in the file the flow was read from (0:
// not from a file), for messages and SARIF.
//
// A flow is implicitly shared: a copy costs one reference count until either side changes,
// so a snapshot of a whole inventory (autosave, save) is cheap to take and to keep while the
// document is edited, and a flow being read by a worker is never written.
class Flow {
public:
    Flow();

    const QString& text(Field field) const { return d->text[index(field)]; }
    bool isBlank(Field field) const { return text(field).isEmpty() && !isStructured(field); }
    // Sets the cell's text (trimmed) and drops any list or map it held.
    void setText(Field field, const QString& text);

    // A list or map written in a known field (invalid there, but kept so nothing is lost).
    bool isStructured(Field field) const { return structuredValue(field) != nullptr; }
    const YamlValue* structuredValue(Field field) const;
    void setStructured(Field field, YamlValue value);

    const YamlEntries& extraFields() const { return d->extra; }
    void setExtraFields(YamlEntries extra) { d->extra = std::move(extra); }
    void appendExtraField(QString key, YamlValue value) {
        d->extra.push_back({std::move(key), std::move(value)});
    }

    const YamlValue& reviews() const { return d->reviews; }
    void setReviews(YamlValue reviews) { d->reviews = std::move(reviews); }

    int line() const { return d->line; }
    void setLine(int line) { d->line = line; }
    int fieldLine(Field field) const { return d->fieldLine[index(field)]; }
    void setFieldLine(Field field, int line) { d->fieldLine[index(field)] = line; }
    // For a flow that is not where it was read (a copy, an import): no lines at all.
    void forgetLines() {
        d->line = 0;
        d->fieldLine.fill(0);
    }
    // The field's line where it was written, else the flow's.
    int lineOf(Field field) const { return fieldLine(field) > 0 ? fieldLine(field) : d->line; }

    // Same data; lines are not compared.
    bool operator==(const Flow& other) const;

private:
    static std::size_t index(Field field) { return std::size_t(field); }

    struct Data : QSharedData {
        std::array<QString, FieldCount> text;
        std::vector<std::pair<Field, YamlValue>> structured;
        YamlEntries extra;
        YamlValue reviews;
        int line = 0;
        std::array<int, FieldCount> fieldLine{};
    };
    static const QSharedDataPointer<Data>& emptyData();

    QSharedDataPointer<Data> d;
};

} // namespace FlowAudit

// A shared data pointer moves by memcpy: the flows list grows in place.
Q_DECLARE_TYPEINFO(FlowAudit::Flow, Q_RELOCATABLE_TYPE);
