#pragma once

#include <QObject>

class QMenu;
class QPoint;

namespace FlowAudit {

class FindingActions;
class FlowActions;
class InventoryDocument;
class InventoryModel;
class InventoryTableView;

// The table's context menu: the actions on the findings of the cell (all of the flow's on
// the Status column), then the Edit menu's cell actions.
class CellMenu : public QObject {
    Q_OBJECT
public:
    CellMenu(InventoryTableView* view, InventoryModel* model, InventoryDocument* document, FindingActions* findings, FlowActions* edit, QObject* parent);

    // Builds the menu for the cell at a point of the view's viewport and shows it there,
    // without waiting; the menu deletes itself when closed.
    QMenu* popup(const QPoint& viewportPos);

private:
    InventoryTableView* m_view;
    InventoryModel* m_model;
    InventoryDocument* m_document;
    FindingActions* m_findings;
    FlowActions* m_edit;
};

} // namespace FlowAudit
