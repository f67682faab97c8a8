#include "ui/actions/cellmenu.h"

#include "core/document/inventorydocument.h"
#include "ui/actions/findingactions.h"
#include "ui/actions/flowactions.h"
#include "ui/models/inventorymodel.h"
#include "ui/views/inventorytableview.h"

#include <QMenu>

namespace FlowAudit {

CellMenu::CellMenu(InventoryTableView* view, InventoryModel* model, InventoryDocument* document, FindingActions* findings, FlowActions* edit, QObject* parent)
    : QObject(parent)
    , m_view(view)
    , m_model(model)
    , m_document(document)
    , m_findings(findings)
    , m_edit(edit)
{
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &CellMenu::popup);
}

QMenu* CellMenu::popup(const QPoint& viewportPos)
{
    // The menu key asks at a point of its own: the current cell is the one meant.
    QModelIndex cell = m_view->indexAt(viewportPos);
    if (!cell.isValid())
        cell = m_view->currentIndex();
    if (!cell.isValid())
        return nullptr;
    if (cell != m_view->currentIndex())
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
    const QRect rect = m_view->visualRect(cell);
    menu->popup(m_view->viewport()->mapToGlobal(m_view->indexAt(viewportPos).isValid() ? viewportPos : rect.center()));
    return menu;
}

} // namespace FlowAudit
