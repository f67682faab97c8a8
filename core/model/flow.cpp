#include "core/model/flow.h"

#include <algorithm>

namespace FlowAudit {

void Flow::setText(Field field, const QString& text)
{
    m_text[index(field)] = text.trimmed();
    std::erase_if(m_structured, [field](const auto& entry) { return entry.first == field; });
}

const YamlValue* Flow::structuredValue(Field field) const
{
    for (const auto& [f, value] : m_structured) {
        if (f == field)
            return &value;
    }
    return nullptr;
}

void Flow::setStructured(Field field, YamlValue value)
{
    setText(field, QString());
    m_structured.emplace_back(field, std::move(value));
}

bool Flow::operator==(const Flow& other) const
{
    if (m_text != other.m_text || m_extra != other.m_extra || !(m_reviews == other.m_reviews))
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
