#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace FlowAudit {

// One row of a table as read from a CSV file or a workbook's sheet: its cells as UTF-8, each
// with whether a leading `'` (SpreadsheetCell) was removed, and where it is in the file.
struct TableRow {
    int line = 0;      // the CSV line the row starts on, or the sheet's own row number
    qsizetype end = 0; // how far into the file's bytes the row ends: how far a read has come
    QList<QByteArray> cells;
    QList<bool> escaped;
    // A workbook's: whether each cell is a number cell (its value a number, not text a person
    // typed); empty for a CSV file, whose cells are all text.
    QList<bool> numbers;

    bool isNumberCell(qsizetype column) const {
        return column >= 0 && column < numbers.size() && numbers[column];
    }
};

// A table's rows with the place they came from. A sheet names its cells as Excel does
// (`Integrations!B7`); a CSV file by line.
struct TableRows {
    QString fileName;
    QString sheet;       // empty for a CSV file
    qsizetype bytes = 0; // of the whole file, for progress
    QList<TableRow> rows;

    // The cell's text as a person finds it in the file: `Integrations!B7` in a sheet.
    QString cellName(int line, qsizetype column) const;
    // The row's cells as text (for headers and previews).
    QStringList texts(qsizetype row) const;
};

} // namespace FlowAudit
