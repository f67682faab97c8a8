#include "core/languageserver/lspsymbols.h"

#include <QCoreApplication>

namespace FlowAudit {

namespace {

// SymbolKind
enum SymbolKind { Object = 19, Event = 24 };

QJsonObject symbol(const QString& name, const QString& detail, int kind, const QJsonObject& range,
                   const QJsonObject& selection) {
    QJsonObject symbol{{QStringLiteral("name"), name},
                       {QStringLiteral("kind"), kind},
                       {QStringLiteral("range"), range},
                       {QStringLiteral("selectionRange"), selection}};
    if (!detail.isEmpty())
        symbol.insert(QStringLiteral("detail"), detail);
    return symbol;
}

} // namespace

QJsonArray lspDocumentSymbols(const InventoryAnalysis& analysis, const LspTextDocument& document) {
    QJsonArray symbols;
    if (!analysis.read.inventory)
        return symbols;
    const Inventory& inventory = *analysis.read.inventory;
    for (int i = 0; i < inventory.flows.size(); ++i) {
        const Flow& flow = inventory.flows[i];
        const QString id = flow.text(Field::FlowId);
        const int first = flow.line() - 1;
        const int last = std::max(first, analysis.lastLineOf(i, document) - 1);
        const QJsonObject range =
            LspTextDocument::range(first, 0, last, int(document.line(last).size()));
        const int idLine = flow.lineOf(Field::FlowId) - 1;
        symbols.append(symbol(
            id.isEmpty()
                ? QCoreApplication::translate("LanguageServer", "(flow %1, no flow_id)").arg(i + 1)
                : id,
            flow.text(Field::Name), Object, range, document.lineRange(idLine)));
    }
    for (int i = 0; i < inventory.waivers.size(); ++i) {
        const Waiver& waiver = inventory.waivers[i];
        if (waiver.line < 1)
            continue;
        const QJsonObject range = document.lineRange(waiver.line - 1);
        symbols.append(symbol(QCoreApplication::translate("LanguageServer", "waiver: %1 on %2")
                                  .arg(waiver.rule, waiver.flowId),
                              waiver.expires, Event, range, range));
    }
    return symbols;
}

} // namespace FlowAudit
