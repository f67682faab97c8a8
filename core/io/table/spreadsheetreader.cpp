#include "core/io/table/spreadsheetreader.h"

#include "core/io/table/csvreader.h"
#include "core/io/table/headerrow.h"
#include "core/io/table/tableinventory.h"
#include "core/io/table/workbookreader.h"

#include <QCoreApplication>

namespace FlowAudit {

QString SpreadsheetLayout::placement() const {
    const QString above = HeaderRow::skipped(table, headerIndex);
    const QString where =
        table.sheet.isEmpty()
            ? QCoreApplication::translate("Import", "header in line %1").arg(headerLine())
            : QCoreApplication::translate("Import", "sheet %1, header in row %2")
                  .arg(table.sheet)
                  .arg(headerLine());
    return above.isEmpty() ? where
                           : QCoreApplication::translate("Import", "%1 (left out above it: %2)")
                                 .arg(where, above);
}

std::optional<SpreadsheetLayout>
SpreadsheetReader::layout(const QByteArray& bytes, const QString& fileName, Kind kind,
                          const SheetChoice& choice, IoError* error, const ReadProgress& progress) {
    std::optional<TableRows> table =
        kind == Kind::Workbook
            ? WorkbookReader::readRows(bytes, fileName, choice.sheet, error, progress)
            : CsvReader::rows(bytes, fileName, error);
    if (!table)
        return std::nullopt;
    SpreadsheetLayout layout;
    layout.table = std::move(*table);
    if (choice.headerRow > 0) {
        const std::optional<qsizetype> index =
            HeaderRow::chosen(layout.table, choice.headerRow, error);
        if (!index)
            return std::nullopt;
        layout.headerIndex = *index;
    } else {
        layout.headerIndex = HeaderRow::find(layout.table).index;
    }
    return layout;
}

std::optional<ColumnMapping> SpreadsheetReader::mapping(const SpreadsheetLayout& layout,
                                                        const SheetChoice& choice,
                                                        QString* problem) {
    const QStringList header = layout.header();
    if (!choice.mapSpec.isEmpty())
        return ColumnMapping::fromSpec(choice.mapSpec, header, problem);
    if (!choice.mapFileText.isEmpty())
        return ColumnMapping::fromFileText(choice.mapFileText, header, problem);
    return ColumnMapping::guess(header);
}

bool SpreadsheetReader::mapsAnyField(const ColumnMapping& mapping) {
    return std::any_of(mapping.targets().begin(), mapping.targets().end(),
                       [](const ColumnTarget& t) { return t.kind == ColumnTarget::Kind::Field; });
}

InventoryReadResult SpreadsheetReader::read(const SpreadsheetLayout& layout,
                                            const ColumnMapping& mapping,
                                            const ReadProgress& progress) {
    InventoryReadResult read = TableInventory::read(
        layout.table, layout.headerIndex,
        [&mapping](qsizetype column, const QString&) {
            return column < mapping.targets().size() ? mapping.targetName(column) : QString();
        },
        progress);
    if (!read.inventory)
        return read;
    for (Flow& flow : read.inventory->flows) {
        // German sheets say ja and nein: the same answers as yes and no.
        for (const Field field : {Field::CreatesRecords, Field::InboundWebhook}) {
            const QString answer = flow.text(field).toLower();
            if (answer == u"ja" || answer == u"j" || answer == u"wahr")
                flow.setText(field, QStringLiteral("yes"));
            else if (answer == u"nein" || answer == u"n" || answer == u"falsch")
                flow.setText(field, QStringLiteral("no"));
        }
    }
    return read;
}

InventoryReadResult SpreadsheetReader::read(const QByteArray& bytes, const QString& fileName,
                                            Kind kind, const SheetChoice& choice,
                                            const ReadProgress& progress) {
    IoError error;
    const std::optional<SpreadsheetLayout> found =
        layout(bytes, fileName, kind, choice, &error, progress);
    if (!found)
        return {std::nullopt, error};
    QString problem;
    const std::optional<ColumnMapping> columns = mapping(*found, choice, &problem);
    if (!columns)
        return {std::nullopt, {fileName, 0, 0, problem}};
    if (!mapsAnyField(*columns))
        return {std::nullopt,
                TableInventory::errorAt(
                    found->table, found->headerLine(), 0,
                    QCoreApplication::translate(
                        "Import",
                        "no column of the header row names a field (%1); name the columns after "
                        "the fields, or map them: flowaudit-cli import --map 'COLUMN=FIELD,…'")
                        .arg(found->header().join(QLatin1StringView(", "))))};
    // Its flows are named by their IDs: without a column for them it is no inventory.
    const auto& targets = columns->targets();
    const bool namesFlows = std::any_of(targets.begin(), targets.end(), [](const ColumnTarget& t) {
        return t.kind == ColumnTarget::Kind::Field && t.field == Field::FlowId;
    });
    if (!namesFlows)
        return {std::nullopt,
                TableInventory::errorAt(
                    found->table, found->headerLine(), 0,
                    QCoreApplication::translate(
                        "Import", "not an inventory: no column of the header row (%1) is mapped "
                                  "to flow_id, the column that names each flow; map the one that "
                                  "holds the flows' IDs: --map 'COLUMN=flow_id'")
                        .arg(found->header().join(QLatin1StringView(", "))))};
    return read(*found, *columns, progress);
}

} // namespace FlowAudit
