#include "app/cli/inventoryversion.h"

#include "core/git/gitfileversion.h"
#include "core/io/files/conflictedfile.h"
#include "core/io/files/inventoryfile.h"

namespace FlowAudit::Cli {

InventoryReadResult readInventoryVersion(const QString& argument, QByteArray* read) {
    QByteArray own;
    QByteArray& bytes = read ? *read : own;
    IoError error;
    const bool fromGit = GitFileVersion::isRevisionSpec(argument);
    if (fromGit) {
        std::optional<QByteArray> version = GitFileVersion::read(argument, &error);
        if (!version)
            return {std::nullopt, error};
        bytes = std::move(*version);
    } else if (const auto problem = InventoryFile::readBytes(argument, &bytes)) {
        return {std::nullopt, *problem};
    }
    if (auto conflicted = ConflictedFile::readError(bytes, argument))
        return {std::nullopt, *conflicted};
    const QString path = fromGit ? GitFileVersion::pathOf(argument) : argument;
    return InventoryFile::parse(bytes, InventoryFile::formatOf(path), argument);
}

} // namespace FlowAudit::Cli
