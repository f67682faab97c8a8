#pragma once

#include "core/languageserver/inventoryanalysis.h"

#include <QJsonArray>

namespace FlowAudit {

// Every finding of the lint (rules, advisories, waivers), the systems block's warnings, or
// why the text is not an inventory, as LSP Diagnostics on the lines lint names. FAIL is an
// Error, WARN a Warning, an advisory Information, an accepted finding a Hint with its waiver
// in words. Each carries `data` naming its finding, which code actions read back.
QJsonArray lspDiagnostics(const InventoryAnalysis& analysis, const LspTextDocument& document);

// The `data` of a finding's diagnostic, and whether a diagnostic's `data` names this one.
QJsonObject lspFindingData(const Finding& finding);
bool lspDataNames(const QJsonObject& data, const Finding& finding);

} // namespace FlowAudit
