#pragma once

#include "core/import/importedflow.h"
#include "core/io/ioerror.h"
#include "core/io/table/spreadsheetreader.h"

#include <optional>

namespace FlowAudit {

struct SpreadsheetImportResult {
    QList<ImportedFlow> flows;
    std::optional<IoError> error;
};

// A spreadsheet's rows (a CSV file or a workbook's sheet) with its own column titles, read
// through a column mapping into flows a person wrote: appended, or updating the flow with
// the same flow_id. A row without a flow ID is refused with its row, never written blank;
// a table none of whose columns names a field, or with no row below its header, is
// refused too.
class SpreadsheetImport {
public:
    static SpreadsheetImportResult read(const SpreadsheetLayout& layout,
                                        const ColumnMapping& mapping,
                                        const ReadProgress& progress = {});
};

} // namespace FlowAudit
