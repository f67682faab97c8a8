#pragma once

#include "core/languageserver/inventoryanalysis.h"

#include <QJsonValue>

namespace FlowAudit {

class VendorCatalogue;

// What a hover at a position shows, in Markdown (in plain text for a client that does not
// take Markdown): on a field's key, the field's meaning,
// unit and form; on a line with findings, each finding with its rule's title, rationale and
// fix, and the vendor cards of the flow with the page and date of their facts. Null where
// there is nothing to say.
QJsonValue lspHover(const InventoryAnalysis& analysis, const LspTextDocument& document, int line,
                    int character, const VendorCatalogue* cards, bool markdown = true);

// The key a YAML line names (`  - ledger_retention_days: 30` names ledger_retention_days),
// and the column its value starts at; an empty key for a line that names none.
struct LspLineKey {
    QString key;
    int keyStart = 0;
    int valueStart = 0; // after `key: `; the line's length when nothing follows
};
LspLineKey lspLineKey(QStringView line);

} // namespace FlowAudit
