#include "app/cli/inventoryversion.h"

#include "app/cli/clioutput.h"

#include "core/git/gitfileversion.h"
#include "core/io/inventoryfile.h"
#include "core/merge/conflictedfile.h"

namespace FlowAudit::Cli {

InventoryReadResult readInventoryVersion(const QString& argument)
{
    QByteArray bytes;
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
    if (ConflictedFile::hasMarkers(bytes))
        return {std::nullopt, IoError{argument, 0, 0,
                                      tr("holds merge conflict markers: resolve them first (the editor opens such a "
                                         "file and offers each conflict)")}};
    const QString path = fromGit ? GitFileVersion::pathOf(argument) : argument;
    return InventoryFile::parse(bytes, InventoryFile::formatOf(path), argument);
}

} // namespace FlowAudit::Cli
