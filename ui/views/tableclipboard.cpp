#include "ui/views/tableclipboard.h"

#include "core/document/inventorydocument.h"
#include "core/io/tabseparatedtext.h"
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

// The column a pasted header names: a field's key or its label, or an unknown field's key.
std::optional<FlowColumn> columnNamed(const InventoryModel* model, const QString& header)
{
    const QString name = header.trimmed();
    for (const FlowColumn& column : model->columns()) {
        if (column.key().compare(name, Qt::CaseInsensitive) == 0)
            return column;
        if (column.field && FieldCatalogue::label(*column.field).compare(name, Qt::CaseInsensitive) == 0)
            return column;
    }
    return std::nullopt;
}

// The columns a first row names, when it is a header: at least two rows, and every cell of
// the first names a different column (values such as `ipaas` or `none` that happen to be
// field names do not make a header on their own). Empty otherwise.
QList<std::optional<FlowColumn>> headerColumns(const InventoryModel* model, const QList<QStringList>& rows)
{
    if (rows.size() < 2 || rows.first().size() < 2)
        return {};
    QList<std::optional<FlowColumn>> named;
    QStringList keys;
    for (const QString& header : rows.first()) {
        const std::optional<FlowColumn> column = columnNamed(model, header);
        if (!column || keys.contains(column->key()))
            return {};
        keys.append(column->key());
        named.append(column);
    }
    return named;
}

// A new flow from one pasted row, each cell in its column.
Flow flowFrom(const QStringList& cells, const QList<std::optional<FlowColumn>>& columns)
{
    Flow flow;
    for (qsizetype c = 0; c < cells.size() && c < columns.size(); ++c) {
        if (columns[c])
            flow = FlowCell::withText(flow, *columns[c], cells[c]);
    }
    return flow;
}

} // namespace

TableClipboard::TableClipboard(InventoryTableView* view, InventoryModel* model, InventoryEditor* editor)
    : m_view(view)
    , m_model(model)
    , m_editor(editor)
{
}

QList<std::optional<FlowColumn>> TableClipboard::columnsFromCurrent(const QList<QStringList>& rows) const
{
    const QModelIndex current = m_view->currentIndex();
    const int first = std::max(1, current.isValid() ? current.column() : 1);
    qsizetype width = 0;
    for (const QStringList& row : rows)
        width = std::max(width, row.size());
    QList<std::optional<FlowColumn>> columns;
    for (qsizetype c = 0; c < width; ++c)
        columns.append(m_model->flowColumn(first + int(c)));
    return columns;
}

int TableClipboard::insertionPoint() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? m_view->flowIndexAt(current.row()) + 1 : m_editor->document()->flowCount();
}

bool TableClipboard::pasteFlows(const QList<Flow>& flows)
{
    return m_editor->setCells({}, flows, insertionPoint(), tr("Paste %n flow(s)", nullptr, int(flows.size())));
}

QString TableClipboard::selectionText() const
{
    // The status column is the rules' verdict, not data: a copied row starts at its flow ID,
    // so it pastes back where it came from.
    QModelIndexList selected = m_view->selectionModel()->selectedIndexes();
    selected.removeIf([](const QModelIndex& index) { return index.column() == InventoryModel::StatusColumn; });
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

void TableClipboard::copy() const
{
    const QString text = selectionText();
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

void TableClipboard::cut()
{
    copy();
    clearSelection();
}

bool TableClipboard::clearSelection()
{
    QList<CellEdit> edits;
    for (const QModelIndex& index : m_view->selectionModel()->selectedIndexes()) {
        if (const auto column = m_model->flowColumn(index.column()))
            edits.append({m_view->flowIndexAt(index.row()), *column, QString()});
    }
    return m_editor->setCells(edits, {}, 0, tr("Clear %n cell(s)", nullptr, int(edits.size())));
}

bool TableClipboard::pasteFromClipboard()
{
    return paste(QApplication::clipboard()->text());
}

bool TableClipboard::pasteAsNewFlows(const QString& text)
{
    const QList<QStringList> rows = TabSeparatedText::parse(text);
    if (rows.isEmpty())
        return false;
    const QList<std::optional<FlowColumn>> columns = columnsFromCurrent(rows);
    QList<Flow> flows;
    for (const QStringList& row : rows)
        flows.append(flowFrom(row, columns));
    return pasteFlows(flows);
}

bool TableClipboard::paste(const QString& text)
{
    const QList<QStringList> rows = TabSeparatedText::parse(text);
    if (rows.isEmpty())
        return false;

    // A header row: columns by name, every other row a new flow.
    const QList<std::optional<FlowColumn>> named = headerColumns(m_model, rows);
    if (!named.isEmpty()) {
        QList<Flow> flows;
        for (qsizetype r = 1; r < rows.size(); ++r)
            flows.append(flowFrom(rows[r], named));
        return pasteFlows(flows);
    }

    // A rectangle at the current cell; rows past the last one shown become new flows.
    const QModelIndex current = m_view->currentIndex();
    const int firstViewRow = current.isValid() ? current.row() : m_view->model()->rowCount();
    const int viewRows = m_view->model()->rowCount();
    const QList<std::optional<FlowColumn>> columns = columnsFromCurrent(rows);
    QList<CellEdit> edits;
    QList<Flow> newFlows;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const int viewRow = firstViewRow + int(r);
        if (viewRow >= viewRows) {
            newFlows.append(flowFrom(rows[r], columns));
            continue;
        }
        for (qsizetype c = 0; c < rows[r].size(); ++c) {
            if (columns[c])
                edits.append({m_view->flowIndexAt(viewRow), *columns[c], rows[r][c]});
        }
    }
    const int cells = int(std::accumulate(rows.begin(), rows.end(), qsizetype(0),
                                          [](qsizetype n, const QStringList& row) { return n + row.size(); }));
    return m_editor->setCells(edits, newFlows, m_editor->document()->flowCount(),
                              tr("Paste %n cell(s)", nullptr, cells));
}

} // namespace FlowAudit
