#include "ui/actions/riskactions.h"

#include "core/document/inventorydocument.h"
#include "core/model/waiver.h"
#include "core/rules/rulecatalogue.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/dialogs/acceptriskdialog.h"
#include "ui/models/findingsmodel.h"
#include "ui/models/inventorymodel.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QSortFilterProxyModel>

namespace FlowAudit {

RiskActions::RiskActions(QWidget* window, InventoryEditor* editor, InventoryModel* model,
                         QAbstractItemView* table, QSortFilterProxyModel* proxy,
                         QAbstractItemView* findings, QObject* parent)
    : QObject(parent)
    , acceptRisk(new QAction(tr("Accept Ris&k…"), this))
    , m_window(window)
    , m_editor(editor)
    , m_model(model)
    , m_table(table)
    , m_proxy(proxy)
    , m_findings(findings) {
    acceptRisk->setObjectName(QStringLiteral("acceptRiskAction"));
    connect(acceptRisk, &QAction::triggered, this, [this] {
        if (const std::optional<Finding> finding = currentFinding())
            acceptFinding(finding->row - 1, *finding);
    });
    // Enabled for what it would act on: follow both views and every re-check.
    connect(qApp, &QApplication::focusChanged, this, &RiskActions::updateEnabled);
    connect(table->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &RiskActions::updateEnabled);
    connect(findings->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &RiskActions::updateEnabled);
    connect(editor->document(), &InventoryDocument::flowsChanged, this,
            &RiskActions::updateEnabled);
    connect(editor->document(), &InventoryDocument::wasReset, this, &RiskActions::updateEnabled);
    updateEnabled();
}

std::optional<Finding> RiskActions::findingInList() const {
    const QModelIndex current = m_findings->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    const QVariant field = current.data(FindingsModel::FieldRole);
    return m_editor->document()->finding(
        current.data(FindingsModel::FlowIndexRole).toInt(),
        current.data(FindingsModel::RuleRole).toString(),
        field.isValid() ? std::optional<Field>(Field(field.toInt())) : std::nullopt);
}

std::optional<Finding> RiskActions::findingInTable(bool acceptableOnly) const {
    const QModelIndex current = m_proxy->mapToSource(m_table->currentIndex());
    if (!current.isValid())
        return std::nullopt;
    const std::optional<FlowColumn> column = m_model->flowColumn(current.column());
    const bool wholeFlow = current.column() == InventoryModel::StatusColumn;
    std::optional<Finding> worst;
    for (const Finding& f : m_editor->document()->engine().findings(current.row())) {
        if (acceptableOnly && (f.accepted() || !RuleCatalogue::isWaivable(f.rule)))
            continue;
        if (!wholeFlow && !(column && column->field && f.field == column->field))
            continue;
        if (!worst || f.severity > worst->severity)
            worst = f;
    }
    return worst;
}

std::optional<Finding> RiskActions::currentFinding() const {
    const QWidget* focus = QApplication::focusWidget();
    const bool inList = focus && (focus == m_findings || m_findings->isAncestorOf(focus));
    std::optional<Finding> finding = inList ? findingInList() : findingInTable();
    if (finding && !whyNotAcceptable(finding->row - 1, *finding).isEmpty())
        return std::nullopt;
    return finding;
}

QString RiskActions::whyNotAcceptable(int flowIndex, const Finding& finding) const {
    if (finding.accepted())
        return tr("This finding is already accepted: see the Waivers tab");
    if (!RuleCatalogue::isWaivable(finding.rule))
        return tr("%1 cannot be accepted as a risk: a broken cell is fixed").arg(finding.rule);
    // A waiver names its flow by ID: a flow without one is given an ID first.
    if (m_editor->document()->flow(flowIndex).text(Field::FlowId).trimmed().isEmpty())
        return tr("Give the flow an ID first: a waiver names its flow by ID");
    return {};
}

bool RiskActions::acceptFinding(int flowIndex, const Finding& finding) {
    InventoryDocument* document = m_editor->document();
    QWidget* focus = QApplication::focusWidget();
    AcceptRiskDialog dialog(finding, document->flow(flowIndex).text(Field::FlowId),
                            document->engine().today(), m_window);
    const bool accepted = dialog.exec() == QDialog::Accepted;
    if (accepted)
        m_editor->addWaiver(dialog.waiver());
    if (focus) // the user goes on where they were
        focus->setFocus();
    return accepted;
}

QString RiskActions::whyNotNow() const {
    const QWidget* focus = QApplication::focusWidget();
    if (focus && (focus == m_findings || m_findings->isAncestorOf(focus))) {
        const std::optional<Finding> finding = findingInList();
        return finding ? whyNotAcceptable(finding->row - 1, *finding)
                       : tr("Select a finding in the list first");
    }
    if (const std::optional<Finding> finding = findingInTable())
        return whyNotAcceptable(finding->row - 1, *finding);
    // Nothing here can be accepted: say why of the worst finding there is, if any.
    if (const std::optional<Finding> finding = findingInTable(false))
        return whyNotAcceptable(finding->row - 1, *finding);
    return tr("Select a cell with a finding, or a finding in the Findings panel, first");
}

void RiskActions::updateEnabled() {
    const QString why = whyNotNow();
    const QString tip = why.isEmpty() ? tr("Accept the selected finding as a known risk, with a "
                                           "justification, an owner and an expiry date")
                                      : why;
    acceptRisk->setEnabled(why.isEmpty());
    acceptRisk->setToolTip(tip);
    acceptRisk->setStatusTip(tip);
}

} // namespace FlowAudit
