#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace FlowAudit {

class InventoryEditor;
class InventoryModel;
class InventoryTableView;
class Flow;
struct FlowColumn;

// Copy, cut, paste and clear of rectangular ranges between the inventory table and a
// spreadsheet, as tab-separated text. Each paste or clear is one undo step.
class TableClipboard {
    Q_DECLARE_TR_FUNCTIONS(TableClipboard)

public:
    TableClipboard(InventoryTableView* view, InventoryModel* model, InventoryEditor* editor);

    // The selected range's bounding rectangle, cells outside the selection left empty.
    QString selectionText() const;
    void copy() const;
    void cut();
    bool clearSelection();
    // Pastes at the current cell: rows past the last flow become new flows. A first row
    // whose every cell names a different field (flow_id, name, … or their labels) is a
    // header: columns map by name and every row after it becomes a new flow after the
    // current one.
    bool paste(const QString& text);
    bool pasteFromClipboard();
    // Every pasted row becomes a new flow after the current one, its cells from the current
    // column on (from the flow ID when the status column is current).
    bool pasteAsNewFlows(const QString& text);

private:
    // The columns the pasted rows' cells go to, from the current cell on (from the flow ID
    // when there is none, or when it is the status column); nullopt past the last column.
    QList<std::optional<FlowColumn>> columnsFromCurrent(const QList<QStringList>& rows) const;
    // Where pasted flows go: after the current flow, else at the end.
    int insertionPoint() const;
    bool pasteFlows(const QList<Flow>& flows);

    InventoryTableView* m_view;
    InventoryModel* m_model;
    InventoryEditor* m_editor;
};

} // namespace FlowAudit
