#pragma once

#include "core/io/readprogress.h"
#include "core/model/inventory.h"

#include <QByteArray>

#include <optional>

namespace FlowAudit {

// Writes the CSV form of an inventory (RFC 4180, UTF-8, CRLF): every known field in
// catalogue order, reviews as compact YAML, then the unknown fields in one column order
// that keeps each flow's own order. Lists and maps are written as compact YAML, which
// CsvReader reads back.
// Cells a spreadsheet would run as formulas are neutralised (SpreadsheetCell).
class CsvWriter {
public:
    static QByteArray write(const Inventory& inventory);
    // The same, telling progress how far it has come; nothing when progress said stop.
    static std::optional<QByteArray> write(const Inventory& inventory,
                                           const WriteProgress& progress);
};

} // namespace FlowAudit
