#pragma once

#include "core/io/yaml/yamlreader.h"

namespace FlowAudit {

// A save over a YAML file that was read, as docs/spec/inventory-format.md "Saving over a file"
// says: the file's own bytes with only what changed between the inventory read from them and the
// one saved replaced, inserted or removed, so comments, quoting, key order, blank fields,
// indentation and line ends stay. The patched bytes are read again and must give exactly the
// inventory being saved; otherwise (or for syntax a patch cannot touch safely) there is no patch
// and the caller writes the canonical layout, saying what that drops.
//
// Flows are told apart by the line they were read from (a flow keeps it through edits),
// then by flow_id; a waiver likewise by its line, then by flow, rule and field.
class InventoryPatch {
public:
    struct Result {
        std::optional<QByteArray> bytes; // the patched file, checked
        std::optional<Inventory> reread; // what those bytes read as (its lines are the new file's)
        QString whyNot;                  // when there is no patch, for notes and tests
    };
    // original: the bytes `read` was read from; fileName names them in errors; progress
    // hears the reading back (most of the time) and may stop it (then there is no patch).
    static Result patch(const QByteArray& original, const Inventory& read, const Inventory& saved,
                        const QString& fileName, const ReadProgress& progress = {});
};

} // namespace FlowAudit
