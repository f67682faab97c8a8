#pragma once

#include "core/io/ioerror.h"
#include "core/io/yaml/inventorycomments.h"
#include "core/model/inventory.h"

#include <QByteArray>

namespace FlowAudit {

// git's textconv view of an inventory (docs/spec/accepted-risks-and-git.md, Diff): one line per
// non-blank value, `flow_id.field: value`, flows sorted by flow_id, so a plain `git diff`
// is field by field and does not shift when flows move. Top-level keys come first
// (`title: …`), the waivers last (`waiver RT01 on flow_id.owner: …`). The file's comments
// stay, as comments beside the line of the node they belong to (above it, or after its
// value), so a comment's edit shows in `git diff` too.
class TextConv {
public:
    static QByteArray lines(const Inventory& inventory,
                            const InventoryComments* comments = nullptr);
    // A file that cannot be read, as one line: git stops a whole diff at a failing textconv.
    static QByteArray errorLine(const IoError& error);
};

} // namespace FlowAudit
