#pragma once

#include "core/io/table/tableinventory.h"

namespace FlowAudit {

// Reads the CSV form of an inventory (RFC 4180 through libcsv): a header row of field
// names in any order, unknown columns kept, one row per flow; `,` or `;` separated,
// UTF-8 with or without BOM. A reviews cell holds compact YAML; a cell that starts with
// [ or { and reads as a YAML list or map is kept as that list or map. A leading `'` that
// neutralises a formula (SpreadsheetCell) is removed.
class CsvReader {
public:
    using ColumnNamer = TableInventory::ColumnNamer;

    static InventoryReadResult readFile(const QString& path);
    // namer renames header titles to field names (a column mapping); progress hears every
    // few hundred flows how far the read has come, as the YAML reader's does, and can cancel it.
    static InventoryReadResult read(const QByteArray& bytes, const QString& fileName,
                                    const ColumnNamer& namer = {},
                                    const ReadProgress& progress = {});
    // The file's rows as they are (the first is the header), or nullopt with *error when the
    // bytes are not CSV.
    static std::optional<TableRows> rows(const QByteArray& bytes, const QString& fileName,
                                         IoError* error);
};

} // namespace FlowAudit
