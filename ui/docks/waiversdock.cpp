#include "ui/docks/waiversdock.h"

#include "core/model/field.h"
#include "core/rules/rulecatalogue.h"

#include "core/document/inventorydocument.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/models/waiversmodel.h"
#include "ui/views/rowheight.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace FlowAudit {

WaiversDock::WaiversDock(InventoryDocument* document, InventoryEditor* editor, QWidget* parent)
    : QDockWidget(tr("Waivers"), parent)
    , m_document(document)
    , m_editor(editor)
    , m_model(new WaiversModel(document, editor, this))
    , m_view(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_show(new QPushButton(tr("Show Findin&g"), this))
    , m_remove(new QPushButton(tr("Re&move Waiver"), this)) {
    setWhatsThis(tr("<p><b>Waivers</b>: the accepted risks of the inventory. Each accepts one "
                    "rule's finding on the "
                    "flows with one ID until its expiry date (end of day, UTC), with a "
                    "justification and an owner. "
                    "Edit a cell to change a waiver; every change can be undone. Accept a finding "
                    "as a risk from "
                    "the findings list or the table (Edit → Accept Risk…).</p>"));
    m_view->setObjectName(QStringLiteral("waiversView"));
    m_view->setAccessibleName(tr("Waivers"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->setTabKeyNavigation(false);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // Each column as wide as its widest cell ("expired 2026-11-15", a flow ID), in any
    // language and zoom; the justification takes the rest. An inventory has few waivers.
    for (int column = 0; column < WaiversModel::JustificationColumn; ++column)
        m_view->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    fitRowHeightToFont(m_view);
    m_show->setObjectName(QStringLiteral("waiverShowFinding"));
    m_remove->setObjectName(QStringLiteral("waiverRemove"));
    m_summary->setObjectName(QStringLiteral("waiversSummary"));

    // A long sentence wraps rather than widen the dock (and the window) in German.
    m_summary->setWordWrap(true);
    m_summary->setMinimumWidth(fontMetrics().averageCharWidth() * 20);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_summary, 1);
    buttons->addWidget(m_show);
    buttons->addWidget(m_remove);
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(buttons);
    layout->addWidget(m_view);
    setWidget(body);

    connect(m_show, &QPushButton::clicked, this, &WaiversDock::showFinding);
    connect(m_remove, &QPushButton::clicked, this, &WaiversDock::removeCurrent);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (index.column() == WaiversModel::StateColumn)
            showFinding();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &WaiversDock::updateState);
    connect(m_model, &QAbstractItemModel::modelReset, this, &WaiversDock::updateState);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &WaiversDock::updateState);
    updateState();
}

int WaiversDock::currentPosition() const {
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.row() + 1 : 0;
}

void WaiversDock::showFinding() {
    const int position = currentPosition();
    if (position == 0)
        return;
    const Waiver& waiver = m_document->waiver(position);
    const QList<int> flows = m_document->engine().flowsWithId(waiver.flowId.trimmed());
    if (flows.isEmpty())
        return;
    emit findingRequested(flows.first(), FieldCatalogue::byName(waiver.field.trimmed()));
}

void WaiversDock::removeCurrent() {
    const int position = currentPosition();
    if (position > 0)
        m_editor->removeWaiver(position);
}

void WaiversDock::updateState() {
    const int position = currentPosition();
    m_remove->setEnabled(position > 0);
    m_show->setEnabled(
        position > 0 &&
        !m_document->engine().flowsWithId(m_document->waiver(position).flowId.trimmed()).isEmpty());
    const int count = m_document->waiverCount();
    m_summary->setText(
        count == 0 ? tr("No accepted risks. Accept one from a finding: Edit → Accept Risk…")
                   : tr("%n waiver(s)", nullptr, count) +
                         (expiryNotice().isEmpty() ? QString() : tr(": %1").arg(expiryNotice())));
    setWindowTitle(tr("Waivers (%1)").arg(count));
}

QString WaiversDock::expiryNotice() const {
    QStringList parts;
    if (const int expired = m_model->expiredCount())
        parts.append(tr("%n expired", nullptr, expired));
    if (const int expiring = m_model->expiringCount())
        parts.append(tr("%n expire(s) within %1 days", nullptr, expiring)
                         .arg(RuleCatalogue::WaiverExpiringDays));
    return parts.join(tr("; "));
}

} // namespace FlowAudit
