#pragma once

#include <QTableView>

namespace FlowAudit {

class RowHeaderFit;

// The inventory table: uniform row heights (so 100,000 flows scroll without measuring
// rows), field-fitting editors, and editing started by typing as in a spreadsheet.
class InventoryTableView : public QTableView {
    Q_OBJECT
public:
    explicit InventoryTableView(QWidget* parent = nullptr);

    // Selects and shows a cell of the view's model.
    void showCell(const QModelIndex& index);
    // The source rows (0-based flow indexes) of the selected cells, ascending.
    QList<int> selectedFlowIndexes() const;
    int currentFlowIndex() const;
    // The flow (0-based index in the inventory) shown in a row of the view.
    int flowIndexAt(int viewRow) const;
    void setModel(QAbstractItemModel* model) override;

private:
    void fitToFont();

    RowHeaderFit* m_rowHeaderFit;

signals:
    void currentFlowChanged(int flowIndex); // -1: none

protected:
    void changeEvent(QEvent* event) override;
    void currentChanged(const QModelIndex& current, const QModelIndex& previous) override;
};

} // namespace FlowAudit
