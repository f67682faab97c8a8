#pragma once

#include "core/languageserver/inventoryanalysis.h"

#include <QJsonArray>

namespace FlowAudit {

// One DocumentSymbol per flow (its flow_id, else its row; its name as detail; its lines as
// range), and one per waiver, for an editor's outline and "go to symbol".
QJsonArray lspDocumentSymbols(const InventoryAnalysis& analysis, const LspTextDocument& document);

} // namespace FlowAudit
