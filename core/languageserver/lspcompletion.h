#pragma once

#include "core/languageserver/inventoryanalysis.h"

#include <QDate>
#include <QJsonArray>

namespace FlowAudit {

// The completions at a position, read from the text around it, so a half-typed file gets
// them too: at a key in a flow, the fields it does not have yet (with their meaning); at a
// key in a waiver, the waiver's keys; at a top-level key, the inventory's; at a value, the
// field's values (yes/no, the enum's, none), and in a waiver the flow IDs of the last
// readable version, the waivable rules with their titles, the field names and an expiry
// date at the default term.
QJsonArray lspCompletion(const LspTextDocument& document, int line, int character,
                         const InventoryAnalysis* lastReadable, QDate today);

} // namespace FlowAudit
