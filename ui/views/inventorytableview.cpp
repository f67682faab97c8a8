#include "ui/views/inventorytableview.h"

#include "ui/views/fielddelegate.h"
#include "ui/views/rowheaderfit.h"
#include "ui/views/rowheight.h"

#include <QAbstractProxyModel>
#include <QEvent>
#include <QHeaderView>

#include <algorithm>

namespace FlowAudit {

InventoryTableView::InventoryTableView(QWidget* parent)
    : QTableView(parent)
    , m_rowHeaderFit(new RowHeaderFit(verticalHeader())) {
    setObjectName(QStringLiteral("inventoryTable"));
    setAccessibleName(tr("Flows"));
    setWhatsThis(tr(
        "<p><b>The flows</b>: one row per flow of the inventory, one column per field. The Status "
        "column and the row header give the flow's worst verdict; a cell with a finding shows a "
        "cross (FAIL), a triangle (WARN) or an \"i\" (INFO) and explains it in its tooltip.</p>"
        "<p>Type over a cell or press F2 to edit it; F1 opens the rule of the cell; F6 "
        "moves on to the next panel.</p>"));
    setItemDelegate(new FieldDelegate(this));
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                    QAbstractItemView::AnyKeyPressed);
    setSortingEnabled(true);
    setWordWrap(false);
    setAlternatingRowColors(true);
    setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    verticalHeader()->setTextElideMode(Qt::ElideRight);
    horizontalHeader()->setSectionsMovable(false);
    fitToFont();
    horizontalHeader()->setHighlightSections(true);
    sortByColumn(-1, Qt::AscendingOrder); // the user's order until a header is clicked
}

void InventoryTableView::fitToFont() {
    fitRowHeightToFont(this);
    m_rowHeaderFit->fitAll();
    horizontalHeader()->setDefaultSectionSize(fontMetrics().averageCharWidth() * 16);
}

void InventoryTableView::changeEvent(QEvent* event) {
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitToFont();
}

void InventoryTableView::showCell(const QModelIndex& index) {
    if (!index.isValid())
        return;
    setCurrentIndex(index);
    selectionModel()->select(index, QItemSelectionModel::ClearAndSelect);
    scrollTo(index, QAbstractItemView::PositionAtCenter);
    setFocus();
}

int InventoryTableView::flowIndexAt(int viewRow) const {
    if (auto* proxy = qobject_cast<const QAbstractProxyModel*>(model()))
        return proxy->mapToSource(proxy->index(viewRow, 0)).row();
    return viewRow;
}

QList<int> InventoryTableView::selectedFlowIndexes() const {
    QList<int> rows;
    for (const QModelIndex& index : selectionModel()->selectedIndexes())
        rows.append(flowIndexAt(index.row()));
    if (rows.isEmpty() && currentIndex().isValid())
        rows.append(flowIndexAt(currentIndex().row()));
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

int InventoryTableView::currentFlowIndex() const {
    return currentIndex().isValid() ? flowIndexAt(currentIndex().row()) : -1;
}

// Sorting, filtering, moves and undo can put another flow under the current cell.
void InventoryTableView::setModel(QAbstractItemModel* model) {
    QTableView::setModel(model);
    m_rowHeaderFit->watch(model);
    const auto announce = [this] { emit currentFlowChanged(currentFlowIndex()); };
    connect(model, &QAbstractItemModel::layoutChanged, this, announce);
    connect(model, &QAbstractItemModel::modelReset, this, announce);
    connect(model, &QAbstractItemModel::rowsInserted, this, announce);
    connect(model, &QAbstractItemModel::rowsRemoved, this, announce);
    connect(model, &QAbstractItemModel::rowsMoved, this, announce);
}

void InventoryTableView::currentChanged(const QModelIndex& current, const QModelIndex& previous) {
    QTableView::currentChanged(current, previous);
    if (current.row() != previous.row() || current.isValid() != previous.isValid())
        emit currentFlowChanged(currentFlowIndex());
}

} // namespace FlowAudit
