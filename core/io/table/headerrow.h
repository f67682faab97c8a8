#pragma once

#include "core/io/ioerror.h"
#include "core/io/table/tablerows.h"

#include <optional>

namespace FlowAudit {

// Where a table's header is: teams put a title, a date or a blank row above it. Among the
// rows in the first SearchedRows of the sheet or file, the one with the most cells that
// name a field (ColumnMapping::targetNamedBy); ties go to the first. A table none of whose
// first rows names a field has its header in its first row.
class HeaderRow {
public:
    static constexpr int SearchedRows = 20;

    struct Found {
        qsizetype index = 0; // into TableRows::rows
        int namedCells = 0;  // how many of its cells name a field
    };
    static Found find(const TableRows& table);
    // How many of the titles name a field.
    static int namedCells(const QStringList& titles);
    // The row the user chose by its number (the sheet's own, or the CSV line), or nullopt
    // with *error when the table has no cells on that line.
    static std::optional<qsizetype> chosen(const TableRows& table, int line, IoError* error);
    // The rows above the header, said in words for the user ("row 1 “Integrations 2026”,
    // row 2 blank"), empty when the header is the first line.
    static QString skipped(const TableRows& table, qsizetype headerIndex);
};

} // namespace FlowAudit
