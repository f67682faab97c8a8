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

// One action offered for a finding: its title and the inventory it saves.
struct Offer {
    QString title;
    Inventory saved;
    bool fix = true; // else the acceptance of the risk
};

// The fixes `fix` offers for the finding, then "accept as a risk" where a waiver may.
QList<Offer> offersFor(const Request& request, const Finding& finding) {
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
    QList<Offer> offers;
    for (const Fix& fix : FlowFixes::forFinding(flow, fixContext, finding)) {
        // The description alone: the reason runs to a paragraph, too long for a menu.
        Offer offer{QCoreApplication::translate("LanguageServer", "Fix %1: %2")
                        .arg(finding.rule, fix.description),
                    inventory};
        offer.saved.flows[index] = fix.appliedTo(flow);
        offers.append(std::move(offer));
    }
    // A waiver as `waive` writes one, created today for the default term; its justification
    // is the user's to write (until then it is WV04, which says so on its line). It names
    // its flow by an ID that names that flow alone.
    const QString flowId = flow.text(Field::FlowId);
    if (!RuleCatalogue::isWaivable(finding.rule) || flowId.trimmed().isEmpty() ||
        lint.flowsPerId.value(flowId) > 1)
        return offers;
    Waiver waiver;
    waiver.flowId = flowId;
    waiver.rule = finding.rule;
    waiver.owner = request.context.owner;
    waiver.created = request.context.today.toString(Qt::ISODate);
    waiver.expires = request.context.today.addDays(Waiver::DefaultTermDays).toString(Qt::ISODate);
    const QString title =
        waiver.owner.isEmpty()
            ? QCoreApplication::translate(
                  "LanguageServer",
                  "Accept %1 on %2 as a risk until %3 (then write why, and who owns it)")
            : QCoreApplication::translate("LanguageServer",
                                          "Accept %1 on %2 as a risk until %3 (then write why)");
    Offer offer{title.arg(finding.rule, flowId, waiver.expires), inventory, false};
    offer.saved.waivers.append(waiver);
    offers.append(std::move(offer));
    return offers;
}

// The edit of an offer: what a save of its inventory changes, or why there is none.
void addEdit(const Request& request, const Offer& offer, QJsonObject& action) {
    const InventorySave::Plan plan = InventorySave::over(
        {request.analysis.bytes, *request.analysis.read.inventory, request.analysis.read.unkept},
        offer.saved, request.analysis.path, InventorySave::Canonical::Refused);
    if (plan.layout != InventorySave::Layout::Patched) {
        action.insert(QStringLiteral("disabled"),
                      QJsonObject{{QStringLiteral("reason"), plan.whyNotPatched}});
        return;
    }
    const QJsonArray edits = lspTextEdits(request.document.text(), QString::fromUtf8(plan.bytes));
    action.insert(
        QStringLiteral("edit"),
        QJsonObject{{QStringLiteral("changes"), QJsonObject{{request.document.uri(), edits}}}});
}

// The findings the request names: its diagnostics' (by their data), else those on its lines.
// In flow style one line holds many flows.
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
    // Clients that send the diagnostics back without their data: the findings on the lines.
    if (!named.isEmpty())
        return named;
    const QJsonObject range = params[QStringLiteral("range")].toObject();
    const int first = std::max(range[QStringLiteral("start")][QStringLiteral("line")].toInt(), 0);
    const int last = std::min(range[QStringLiteral("end")][QStringLiteral("line")].toInt(first),
                              request.document.lineCount() - 1);
    // The flows on the first line, then every flow that starts within the range.
    QList<int> flows = request.analysis.flowsAt(first, request.document);
    const QList<Flow>& all = lint.inventory->flows;
    for (qsizetype index = flows.isEmpty() ? 0 : flows.last() + 1;
         index < all.size() && all[index].line() <= last + 1; ++index) {
        if (all[index].line() > first + 1)
            flows.append(int(index));
    }
    for (const int index : flows) {
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
        const QList<Offer> offers = offersFor(request, finding);
        for (qsizetype n = 0; n < offers.size(); ++n) {
            QJsonObject action{{QStringLiteral("title"), offers[n].title},
                               {QStringLiteral("kind"), QStringLiteral("quickfix")}};
            if (!diagnostic.isEmpty())
                action.insert(QStringLiteral("diagnostics"), QJsonArray{diagnostic});
            if (n == 0 && offers[n].fix)
                action.insert(QStringLiteral("isPreferred"), true); // the first fix
            if (context.resolveEdits) {
                QJsonObject data = lspFindingData(finding);
                data.insert(QStringLiteral("uri"), document.uri());
                data.insert(QStringLiteral("offer"), int(n));
                action.insert(QStringLiteral("data"), data);
            } else {
                addEdit(request, offers[n], action);
                if (action.contains(QStringLiteral("disabled")) && !context.disabledSupport)
                    continue;
            }
            actions.append(action);
        }
    }
    return actions;
}

QJsonObject lspResolvedAction(const InventoryAnalysis& analysis, const LspTextDocument& document,
                              const QJsonObject& action, const LspActionContext& context) {
    QJsonObject resolved = action;
    const QJsonObject data = action[QStringLiteral("data")].toObject();
    const int row = data[QStringLiteral("row")].toInt();
    if (!analysis.lint || row < 1 || row > analysis.lint->flowCount())
        return resolved;
    QJsonObject named = data;
    named.remove(QStringLiteral("uri"));
    named.remove(QStringLiteral("offer"));
    const Request request{analysis, document, context};
    for (const Finding& finding : analysis.lint->findingsOf(row - 1)) {
        if (finding.accepted() || !lspDataNames(named, finding))
            continue;
        const QList<Offer> offers = offersFor(request, finding);
        const int n = data[QStringLiteral("offer")].toInt(-1);
        // The same offer, still: the text may have changed since the list was made.
        if (n >= 0 && n < offers.size() && offers[n].title == action[QStringLiteral("title")])
            addEdit(request, offers[n], resolved);
    }
    return resolved;
}

} // namespace FlowAudit
