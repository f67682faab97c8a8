#include "core/merge/conflictedinventory.h"

#include "core/io/files/conflictedfile.h"
#include "core/io/yaml/inventorytree.h"

#include <QBuffer>
#include <QCoreApplication>

namespace FlowAudit {

namespace {

std::optional<InventoryReadResult> readSide(const ConflictedFile::Version& version,
                                            const QString& fileName, const char* side,
                                            IoError* error) {
    QByteArray text = version.text;
    QBuffer device(&text);
    device.open(QIODevice::ReadOnly);
    InventoryReadResult read = YamlReader::read(&device, fileName);
    if (!read.inventory) {
        if (error) {
            *error = read.error;
            error->file = fileName;
            error->line = version.fileLineOf(read.error.line);
            error->message = QCoreApplication::translate("ConflictedInventory",
                                                         "with the %1 side of each conflict: %2")
                                 .arg(QCoreApplication::translate("ConflictedInventory", side),
                                      read.error.message);
        }
        return std::nullopt;
    }
    return read;
}

std::optional<YamlValue> treeOf(const ConflictedFile::Version& version, const QString& fileName,
                                const char* side, IoError* error) {
    const std::optional<InventoryReadResult> read = readSide(version, fileName, side, error);
    return read ? std::optional(InventoryTree::of(*read->inventory)) : std::nullopt;
}

} // namespace

std::optional<ConflictedInventory>
ConflictedInventory::read(const QByteArray& bytes, const QString& fileName, IoError* error) {
    const std::optional<ConflictedFile> file = ConflictedFile::split(bytes, fileName, error);
    if (!file)
        return std::nullopt;
    std::optional<InventoryReadResult> oursRead =
        readSide(file->ours, fileName, QT_TRANSLATE_NOOP("ConflictedInventory", "ours"), error);
    if (!oursRead)
        return std::nullopt;
    const YamlValue ours = InventoryTree::of(*oursRead->inventory);
    const std::optional<YamlValue> theirs =
        treeOf(file->theirs, fileName, QT_TRANSLATE_NOOP("ConflictedInventory", "theirs"), error);
    if (!theirs)
        return std::nullopt;
    std::optional<YamlValue> base;
    if (file->hasBase) {
        base =
            treeOf(file->base, fileName, QT_TRANSLATE_NOOP("ConflictedInventory", "base"), error);
        if (!base)
            return std::nullopt;
    }
    ConflictedInventory conflicted;
    conflicted.m_merge = InventoryMerge::merge(base ? &*base : nullptr, ours, *theirs);
    conflicted.m_oursText = file->ours.text;
    conflicted.m_ours = std::move(*oursRead->inventory);
    conflicted.m_oursUnkept = oursRead->unkept;
    conflicted.m_fileName = fileName;
    conflicted.m_marked = file->conflictCount;
    return conflicted;
}

InventoryReadResult
ConflictedInventory::resolve(const QList<std::optional<YamlValue>>& choices) const {
    return InventoryTree::toInventory(m_merge.settle(choices), m_fileName);
}

} // namespace FlowAudit
