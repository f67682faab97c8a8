#include "core/merge/inventorytree.h"

#include "core/io/yamlwriter.h"

#include <QBuffer>

namespace FlowAudit::InventoryTree {

YamlValue of(const Inventory& inventory)
{
    return YamlWriter::tree(inventory);
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
