#include "core/import/spreadsheetimport.h"

#include "core/io/table/tableinventory.h"
#include "core/model/decimal.h"

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

// The number cells written with a decimal comma: converted where that is certain (each
// said in the row's warnings), an error where it could be a thousands separator.
std::optional<IoError> readDecimalCommas(const SpreadsheetLayout& layout,
                                         const ColumnMapping& mapping, ImportedFlow* row) {
    for (int i = 0; i < FieldCount; ++i) {
        const Field field = Field(i);
        if (FieldCatalogue::info(field).kind != FieldKind::Number || row->flow.isStructured(field))
            continue;
        const QString text = row->flow.text(field);
        const Decimal::CommaReading reading = Decimal::readComma(text);
        const qsizetype column = columnOf(mapping, field);
        const QString name = FieldCatalogue::name(field);
        switch (reading.kind) {
        case Decimal::CommaReading::Kind::None:
            break;
        case Decimal::CommaReading::Kind::Converted:
            row->flow.setText(field, reading.withPoint);
            row->warnings.append(
                QCoreApplication::translate(
                    "Import", "%1: %2 \"%3\" has a decimal comma and is imported as %4")
                    .arg(rowName(layout.table, row->flow.line(), column), name, text.trimmed(),
                         reading.withPoint));
            break;
        case Decimal::CommaReading::Kind::Ambiguous:
            return TableInventory::errorAt(
                layout.table, row->flow.line(), qMax<qsizetype>(column, 0),
                QCoreApplication::translate(
                    "Import", "%1 \"%2\" could be a decimal comma or a thousands separator; "
                              "write it with a decimal point (1.5) and no separator (1234)")
                    .arg(name, text.trimmed()));
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
    QHash<QString, int> lineOfId; // the row that first had each flow ID
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
        if (std::optional<IoError> error = readDecimalCommas(layout, mapping, &row))
            return {{}, std::move(error)};
        result.flows.append(std::move(row));
    }
    return result;
}

} // namespace FlowAudit
