#include "core/import/spreadsheetimport.h"

#include "core/io/tableinventory.h"

#include <QCoreApplication>

namespace FlowAudit {

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
    const qsizetype idColumn = [&mapping] {
        for (qsizetype c = 0; c < mapping.targets().size(); ++c) {
            if (mapping.targetName(c) == FieldCatalogue::name(Field::FlowId))
                return c;
        }
        return qsizetype(-1);
    }();
    SpreadsheetImportResult result;
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
        ImportedFlow row;
        row.flow = flow;
        row.origin = layout.table.fileName;
        row.kind = QStringLiteral("spreadsheet");
        row.fromPeople = true;
        for (int i = 0; i < FieldCount; ++i) {
            if (!flow.isBlank(Field(i)))
                row.derived.append(Field(i));
        }
        result.flows.append(std::move(row));
    }
    return result;
}

} // namespace FlowAudit
