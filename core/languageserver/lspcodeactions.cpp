#include "core/languageserver/lspcodeactions.h"

#include "core/export/inventorysave.h"
#include "core/fixes/flowfixes.h"
#include "core/languageserver/lspdiagnostics.h"
#include "core/languageserver/lsptextedits.h"
#include "core/rules/rulecatalogue.h"
#include "core/vendors/vendorcatalogue.h"

#include <QCoreApplication>

namespace FlowAudit {

namespace {

struct Request {
    const InventoryAnalysis& analysis;
    const LspTextDocument& document;
    const LspActionContext& context;
};

// The action that saves `saved` over the document as a save would, or a disabled one.
QJsonObject actionSaving(const Request& request, const QString& title, const Inventory& saved,
                         const QJsonArray& diagnostics, bool preferred) {
    QJsonObject action{{QStringLiteral("title"), title},
                       {QStringLiteral("kind"), QStringLiteral("quickfix")},
                       {QStringLiteral("diagnostics"), diagnostics}};
    const InventorySave::Plan plan = InventorySave::over(
        {request.analysis.bytes, *request.analysis.read.inventory, request.analysis.read.unkept},
        saved, request.analysis.path, InventorySave::Canonical::Refused);
    if (plan.layout != InventorySave::Layout::Patched) {
        action.insert(QStringLiteral("disabled"),
                      QJsonObject{{QStringLiteral("reason"), plan.whyNotPatched}});
        return action;
    }
    const QJsonArray edits = lspTextEdits(request.document.text(), QString::fromUtf8(plan.bytes));
    action.insert(
        QStringLiteral("edit"),
        QJsonObject{{QStringLiteral("changes"), QJsonObject{{request.document.uri(), edits}}}});
    if (preferred)
        action.insert(QStringLiteral("isPreferred"), true);
    return action;
}

void addFixes(const Request& request, const Finding& finding, const QJsonArray& diagnostics,
              QJsonArray& actions) {
    const FileLint& lint = *request.analysis.lint;
    const Inventory& inventory = *lint.inventory;
    const int index = finding.row - 1;
    const Flow& flow = inventory.flows[index];
    FixContext fixContext;
    fixContext.row = finding.row;
    fixContext.flowsSharingId = lint.flowsPerId.value(flow.text(Field::FlowId), 1);
    if (request.context.cards)
        fixContext.cards = request.context.cards->forFlow(flow);
    fixContext.today = request.context.today;
    bool first = true;
    for (const Fix& fix : FlowFixes::forFinding(flow, fixContext, finding)) {
        Inventory saved = inventory;
        saved.flows[index] = fix.appliedTo(flow);
        const QString title = fix.reason.isEmpty()
                                  ? QCoreApplication::translate("LanguageServer", "Fix %1: %2")
                                        .arg(finding.rule, fix.description)
                                  : QCoreApplication::translate("LanguageServer", "Fix %1: %2 (%3)")
                                        .arg(finding.rule, fix.description, fix.reason);
        actions.append(actionSaving(request, title, saved, diagnostics, first));
        first = false;
    }
}

// A waiver as `waive` writes one, created today for the default term; its justification is
// the user's to write (until then it is WV04, which says so on its line).
void addAcceptance(const Request& request, const Finding& finding, const QJsonArray& diagnostics,
                   QJsonArray& actions) {
    const FileLint& lint = *request.analysis.lint;
    const Inventory& inventory = *lint.inventory;
    const QString flowId = inventory.flows[finding.row - 1].text(Field::FlowId);
    if (!RuleCatalogue::isWaivable(finding.rule) || flowId.trimmed().isEmpty() ||
        lint.flowsPerId.value(flowId) > 1)
        return; // a waiver names its flow by an ID that names it alone
    Waiver waiver;
    waiver.flowId = flowId;
    waiver.rule = finding.rule;
    waiver.owner = request.context.owner;
    waiver.created = request.context.today.toString(Qt::ISODate);
    waiver.expires = request.context.today.addDays(Waiver::DefaultTermDays).toString(Qt::ISODate);
    Inventory saved = inventory;
    saved.waivers.append(waiver);
    const QString title =
        waiver.owner.isEmpty()
            ? QCoreApplication::translate(
                  "LanguageServer",
                  "Accept %1 on %2 as a risk until %3 (then write why, and who owns it)")
            : QCoreApplication::translate("LanguageServer",
                                          "Accept %1 on %2 as a risk until %3 (then write why)");
    actions.append(actionSaving(request, title.arg(finding.rule, flowId, waiver.expires), saved,
                                diagnostics, false));
}

// The findings the request names: its diagnostics' (by their data), else those on its lines.
// Accepted ones are decided already: neither fixed nor accepted again.
QList<std::pair<Finding, QJsonObject>> namedFindings(const Request& request,
                                                     const QJsonObject& params) {
    const FileLint& lint = *request.analysis.lint;
    QList<std::pair<Finding, QJsonObject>> named;
    const QJsonArray diagnostics =
        params[QStringLiteral("context")][QStringLiteral("diagnostics")].toArray();
    for (const QJsonValue& given : diagnostics) {
        const QJsonObject data = given[QStringLiteral("data")].toObject();
        const int row = data[QStringLiteral("row")].toInt();
        if (data.contains(QStringLiteral("waiver")) || row < 1 || row > lint.flowCount())
            continue;
        for (const Finding& finding : lint.findingsOf(row - 1)) {
            if (!finding.accepted() && lspDataNames(data, finding))
                named.append({finding, given.toObject()});
        }
    }
    if (!diagnostics.isEmpty())
        return named;
    const QJsonObject range = params[QStringLiteral("range")].toObject();
    const int first = range[QStringLiteral("start")][QStringLiteral("line")].toInt();
    const int last = std::min(range[QStringLiteral("end")][QStringLiteral("line")].toInt(first),
                              request.document.lineCount() - 1);
    int previous = -1;
    for (int line = first; line <= last; ++line) {
        const int index = request.analysis.flowAt(line, request.document);
        if (index < 0 || index == previous)
            continue;
        previous = index;
        for (const Finding& finding : lint.findingsOf(index)) {
            const int at = lint.lineOf(finding) - 1;
            if (!finding.accepted() && at >= first && at <= last)
                named.append({finding, QJsonObject()});
        }
    }
    return named;
}

} // namespace

QJsonArray lspCodeActions(const InventoryAnalysis& analysis, const LspTextDocument& document,
                          const QJsonObject& params, const LspActionContext& context) {
    QJsonArray actions;
    if (!analysis.lint)
        return actions;
    const Request request{analysis, document, context};
    for (const auto& [finding, diagnostic] : namedFindings(request, params)) {
        const QJsonArray diagnostics = diagnostic.isEmpty() ? QJsonArray() : QJsonArray{diagnostic};
        addFixes(request, finding, diagnostics, actions);
        addAcceptance(request, finding, diagnostics, actions);
    }
    return actions;
}

} // namespace FlowAudit
