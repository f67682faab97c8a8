#include "core/model/yamlvalue.h"

#include "core/model/storabletext.h"

#include <algorithm>

namespace FlowAudit {

struct YamlValue::Children {
    std::vector<YamlValue> items;
    std::vector<YamlMapEntry> entries;
};

YamlValue::YamlValue(const YamlValue& other)
    : m_text(other.m_text)
    , m_children(other.m_children ? std::make_unique<Children>(*other.m_children) : nullptr)
    , m_line(other.m_line)
    , m_kind(other.m_kind)
    , m_style(other.m_style)
    , m_flowStyle(other.m_flowStyle) {}

YamlValue& YamlValue::operator=(const YamlValue& other) {
    if (this != &other)
        *this = YamlValue(other);
    return *this;
}

YamlValue::YamlValue() = default;
YamlValue::~YamlValue() = default;
YamlValue::YamlValue(YamlValue&&) noexcept = default;
YamlValue& YamlValue::operator=(YamlValue&&) noexcept = default;

YamlValue::Children& YamlValue::children() {
    if (!m_children)
        m_children = std::make_unique<Children>();
    return *m_children;
}

const std::vector<YamlValue>& YamlValue::items() const {
    static const std::vector<YamlValue> none;
    return m_children ? m_children->items : none;
}

const std::vector<YamlMapEntry>& YamlValue::entries() const {
    static const std::vector<YamlMapEntry> none;
    return m_children ? m_children->entries : none;
}

YamlValue YamlValue::scalar(QString text, ScalarStyle style) {
    YamlValue v;
    v.m_kind = Kind::Scalar;
    v.m_text = storableText(std::move(text));
    v.m_style = style;
    return v;
}

YamlValue YamlValue::sequence(bool flowStyle) {
    YamlValue v;
    v.m_kind = Kind::Sequence;
    v.m_flowStyle = flowStyle;
    return v;
}

YamlValue YamlValue::map(bool flowStyle) {
    YamlValue v;
    v.m_kind = Kind::Map;
    v.m_flowStyle = flowStyle;
    return v;
}

void YamlValue::append(YamlValue item) {
    children().items.push_back(std::move(item));
}

void YamlValue::insert(QString key, YamlValue value) {
    children().entries.push_back({std::move(key), std::move(value)});
}

const YamlValue* YamlValue::find(QStringView key) const {
    const auto& all = entries();
    const auto it =
        std::find_if(all.begin(), all.end(), [key](const YamlMapEntry& e) { return e.key == key; });
    return it == all.end() ? nullptr : &it->value;
}

// Lines and styles are presentation: two values are equal when they hold the same data.
bool YamlValue::operator==(const YamlValue& other) const {
    return m_kind == other.m_kind && m_text == other.m_text && items() == other.items() &&
           entries() == other.entries();
}

} // namespace FlowAudit
