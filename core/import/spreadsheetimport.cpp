#include "core/import/spreadsheetimport.h"

#include "core/io/csvreader.h"

namespace FlowAudit {

std::optional<QStringList> SpreadsheetImport::csvHeader(const QByteArray& bytes,
                                                        const QString& fileName, IoError* error) {
    return CsvReader::header(bytes, fileName, error);
}

bool SpreadsheetImport::mapsAnyField(const ColumnMapping& mapping) {
    return std::any_of(mapping.targets().begin(), mapping.targets().end(),
                       [](const ColumnTarget& t) { return t.kind == ColumnTarget::Kind::Field; });
}

SpreadsheetImportResult SpreadsheetImport::readCsv(const QByteArray& bytes, const QString& fileName,
                                                   const ColumnMapping& mapping) {
    const InventoryReadResult read =
        CsvReader::read(bytes, fileName, [&mapping](qsizetype column, const QString&) {
            return column < mapping.targets().size() ? mapping.targetName(column) : QString();
        });
    if (!read.inventory)
        return {{}, read.error};
    SpreadsheetImportResult result;
    for (Flow flow : read.inventory->flows) {
        // German sheets say ja and nein: the same answers as yes and no.
        for (const Field field : {Field::CreatesRecords, Field::InboundWebhook}) {
            const QString answer = flow.text(field).toLower();
            if (answer == u"ja" || answer == u"j" || answer == u"wahr")
                flow.setText(field, QStringLiteral("yes"));
            else if (answer == u"nein" || answer == u"falsch")
                flow.setText(field, QStringLiteral("no"));
        }
        ImportedFlow row;
        row.flow = flow;
        row.origin = fileName;
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
