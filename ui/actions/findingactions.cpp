#include "ui/actions/findingactions.h"

#include "core/model/field.h"
#include "ui/actions/riskactions.h"

#include "core/document/inventorydocument.h"
#include "core/fixes/flowfixes.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/dialogs/fixpreviewdialog.h"
#include "ui/fixes/fixcontext.h"
#include "ui/fixes/fixpreview.h"
#include "ui/vendors/vendorcardstore.h"

#include <QApplication>
#include <QMenu>
#include <QPointer>

namespace FlowAudit {

namespace {

const QString FixId = QStringLiteral("fix");
const QString AcceptId = QStringLiteral("accept");
const QString LinkScheme = QStringLiteral("finding");

// `finding:ACTION:RULE:FIELD` (FIELD the field's name, or empty): links name the finding
// by what identifies it within its flow, never by a position that an edit can move.
QString linkFor(const QString& action, const Finding& finding) {
    return QStringLiteral("%1:%2:%3:%4")
        .arg(LinkScheme, action, finding.rule,
             finding.field ? FieldCatalogue::name(*finding.field) : QString());
}

} // namespace

FindingActions::FindingActions(InventoryDocument* document, InventoryEditor* editor,
                               VendorCardStore* store, QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_editor(editor)
    , m_store(store)
    , m_window(window) {
    if (m_store) {
        connect(m_store, &VendorCardStore::changed, this, [this] {
            m_made.reset();
            emit availabilityChanged();
        });
    }
}

QList<FindingActions::Action> FindingActions::actionsFor(int flowIndex,
                                                         const Finding& finding) const {
    QList<Action> actions;
    const bool fixable = !fixesFor(flowIndex, finding).isEmpty();
    actions.append({FixId, tr("Fix…"), tr("Fix %1…").arg(finding.rule), fixable,
                    fixable
                        ? tr("Preview the fix of %1: the fields and findings before and after")
                              .arg(finding.rule)
                        : tr("No mechanical fix applies to this %1 finding").arg(finding.rule)});
    if (m_risks) {
        const QString why = m_risks->whyNotAcceptable(flowIndex, finding);
        actions.append(
            {AcceptId, tr("Accept Risk…"), tr("Accept %1 as a Risk…").arg(finding.rule),
             why.isEmpty(),
             why.isEmpty()
                 ? tr("Accept this %1 finding as a known risk, until a date").arg(finding.rule)
                 : why});
    }
    return actions;
}

void FindingActions::trigger(const QString& id, int flowIndex, const Finding& finding) {
    if (id == FixId)
        openFix(flowIndex, finding);
    else if (id == AcceptId && m_risks)
        m_risks->acceptFinding(flowIndex, finding);
}

std::optional<Finding> FindingActions::findingOf(int flowIndex, const QString& rule,
                                                 std::optional<Field> field) const {
    return m_document->finding(flowIndex, rule, field);
}

void FindingActions::addToMenu(QMenu* menu, int flowIndex, const QList<Finding>& findings) {
    for (const Finding& finding : findings) {
        if (findings.size() > 1)
            menu->addSection(
                QStringLiteral("%1 %2").arg(severityKeyword(finding.severity), finding.rule));
        for (const Action& action : actionsFor(flowIndex, finding)) {
            QAction* entry = menu->addAction(findings.size() > 1 ? action.namedText : action.text);
            entry->setObjectName(QStringLiteral("findingAction_") + action.id);
            entry->setEnabled(action.enabled);
            entry->setToolTip(action.toolTip);
            entry->setStatusTip(action.toolTip);
            const QString id = action.id;
            connect(entry, &QAction::triggered, this,
                    [this, id, flowIndex, finding] { trigger(id, flowIndex, finding); });
        }
    }
    menu->setToolTipsVisible(true);
}

QMenu* FindingActions::popupMenu(int flowIndex, const QList<Finding>& findings,
                                 const QPoint& globalPos, QWidget* parent) {
    if (findings.isEmpty())
        return nullptr;
    auto* menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("findingMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    addToMenu(menu, flowIndex, findings);
    menu->popup(globalPos);
    return menu;
}

QString FindingActions::links(int flowIndex, const Finding& finding) const {
    QStringList links;
    for (const Action& action : actionsFor(flowIndex, finding)) {
        if (action.enabled)
            links.append(
                QStringLiteral("<a href=\"%1\">%2</a>")
                    .arg(linkFor(action.id, finding).toHtmlEscaped(), action.text.toHtmlEscaped()));
    }
    return links.join(QStringLiteral(" · "));
}

bool FindingActions::activateLink(const QString& link, int flowIndex) {
    const QStringList parts = link.split(QLatin1Char(':'));
    if (parts.size() != 4 || parts[0] != LinkScheme)
        return false;
    const std::optional<Field> field =
        parts[3].isEmpty() ? std::nullopt : FieldCatalogue::byName(parts[3]);
    const std::optional<Finding> finding = findingOf(flowIndex, parts[2], field);
    if (!finding)
        return false;
    trigger(parts[1], flowIndex, *finding);
    return true;
}

const QList<Fix>& FindingActions::allFixes(int flowIndex) const {
    const Flow& flow = m_document->flow(flowIndex);
    const int sharing = m_document->engine().flowsSharingId(flow.text(Field::FlowId));
    if (!m_made || m_made->flowIndex != flowIndex || m_made->flowsSharingId != sharing ||
        !(m_made->flow == flow))
        m_made = Made{flowIndex, flow, sharing,
                      FlowFixes::of(flow, fixContextFor(*m_document, flowIndex, m_store))};
    return m_made->fixes;
}

QList<Fix> FindingActions::fixesFor(int flowIndex, const Finding& finding) const {
    if (flowIndex < 0 || flowIndex >= m_document->flowCount())
        return {};
    return FlowFixes::remediesFor(allFixes(flowIndex), finding);
}

FixPreviewDialog* FindingActions::openFix(int flowIndex, const Finding& finding) {
    if (flowIndex < 0 || flowIndex >= m_document->flowCount())
        return nullptr;
    // The menu or link the user came from is gone by now; the widget under it is not.
    const QPointer<QWidget> focus = QApplication::focusWidget();
    return openFixPreview(m_window, m_editor, flowIndex, finding, finding.rule,
                          fixesFor(flowIndex, finding), [this, focus](PreviewOutcome outcome) {
                              if (outcome == PreviewOutcome::FlowChanged)
                                  emit notice(tr("The flow changed since the preview: the fix "
                                                 "was not applied."));
                              if (focus &&
                                  (outcome == PreviewOutcome::Cancelled || focus->isVisible()))
                                  focus->setFocus(Qt::OtherFocusReason);
                          });
}

} // namespace FlowAudit
