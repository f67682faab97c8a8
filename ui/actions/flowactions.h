#pragma once

#include <QObject>

class QAction;
class QSortFilterProxyModel;

namespace FlowAudit {

class InventoryEditor;
class InventoryModel;
class InventoryTableView;
class TableClipboard;

// The Edit menu's table actions: clipboard, clearing cells, adding, duplicating, deleting
// and moving flows. Each acts on the table's selection through the editor.
class FlowActions : public QObject {
    Q_OBJECT
public:
    FlowActions(InventoryTableView* view, QSortFilterProxyModel* proxy, InventoryModel* model,
                InventoryEditor* editor, QObject* parent);
    ~FlowActions() override;

    QAction* cut;
    QAction* copy;
    QAction* paste;
    QAction* pasteAsNewFlows;
    QAction* clearCells;
    QAction* addFlow;
    QAction* duplicateFlows;
    QAction* deleteFlows;
    QAction* moveUp;
    QAction* moveDown;

    TableClipboard* clipboard() const { return m_clipboard; }

signals:
    // A sentence for the status bar: what a paste left out or refused.
    void notice(const QString& text);

private:
    void updateEnabled();
    void selectFlow(int flowIndex, int column);
    void move(int step);

    InventoryTableView* m_view;
    QSortFilterProxyModel* m_proxy;
    InventoryModel* m_model;
    InventoryEditor* m_editor;
    TableClipboard* m_clipboard;
};

} // namespace FlowAudit
