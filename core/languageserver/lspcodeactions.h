#pragma once

#include "core/languageserver/inventoryanalysis.h"

#include <QDate>
#include <QJsonArray>

namespace FlowAudit {

class VendorCatalogue;

// What a code action request may offer beyond the document: the cards the fixes read, who
// accepts a risk (the client's `owner` initialization option, else the user's login name),
// and today (for a waiver's dates).
struct LspActionContext {
    const VendorCatalogue* cards = nullptr;
    QString owner;
    QDate today;
    // The client resolves an action's edit when it is chosen (codeAction/resolve): the list
    // then comes without edits, each action naming its finding and offer in its `data`.
    bool resolveEdits = false;
    // It shows a disabled action with its reason; else an action the file cannot take in
    // place is left out.
    bool disabledSupport = false;
};

// The code actions for the findings a request names (its context's diagnostics, or those
// on the lines of its range): each mechanical fix `fix` offers for the finding, and "accept
// as a risk" for a waivable one, as WorkspaceEdits that change the lines a save of that one
// change would (InventorySave: the file's own bytes, patched). A fix the file cannot take in
// place is offered disabled, with the reason (left out for a client that shows no disabled
// action).
QJsonArray lspCodeActions(const InventoryAnalysis& analysis, const LspTextDocument& document,
                          const QJsonObject& params, const LspActionContext& context);
// codeAction/resolve: the action with its edit, made on the document as it is now; without
// one when its finding or offer is gone since.
QJsonObject lspResolvedAction(const InventoryAnalysis& analysis, const LspTextDocument& document,
                              const QJsonObject& action, const LspActionContext& context);

} // namespace FlowAudit
