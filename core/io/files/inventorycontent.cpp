#include "core/io/files/inventorycontent.h"

#include "core/io/files/inventoryfile.h"

#include <QRegularExpression>

namespace FlowAudit {

bool InventoryContent::yamlNamesFlows(const QByteArray& bytes) {
    // A key at the start of a line: the top level of a block map (a BOM may come first).
    static const QRegularExpression topKey(
        QStringLiteral("^(?:\\x{FEFF})?(?:(?:flows|\"flows\"|'flows')[ \\t]*:(?:[ \\t]|$)|"
                       "format[ \\t]*:[ \\t]*[\"']?flow-inventory/)"),
        QRegularExpression::MultilineOption);
    // A document that is one flow map: `{flows: [...]}`.
    static const QRegularExpression flowMap(
        QStringLiteral("^(?:\\x{FEFF})?(?:\\s*(?:#[^\\n]*)?\\n)*\\s*(?:---\\s*)?\\{[^#]*?"
                       "[{,]\\s*[\"']?flows[\"']?\\s*:"));
    const QString text = QString::fromUtf8(bytes);
    return topKey.match(text).hasMatch() || flowMap.match(text).hasMatch();
}

bool InventoryContent::yamlMeansInventory(const QByteArray& bytes, bool readsAsInventory) {
    return readsAsInventory || yamlNamesFlows(bytes);
}

bool InventoryContent::csvMeansInventory(const QByteArray& bytes) {
    qsizetype end = bytes.indexOf('\n');
    QString header = QString::fromUtf8(end < 0 ? bytes : bytes.left(end));
    if (header.startsWith(QChar(0xFEFF)))
        header.remove(0, 1);
    for (QString cell : header.split(QLatin1Char(','))) {
        cell = cell.trimmed();
        if (cell.size() >= 2 && cell.startsWith(QLatin1Char('"')) &&
            cell.endsWith(QLatin1Char('"')))
            cell = cell.mid(1, cell.size() - 2).trimmed();
        if (cell == QLatin1StringView("flow_id"))
            return true;
    }
    return false;
}

bool InventoryContent::fileMeansInventory(const QString& path) {
    const InventoryFile::Format format = InventoryFile::formatOf(path);
    if (format == InventoryFile::Format::Xlsx)
        return true;
    QByteArray bytes;
    if (InventoryFile::readBytes(path, &bytes))
        return true; // lint says why it cannot be read

    if (format == InventoryFile::Format::Csv)
        return csvMeansInventory(bytes);
    if (yamlNamesFlows(bytes))
        return true;
    // Laid out in a way the scan does not see (an indented or explicit key): the reader says.
    return InventoryFile::parse(bytes, InventoryFile::Format::Yaml, path).inventory.has_value();
}

} // namespace FlowAudit
