#pragma once

#include "core/import/importedflow.h"
#include "core/io/readprogress.h"
#include "core/io/table/spreadsheetreader.h"

#include <optional>

namespace FlowAudit {

// One file to import, told apart by its content (io/files/filekind), the same for the command
// line and the editor: an n8n workflow or Make blueprint gives its flows; a CSV table or a
// workbook gives its layout (rows and header), which then waits for its column mapping; a
// name that says another kind than the content, and anything else, an error in words.
struct ImportSource {
    std::optional<SpreadsheetLayout> sheet;
    QList<ImportedFlow> flows;
    std::optional<IoError> error;

    static ImportSource read(const QString& path, const SheetChoice& choice = {},
                             const ReadProgress& progress = {});
    // The same for bytes already read; fileName names them (and its extension is checked).
    static ImportSource parse(const QByteArray& bytes, const QString& fileName,
                              const SheetChoice& choice = {}, const ReadProgress& progress = {});
};

} // namespace FlowAudit
