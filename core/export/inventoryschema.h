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
// in the schema. Unknown keys are allowed, as the format keeps them.
//
// The schema reads the values YAML gives: a cell may be a string, a number or a boolean, so
// `creates_records: true` and `ledger_retention_days: 30` are accepted as typed and a
// string as the pattern says. What lint refuses beyond a type or a form (a shared flow_id, a
// waiver held longer than a year) is lint's, and the language server's, to say.
class InventorySchema {
    Q_DECLARE_TR_FUNCTIONS(InventorySchema)
public:
    static QJsonObject document();
    // A field's meaning and the form of its cell, in words (its schema's description).
    static QString describeField(const FieldInfo& info);
    static QByteArray json(); // indented, as `flowaudit-cli schema` prints it
};

} // namespace FlowAudit
