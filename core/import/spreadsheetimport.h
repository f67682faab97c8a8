#pragma once

#include "core/import/columnmapping.h"
#include "core/import/importedflow.h"
#include "core/io/ioerror.h"

#include <optional>

namespace FlowAudit {

struct SpreadsheetImportResult {
    QList<ImportedFlow> flows;
    std::optional<IoError> error;
};

// A spreadsheet's rows (CSV today) with its own column titles, read through a column
// mapping into flows a person wrote: appended, or updating the flow with the same flow_id.
class SpreadsheetImport {
public:
    // The header's titles, or nullopt with *error when the bytes are not a CSV table.
    static std::optional<QStringList> csvHeader(const QByteArray& bytes, const QString& fileName,
                                                IoError* error);
    // Whether a mapping says anything: at least one column goes to a known field.
    static bool mapsAnyField(const ColumnMapping& mapping);
    static SpreadsheetImportResult readCsv(const QByteArray& bytes, const QString& fileName,
                                           const ColumnMapping& mapping);
};

} // namespace FlowAudit
