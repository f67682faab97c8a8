#pragma once

#include "core/import/importedflow.h"
#include "core/io/ioerror.h"

#include <optional>

namespace FlowAudit {

struct IpaasImportResult {
    QList<ImportedFlow> flows;
    std::optional<IoError> error; // the whole import is refused when any file is
};

// Reads iPaaS exports by their content, never their name: an n8n workflow (one object,
// the CLI's array, the n8n.io template wrapper), a Make blueprint (bare, or the API's
// `response.blueprint`), or a folder of such .json files. Anything else is refused in
// words: Make's authoring format, a Zapier account export (no published schema), JSON of
// another shape.
class IpaasImport {
public:
    static IpaasImportResult readPath(const QString& path);
    static IpaasImportResult parse(const QByteArray& bytes, const QString& fileName);
    // Whether bytes are an export this class reads (JSON of a known shape): how the import
    // command tells them from a CSV or an inventory.
    static bool isExport(const QByteArray& bytes);
    // Gives made-up IDs a suffix where two flows of one import would share one; two
    // workflows with the same real ID are refused (the same workflow twice).
    static std::optional<IoError> makeIdsUnique(QList<ImportedFlow>* flows);
};

} // namespace FlowAudit
