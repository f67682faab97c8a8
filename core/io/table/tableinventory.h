#pragma once

#include "core/io/readprogress.h"
#include "core/io/table/tablerows.h"
#include "core/io/yaml/yamlreader.h"

#include <functional>

namespace FlowAudit {

// A table's rows as flows, the CSV form's rules for both a CSV file and a sheet: a header
// row names the columns (field names in any order, unknown columns kept as extra fields),
// then one row per flow; a reviews cell holds compact YAML; a cell that starts with [ or {
// and reads as a YAML list or map is kept as that list or map; rows that hold nothing are
// no flows. Without a column mapping, a table is an inventory only with a flow_id column.
class TableInventory {
public:
    // The name a column's values are read under, given its position and title: a field
    // name, `reviews`, an extra field's key, or empty to leave the column out (a column
    // mapping, io/columnmapping).
    using ColumnNamer = std::function<QString(qsizetype column, const QString& title)>;

    // The rows after table.rows[headerIndex] as flows, named by that row. Errors name the
    // CSV line or the sheet's cell.
    static InventoryReadResult read(const TableRows& table, qsizetype headerIndex,
                                    const ColumnNamer& namer = {},
                                    const ReadProgress& progress = {});
    // Why a table whose header row (at headerIndex) has no flow_id column is not an
    // inventory, naming its columns: what lint, convert and every writer say of it.
    static QString notAnInventory(const TableRows& table, qsizetype headerIndex);
    // An error at a row (and column, -1 for the whole row) of the table.
    static IoError errorAt(const TableRows& table, int line, qsizetype column,
                           const QString& message);
};

} // namespace FlowAudit
