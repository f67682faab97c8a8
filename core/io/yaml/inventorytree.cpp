#include "core/io/yaml/inventorytree.h"

#include "core/io/yaml/yamlwriter.h"
#include "core/model/field.h"

#include <QBuffer>

namespace FlowAudit::InventoryTree {

YamlValue of(const Inventory& inventory) {
    return YamlWriter::tree(inventory);
}

QString textOf(const YamlValue& value) {
    return value.isScalar() ? value.text() : QString::fromUtf8(YamlWriter::writeCompact(value));
}

QList<std::pair<QString, QString>> flatEntries(const YamlValue& map) {
    QList<std::pair<QString, QString>> flat;
    for (const YamlMapEntry& entry : map.entries()) {
        if (entry.key == FieldCatalogue::reviewsKey() && entry.value.isMap()) {
            for (const YamlMapEntry& review : entry.value.entries())
                flat.append({entry.key + QLatin1Char('.') + review.key, textOf(review.value)});
        } else {
            flat.append({entry.key, textOf(entry.value)});
        }
    }
    return flat;
}

const std::vector<YamlValue>& itemsAt(const YamlValue& root, QLatin1StringView key) {
    static const std::vector<YamlValue> none;
    const YamlValue* list = root.find(QString(key));
    return list && list->isSequence() ? list->items() : none;
}

InventoryReadResult toInventory(const YamlValue& tree, const QString& name) {
    QByteArray bytes = YamlWriter::writeBlock(tree);
    bytes.append('\n');
    QBuffer device(&bytes);
    device.open(QIODevice::ReadOnly);
    return YamlReader::read(&device, name);
}

} // namespace FlowAudit::InventoryTree
