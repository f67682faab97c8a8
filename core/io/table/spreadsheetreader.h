#pragma once

#include "core/io/readprogress.h"
#include "core/io/table/columnmapping.h"
#include "core/io/table/tablerows.h"
#include "core/io/yaml/yamlreader.h"

namespace FlowAudit {

// How a person's table is read: which sheet, which row is the header, how its columns map
// (the command line's --sheet, --header-row, --map and --map-file; the editor's mapping
// dialog). Nothing chosen: the best sheet, the header found, the columns guessed.
struct SheetChoice {
    QString sheet;
    int headerRow = 0; // the sheet's own row number (a CSV file's line); 0: found
    QString mapSpec;
    QString mapFileText;
};

// A table as a person keeps it: its rows and which of them is the header.
struct SpreadsheetLayout {
    TableRows table;
    qsizetype headerIndex = 0;

    QStringList header() const { return table.texts(headerIndex); }
    int headerLine() const { return table.rows[headerIndex].line; }
    // Where the header is, in words, with the rows above it that are left out:
    // "sheet Integrations, header in row 3 (left out above it: row 1 “Integrations 2026”,
    // row 2 blank)".
    QString placement() const;
};

// A spreadsheet (a CSV file or a workbook's sheet) with its own column titles read into
// flows: one front for the command line's lint and import and the editor, so that every
// one of them finds the same header and maps the same columns.
class SpreadsheetReader {
public:
    enum class Kind { Csv, Workbook };

    // The rows and the header; progress hears how far a workbook's sheet has come.
    static std::optional<SpreadsheetLayout> layout(const QByteArray& bytes, const QString& fileName,
                                                   Kind kind, const SheetChoice& choice,
                                                   IoError* error,
                                                   const ReadProgress& progress = {});
    // The mapping the choice asks for (a spec, a mapping file, else guessed from the
    // titles), or nullopt with *problem in words.
    static std::optional<ColumnMapping> mapping(const SpreadsheetLayout& layout,
                                                const SheetChoice& choice, QString* problem);
    // Whether a mapping says anything: at least one column goes to a known field.
    static bool mapsAnyField(const ColumnMapping& mapping);
    // The rows below the header as flows, through the mapping; German yes and no (ja,
    // nein) read as yes and no.
    static InventoryReadResult read(const SpreadsheetLayout& layout, const ColumnMapping& mapping,
                                    const ReadProgress& progress = {});
    // All three steps, refusing a table none of whose columns names a field.
    static InventoryReadResult read(const QByteArray& bytes, const QString& fileName, Kind kind,
                                    const SheetChoice& choice = {},
                                    const ReadProgress& progress = {});
};

} // namespace FlowAudit
