#include "core/document/flowcolumn.h"

#include "core/io/yaml/yamlwriter.h"
#include "core/model/field.h"

#include <algorithm>

namespace FlowAudit {

namespace {

const YamlValue* extraValue(const Flow& flow, const QString& key) {
    const YamlEntries& extra = flow.extraFields();
    const auto it = std::find_if(extra.begin(), extra.end(),
                                 [&key](const YamlMapEntry& e) { return e.key == key; });
    return it == extra.end() ? nullptr : &it->value;
}

QString valueText(const YamlValue& value) {
    if (value.isScalar())
        return value.text();
    if (value.isNull())
        return {};
    return QString::fromUtf8(YamlWriter::writeCompact(value));
}

} // namespace

QString FlowColumn::key() const {
    return field ? FieldCatalogue::name(*field) : extraKey;
}

QString FlowCell::text(const Flow& flow, const FlowColumn& column) {
    if (column.field) {
        if (const YamlValue* structured = flow.structuredValue(*column.field))
            return valueText(*structured);
        return flow.text(*column.field);
    }
    const YamlValue* value = extraValue(flow, column.extraKey);
    return value ? valueText(*value) : QString();
}

bool FlowCell::isEditable(const Flow& flow, const FlowColumn& column) {
    if (column.field)
        return true;
    const YamlValue* value = extraValue(flow, column.extraKey);
    return !value || value->isScalar() || value->isNull();
}

void FlowCell::setText(Flow& flow, const FlowColumn& column, const QString& text) {
    const QString trimmed = text.trimmed();
    // A list or map comes back as the text it was shown as when its cell is left alone,
    // pasted onto itself or committed unchanged: it stays a list or map.
    if (trimmed == FlowCell::text(flow, column).trimmed())
        return;
    if (column.field) {
        flow.setText(*column.field, trimmed);
        return;
    }
    if (!isEditable(flow, column))
        return;
    YamlEntries extra = flow.extraFields();
    auto it = std::find_if(extra.begin(), extra.end(),
                           [&column](const YamlMapEntry& e) { return e.key == column.extraKey; });
    if (trimmed.isEmpty()) {
        if (it != extra.end())
            extra.erase(it);
    } else if (it != extra.end()) {
        it->value = YamlValue::scalar(trimmed);
    } else {
        extra.push_back({column.extraKey, YamlValue::scalar(trimmed)});
    }
    flow.setExtraFields(std::move(extra));
}

Flow FlowCell::withText(const Flow& flow, const FlowColumn& column, const QString& text) {
    Flow result = flow;
    setText(result, column, text);
    return result;
}

} // namespace FlowAudit
