#include "ui/views/tableclipboard.h"

#include "core/document/inventorydocument.h"
#include "core/io/celltextlimit.h"
#include "core/io/table/tabseparatedtext.h"
#include "core/model/typednumber.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/models/inventorymodel.h"
#include "ui/views/inventorytableview.h"

#include <QApplication>
#include <QClipboard>
#include <QItemSelectionModel>

#include <algorithm>
#include <numeric>

namespace FlowAudit {

namespace {

// A new flow from one pasted row, each cell in its column.
Flow flowFrom(const QStringList& cells, const QList<std::optional<FlowColumn>>& columns) {
    Flow flow;
    for (qsizetype c = 0; c < cells.size() && c < columns.size(); ++c) {
        if (columns[c])
            FlowCell::setText(flow, *columns[c], cells[c]);
    }
    return flow;
}

// Every row a new flow, but a header row.
QList<Flow> flowsFrom(const QList<QStringList>& rows, const PasteColumns& columns) {
    QList<Flow> flows;
    for (qsizetype r = columns.hasHeader() ? 1 : 0; r < rows.size(); ++r)
        flows.append(flowFrom(rows[r], columns.columns()));
    return flows;
}

} // namespace

TableClipboard::TableClipboard(InventoryTableView* view, InventoryModel* model,
                               InventoryEditor* editor)
    : m_view(view)
    , m_model(model)
    , m_editor(editor) {}

PasteColumns TableClipboard::columnsFor(const QList<QStringList>& rows) const {
    if (std::optional<PasteColumns> named = PasteColumns::byHeader(m_model, rows))
        return *named;
    const QModelIndex current = m_view->currentIndex();
    return PasteColumns::byPosition(m_model, current.isValid() ? current.column() : 0, rows);
}

// A cell over the limit refuses the whole paste, before anything changes: half a paste
// would be as surprising as a file that does not open again.
bool TableClipboard::fitsTheLimit(const QList<QStringList>& rows) {
    for (qsizetype r = 0; r < rows.size(); ++r) {
        for (qsizetype c = 0; c < rows[r].size(); ++c) {
            if (const auto problem = CellTextLimit::problem(rows[r][c])) {
                m_notice =
                    tr("Nothing pasted: the cell in row %1, column %2 of the clipboard holds %3.")
                        .arg(r + 1)
                        .arg(c + 1)
                        .arg(*problem);
                return false;
            }
        }
    }
    return true;
}

// A paste is one reading of numbers, all or nothing, as an import is.
bool TableClipboard::readNumbers(QList<QStringList>* rows, const PasteColumns& columns) {
    const TypedNumber::Marks marks = TypedNumber::userMarks();
    for (qsizetype r = columns.hasHeader() ? 1 : 0; r < rows->size(); ++r) {
        QStringList& cells = (*rows)[r];
        for (qsizetype c = 0; c < cells.size() && c < columns.columns().size(); ++c) {
            const std::optional<FlowColumn>& column = columns.columns()[c];
            if (!column || !column->field)
                continue;
            const TypedNumber::Cell typed = TypedNumber::forField(*column->field, cells[c], marks);
            if (typed.refusal) {
                m_notice = tr("Nothing pasted: the cell in row %1, column %2 of the clipboard: "
                              "%3.")
                               .arg(r + 1)
                               .arg(c + 1)
                               .arg(*typed.refusal);
                return false;
            }
            cells[c] = typed.text;
        }
    }
    return true;
}

int TableClipboard::insertionPoint() const {
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? m_view->flowIndexAt(current.row()) + 1
                             : m_editor->document()->flowCount();
}

bool TableClipboard::pasteFlows(const QList<Flow>& flows) {
    return m_editor->setCells({}, flows, insertionPoint(),
                              tr("Paste %n flow(s)", nullptr, int(flows.size())));
}

QString TableClipboard::selectionText() const {
    // The status column is the rules' verdict, not data: a copied row starts at its flow ID,
    // so it pastes back where it came from.
    QModelIndexList selected = m_view->selectionModel()->selectedIndexes();
    selected.removeIf([this](const QModelIndex& index) {
        return index.column() == InventoryModel::StatusColumn ||
               index.column() == m_model->completenessColumn();
    });
    if (selected.isEmpty())
        return {};
    int top = INT_MAX, bottom = -1, left = INT_MAX, right = -1;
    for (const QModelIndex& index : selected) {
        top = std::min(top, index.row());
        bottom = std::max(bottom, index.row());
        left = std::min(left, index.column());
        right = std::max(right, index.column());
    }
    QList<QStringList> rows(bottom - top + 1, QStringList(right - left + 1));
    for (const QModelIndex& index : selected)
        rows[index.row() - top][index.column() - left] = index.data(Qt::DisplayRole).toString();
    return TabSeparatedText::format(rows);
}

void TableClipboard::copy() const {
    const QString text = selectionText();
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void TableClipboard::cut() {
    copy();
    clearSelection();
}

bool TableClipboard::clearSelection() {
    QList<CellEdit> edits;
    for (const QModelIndex& index : m_view->selectionModel()->selectedIndexes()) {
        if (const auto column = m_model->flowColumn(index.column()))
            edits.append({m_view->flowIndexAt(index.row()), *column, QString()});
    }
    return m_editor->setCells(edits, {}, 0, tr("Clear %n cell(s)", nullptr, int(edits.size())));
}

bool TableClipboard::pasteFromClipboard() {
    return paste(QApplication::clipboard()->text());
}

bool TableClipboard::pasteAsNewFlows(const QString& text) {
    m_notice.clear();
    QList<QStringList> rows = TabSeparatedText::parse(text);
    if (rows.isEmpty() || !fitsTheLimit(rows))
        return false;
    const PasteColumns columns = columnsFor(rows);
    if (!readNumbers(&rows, columns))
        return false;
    m_notice = columns.notPasted();
    return pasteFlows(flowsFrom(rows, columns));
}

bool TableClipboard::paste(const QString& text) {
    m_notice.clear();
    QList<QStringList> rows = TabSeparatedText::parse(text);
    if (rows.isEmpty() || !fitsTheLimit(rows))
        return false;
    const PasteColumns columns = columnsFor(rows);
    if (!readNumbers(&rows, columns))
        return false;
    m_notice = columns.notPasted();

    // A header row: columns by name, every other row a new flow.
    if (columns.hasHeader())
        return pasteFlows(flowsFrom(rows, columns));

    // A rectangle at the current cell; rows past the last one shown become new flows.
    const QModelIndex current = m_view->currentIndex();
    const int firstViewRow = current.isValid() ? current.row() : m_view->model()->rowCount();
    const int viewRows = m_view->model()->rowCount();
    QList<CellEdit> edits;
    QList<Flow> newFlows;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const int viewRow = firstViewRow + int(r);
        if (viewRow >= viewRows) {
            newFlows.append(flowFrom(rows[r], columns.columns()));
            continue;
        }
        const int flow = m_view->flowIndexAt(viewRow);
        for (qsizetype c = 0; c < rows[r].size(); ++c) {
            if (const std::optional<FlowColumn>& column = columns.columns()[c])
                edits.append({flow, *column, rows[r][c]});
        }
    }
    const int cells =
        int(std::accumulate(rows.begin(), rows.end(), qsizetype(0),
                            [](qsizetype n, const QStringList& row) { return n + row.size(); }));
    return m_editor->setCells(edits, newFlows, m_editor->document()->flowCount(),
                              tr("Paste %n cell(s)", nullptr, cells));
}

} // namespace FlowAudit
