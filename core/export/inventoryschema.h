#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

#include "core/model/field.h"

namespace FlowAudit {

// The inventory file (docs/spec/inventory-format.md) as a JSON Schema (draft-07, which
// yaml-language-server reads), made from the catalogues: every field of FieldCatalogue with
// its meaning, its form and its values (CellSyntax), the waivers' keys and waivable rules,
// the rules applied by hand under `reviews`, and `systems`. A field added to the catalogue is
// in the schema. Unknown keys are allowed, as the format keeps them, but a key one edit (or only
// the letter case) off a known one is refused with "did you mean" (SC03, which lint gives up to
// two edits off).
//
// The schema reads the values YAML gives: a cell may be a string, a number or a boolean, so
// `creates_records: true` and `ledger_retention_days: 30` are accepted as typed and a
// string as the pattern says. What lint refuses beyond a type or a form (a shared flow_id, a
// waiver held longer than a year) is lint's, and the language server's, to say. So is a number
// whose text lint refuses but whose typed value a valid text also gives (`5.` is 5.0 as `5.0`
// is, `0o17` 15 as `15` is): a schema sees the value, never the text. Read as written (every
// scalar a string), the schema refuses every cell lint refuses.
class InventorySchema {
    Q_DECLARE_TR_FUNCTIONS(InventorySchema)
public:
    static QJsonObject document();
    // A field's meaning and the form of its cell, in words (its schema's description).
    static QString describeField(const FieldInfo& info);
    static QByteArray json(); // indented, as `flowaudit-cli schema` prints it
};

} // namespace FlowAudit
