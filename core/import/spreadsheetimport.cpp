#include "core/import/spreadsheetimport.h"

#include "core/io/table/tableinventory.h"
#include "core/model/field.h"
#include "core/model/typednumber.h"

#include <QCoreApplication>
#include <QHash>

namespace FlowAudit {

namespace {

// A row as the person finds it: `line 4` of a CSV file, `row 4 (Integrations!A4)` of a sheet.
QString rowName(const TableRows& table, int line, qsizetype column) {
    return table.sheet.isEmpty() ? QCoreApplication::translate("Import", "line %1").arg(line)
                                 : QCoreApplication::translate("Import", "row %1 (%2)")
                                       .arg(QString::number(line), table.cellName(line, column));
}

// The column the mapping reads a field from, or -1.
qsizetype columnOf(const ColumnMapping& mapping, Field field) {
    for (qsizetype c = 0; c < mapping.targets().size(); ++c) {
        if (mapping.targetName(c) == FieldCatalogue::name(field))
            return c;
    }
    return -1;
}

// The number fields' text cells as a person typed them, read the one way
// (model/typednumber): a decimal comma converted where it cannot group thousands (said in
// the row's warnings); a thousands separator, or a value that could group thousands,
// refused with its cell. A sheet's locale is not known, so either mark may mark decimals.
// A workbook's number cells hold numbers, not typing: they are left as they are.
std::optional<IoError> readTypedNumbers(const SpreadsheetLayout& layout,
                                        const ColumnMapping& mapping, const TableRow* cells,
                                        ImportedFlow* row) {
    for (int i = 0; i < FieldCount; ++i) {
        const Field field = Field(i);
        if (FieldCatalogue::info(field).kind != FieldKind::Number || row->flow.isStructured(field))
            continue;
        const qsizetype column = columnOf(mapping, field);
        if (cells && cells->isNumberCell(column))
            continue;
        const QString text = row->flow.text(field);
        const TypedNumber::Cell typed =
            TypedNumber::forField(field, text, TypedNumber::Marks::PointOrComma);
        if (typed.refusal)
            return TableInventory::errorAt(layout.table, row->flow.line(),
                                           qMax<qsizetype>(column, 0), *typed.refusal);
        if (typed.converted) {
            row->flow.setText(field, typed.text);
            row->warnings.append(
                QCoreApplication::translate(
                    "Import", "%1: %2 \"%3\" has a decimal comma and is imported as %4")
                    .arg(rowName(layout.table, row->flow.line(), column),
                         FieldCatalogue::name(field), text.trimmed(), typed.text));
        }
    }
    return std::nullopt;
}

} // namespace

SpreadsheetImportResult SpreadsheetImport::read(const SpreadsheetLayout& layout,
                                                const ColumnMapping& mapping,
                                                const ReadProgress& progress) {
    if (!SpreadsheetReader::mapsAnyField(mapping))
        return {{},
                TableInventory::errorAt(
                    layout.table, layout.headerLine(), 0,
                    QCoreApplication::translate(
                        "Import",
                        "no column of the header row names a field (%1); map the columns to fields")
                        .arg(layout.header().join(QLatin1StringView(", "))))};
    const InventoryReadResult read = SpreadsheetReader::read(layout, mapping, progress);
    if (!read.inventory)
        return {{}, read.error};
    if (read.inventory->flows.isEmpty())
        return {{},
                TableInventory::errorAt(layout.table, layout.headerLine(), 0,
                                        QCoreApplication::translate(
                                            "Import", "no row below the header row holds a flow; "
                                                      "there is nothing to import"))};
    const qsizetype idColumn = columnOf(mapping, Field::FlowId);
    SpreadsheetImportResult result;
    QHash<QString, int> lineOfId;      // the row that first had each flow ID
    QHash<int, const TableRow*> rowAt; // each row of the sheet by its line
    for (const TableRow& cells : layout.table.rows)
        rowAt.insert(cells.line, &cells);
    for (const Flow& flow : read.inventory->flows) {
        if (flow.text(Field::FlowId).trimmed().isEmpty()) {
            const QString why =
                idColumn < 0
                    ? QCoreApplication::translate(
                          "Import", "no column is mapped to flow_id; map the column that holds "
                                    "the flows' IDs to it, since every flow needs one")
                    : QCoreApplication::translate(
                          "Import", "this row has no flow ID (column %1); every flow needs one")
                          .arg(mapping.header()[idColumn]);
            return {{},
                    TableInventory::errorAt(layout.table, flow.line(), qMax<qsizetype>(idColumn, 0),
                                            why)};
        }
        const QString id = flow.text(Field::FlowId);
        if (const auto first = lineOfId.constFind(id); first != lineOfId.constEnd())
            return {{},
                    TableInventory::errorAt(
                        layout.table, flow.line(), idColumn,
                        QCoreApplication::translate(
                            "Import", "%1 and %2 share the flow ID \"%3\"; every flow needs its "
                                      "own ID (SC01)")
                            .arg(rowName(layout.table, *first, idColumn),
                                 rowName(layout.table, flow.line(), idColumn), id))};
        lineOfId.insert(id, flow.line());
        ImportedFlow row;
        row.flow = flow;
        row.origin = layout.table.fileName;
        row.kind = QStringLiteral("spreadsheet");
        row.fromPeople = true;
        for (int i = 0; i < FieldCount; ++i) {
            if (!flow.isBlank(Field(i)))
                row.derived.append(Field(i));
        }
        if (std::optional<IoError> error =
                readTypedNumbers(layout, mapping, rowAt.value(flow.line()), &row))
            return {{}, std::move(error)};
        result.flows.append(std::move(row));
    }
    return result;
}

} // namespace FlowAudit
