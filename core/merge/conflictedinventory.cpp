#include "core/merge/conflictedinventory.h"

#include "core/io/files/conflictedfile.h"
#include "core/io/files/inventoryfile.h"
#include "core/io/yaml/inventorytree.h"
#include "core/io/yaml/yamlwriter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QHash>

#include <climits>

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

// How far apart two inventories read: the lines of their canonical forms that only one has.
int distance(const QByteArray& canonicalA, const Inventory& b) {
    QHash<QByteArray, int> lines;
    for (const QByteArray& line : canonicalA.split('\n'))
        ++lines[line];
    int apart = 0;
    for (const QByteArray& line : YamlWriter::write(b).split('\n')) {
        auto it = lines.find(line);
        if (it == lines.end() || it.value() == 0)
            ++apart;
        else
            --it.value();
    }
    for (const int left : lines)
        apart += left;
    return apart;
}

QByteArray joined(const QList<ConflictedFile::Piece>& pieces, const QList<bool>& theirs) {
    QByteArray text;
    int k = 0;
    for (const ConflictedFile::Piece& piece : pieces) {
        if (!piece.conflict)
            text += piece.outside;
        else
            text += theirs[k++] ? piece.theirs : piece.ours;
    }
    return text;
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
    conflicted.m_file = *file;
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

ConflictedInventory::SaveBase ConflictedInventory::saveBase(const Inventory& resolved) const {
    SaveBase best{m_file.ours.text, m_ours, m_oursUnkept};
    const QByteArray wanted = YamlWriter::write(resolved);
    int bestDistance = distance(wanted, m_ours);
    QList<bool> theirs(m_file.conflictCount, false);
    for (int k = 0; k < m_file.conflictCount; ++k) {
        theirs[k] = true;
        const QByteArray text = joined(m_file.pieces, theirs);
        InventoryReadResult read =
            InventoryFile::parse(text, InventoryFile::Format::Yaml, m_fileName);
        const int apart = read.inventory ? distance(wanted, *read.inventory) : INT_MAX;
        if (apart < bestDistance) {
            bestDistance = apart;
            best = {text, std::move(*read.inventory), std::move(read.unkept)};
        } else {
            theirs[k] = false;
        }
    }
    return best;
}

} // namespace FlowAudit
