#include "core/import/derivedrecord.h"
#include "core/model/field.h"

namespace FlowAudit {

QMap<Field, QString> DerivedRecord::read(const Flow& flow) {
    QMap<Field, QString> record;
    for (const YamlMapEntry& entry : flow.extraFields()) {
        if (entry.key != key() || !entry.value.isMap())
            continue;
        for (const YamlMapEntry& derived : entry.value.entries()) {
            const std::optional<Field> field = FieldCatalogue::byName(derived.key);
            if (field && derived.value.isScalar())
                record.insert(*field, derived.value.text());
        }
    }
    return record;
}

void DerivedRecord::write(Flow* flow, const QMap<Field, QString>& record) {
    YamlValue map = YamlValue::map();
    for (auto it = record.begin(); it != record.end(); ++it)
        map.insert(FieldCatalogue::name(it.key()), YamlValue::scalar(it.value()));
    YamlEntries extra = flow->extraFields();
    const auto at = std::find_if(extra.begin(), extra.end(),
                                 [](const YamlMapEntry& e) { return e.key == key(); });
    if (record.isEmpty()) {
        if (at != extra.end())
            extra.erase(at);
    } else if (at != extra.end()) {
        at->value = std::move(map);
    } else {
        extra.push_back({key(), std::move(map)});
    }
    flow->setExtraFields(std::move(extra));
}

} // namespace FlowAudit
