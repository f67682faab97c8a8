#pragma once

#include "core/io/yaml/yamlreader.h"

namespace FlowAudit::Cli {

// The command line's writers of an existing inventory (import --into, set, and the
// merge driver's clean merge) save as the editor does: the file's own bytes patched
// (InventoryPatch), comments and layout kept. Where no patch is possible they refuse,
// naming what the canonical layout would drop, unless reformat allows that layout.
struct ReadInventory {
    QByteArray bytes;
    InventoryReadResult read;
};

// The file's bytes and what they read as; nothing when it cannot be read (said on stderr).
std::optional<ReadInventory> readForPatching(const QString& path);

// 0 when written (the bytes in *written, when given); 2 when refused or not written (said
// on stderr).
int savePatched(const QString& command, const QString& path, const ReadInventory& original,
                const Inventory& saved, bool reformat, QByteArray* written = nullptr);

} // namespace FlowAudit::Cli
