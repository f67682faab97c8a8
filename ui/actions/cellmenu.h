#pragma once

#include <QModelIndex>
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
    CellMenu(InventoryTableView* view, InventoryModel* model, InventoryDocument* document,
             FindingActions* findings, FlowActions* edit, QObject* parent);

    // Builds the menu for a cell (of the view's model) and shows it at a screen position,
    // without waiting; the menu deletes itself when closed.
    QMenu* popup(const QModelIndex& cell, const QPoint& globalPos);

private:
    InventoryTableView* m_view;
    InventoryModel* m_model;
    InventoryDocument* m_document;
    FindingActions* m_findings;
    FlowActions* m_edit;
};

} // namespace FlowAudit
