#include "core/model/flow.h"

#include "core/model/storabletext.h"

#include <algorithm>

namespace FlowAudit {

// Every blank flow shares one empty data: a list of new flows allocates nothing per flow.
const QSharedDataPointer<Flow::Data>& Flow::emptyData() {
    static const QSharedDataPointer<Data> empty(new Data);
    return empty;
}

Flow::Flow()
    : d(emptyData()) {}

void Flow::setText(Field field, const QString& text) {
    QString trimmed = storableText(text.trimmed());
    const bool structured = isStructured(field);
    if (!structured && d->text[index(field)] == trimmed)
        return; // no change: the shared data stays shared
    d->text[index(field)] = std::move(trimmed);
    if (structured)
        std::erase_if(d->structured, [field](const auto& entry) { return entry.first == field; });
}

const YamlValue* Flow::structuredValue(Field field) const {
    for (const auto& [f, value] : d->structured) {
        if (f == field)
            return &value;
    }
    return nullptr;
}

void Flow::setStructured(Field field, YamlValue value) {
    setText(field, QString());
    d->structured.emplace_back(field, std::move(value));
}

bool Flow::operator==(const Flow& other) const {
    if (d == other.d)
        return true;
    if (d->text != other.d->text || d->extra != other.d->extra || !(d->reviews == other.d->reviews))
        return false;
    for (int i = 0; i < FieldCount; ++i) {
        const YamlValue* mine = structuredValue(Field(i));
        const YamlValue* theirs = other.structuredValue(Field(i));
        if (bool(mine) != bool(theirs) || (mine && !(*mine == *theirs)))
            return false;
    }
    return true;
}

} // namespace FlowAudit
