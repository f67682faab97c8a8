#include "ui/actions/cellmenu.h"

#include "core/document/inventorydocument.h"
#include "ui/actions/findingactions.h"
#include "ui/actions/flowactions.h"
#include "ui/models/inventorymodel.h"
#include "ui/views/inventorytableview.h"
#include "ui/views/itemcontextmenu.h"

#include <QMenu>

namespace FlowAudit {

CellMenu::CellMenu(InventoryTableView* view, InventoryModel* model, InventoryDocument* document,
                   FindingActions* findings, FlowActions* edit, QObject* parent)
    : QObject(parent)
    , m_view(view)
    , m_model(model)
    , m_document(document)
    , m_findings(findings)
    , m_edit(edit) {
    connect(new ItemContextMenu(m_view), &ItemContextMenu::requested, this, &CellMenu::popup);
}

QMenu* CellMenu::popup(const QModelIndex& cell, const QPoint& globalPos) {
    if (!cell.isValid())
        return nullptr;
    // As in a spreadsheet: a right click inside the selection keeps it, one outside selects
    // that cell, so the Edit actions below act on what the menu is for.
    if (m_view->selectionModel()->isSelected(cell))
        m_view->selectionModel()->setCurrentIndex(cell, QItemSelectionModel::NoUpdate);
    else
        m_view->setCurrentIndex(cell);

    const int flowIndex = m_view->flowIndexAt(cell.row());
    const std::optional<FlowColumn> column = m_model->flowColumn(cell.column());
    QList<Finding> findings;
    if (!column || column->field) {
        for (const Finding& finding : m_document->engine().findings(flowIndex)) {
            if (!column || finding.field == column->field)
                findings.append(finding);
        }
    }

    auto* menu = new QMenu(m_view);
    menu->setObjectName(QStringLiteral("cellMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    m_findings->addToMenu(menu, flowIndex, findings);
    if (!findings.isEmpty())
        menu->addSeparator();
    for (QAction* action : {m_edit->cut, m_edit->copy, m_edit->paste, m_edit->clearCells})
        menu->addAction(action);
    menu->popup(globalPos);
    return menu;
}

} // namespace FlowAudit
