#include "core/merge/inventorytree.h"

#include "core/io/yamlwriter.h"

#include <QBuffer>

namespace FlowAudit::InventoryTree {

YamlValue of(const Inventory& inventory)
{
    QString error;
    std::optional<YamlValue> tree = YamlReader::readValue(YamlWriter::write(inventory), &error);
    // The writer's own output always reads back; a failure here is a writer defect.
    Q_ASSERT_X(tree, "InventoryTree::of", qPrintable(error));
    return tree ? std::move(*tree) : YamlValue::map();
}

InventoryReadResult toInventory(const YamlValue& tree, const QString& name)
{
    QByteArray bytes = YamlWriter::writeBlock(tree);
    bytes.append('\n');
    QBuffer device(&bytes);
    device.open(QIODevice::ReadOnly);
    return YamlReader::read(&device, name);
}

} // namespace FlowAudit::InventoryTree
