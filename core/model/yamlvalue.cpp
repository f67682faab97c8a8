#include "core/model/yamlvalue.h"

#include <algorithm>

namespace FlowAudit {

YamlValue YamlValue::scalar(QString text, ScalarStyle style)
{
    YamlValue v;
    v.m_kind = Kind::Scalar;
    v.m_text = std::move(text);
    v.m_style = style;
    return v;
}

YamlValue YamlValue::sequence(bool flowStyle)
{
    YamlValue v;
    v.m_kind = Kind::Sequence;
    v.m_flowStyle = flowStyle;
    return v;
}

YamlValue YamlValue::map(bool flowStyle)
{
    YamlValue v;
    v.m_kind = Kind::Map;
    v.m_flowStyle = flowStyle;
    return v;
}

void YamlValue::append(YamlValue item)
{
    m_items.push_back(std::move(item));
}

void YamlValue::insert(QString key, YamlValue value)
{
    m_entries.push_back({std::move(key), std::move(value)});
}

const YamlValue* YamlValue::find(QStringView key) const
{
    const auto it = std::find_if(m_entries.begin(), m_entries.end(),
                                 [key](const YamlMapEntry& e) { return e.key == key; });
    return it == m_entries.end() ? nullptr : &it->value;
}

// Lines and styles are presentation: two values are equal when they hold the same data.
bool YamlValue::operator==(const YamlValue& other) const
{
    return m_kind == other.m_kind && m_text == other.m_text && m_items == other.m_items
        && m_entries == other.m_entries;
}

} // namespace FlowAudit
