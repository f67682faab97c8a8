#pragma once

#include "core/model/field.h"

#include <QString>

namespace FlowAudit {

// The syntax of each kind of typed cell (docs/spec/rules.md, "Cells") as a regular
// expression over the cell as written, surrounding white space included, in the dialect
// JSON Schema's `pattern` uses (ECMAScript, which Python's re and QRegularExpression read
// alike here): what the inventory's schema gives editors. The readers decide (CellReading,
// Decimal, RetryLayers); tst_cellsyntax holds each pattern to its reader, cell by cell.
namespace CellSyntax {

// The pattern a valid, non-blank cell of `field` matches; empty for free text.
QString pattern(Field field);
// A word matched ignoring case with no flag to say so: "yes" gives [Yy][Ee][Ss].
QString ignoringCase(QStringView word);

} // namespace CellSyntax

} // namespace FlowAudit
