#include "ui/views/tableclipboard.h"

#include "core/document/inventorydocument.h"
#include "core/io/tabseparatedtext.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/models/inventorymodel.h"

#include <QAbstractProxyModel>
#include <QApplication>
#include <QClipboard>
#include <QItemSelectionModel>
#include <QTableView>

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

} // namespace

TableClipboard::TableClipboard(QTableView* view, InventoryModel* model, InventoryEditor* editor)
    : m_view(view)
    , m_model(model)
    , m_editor(editor)
{
}

int TableClipboard::sourceRow(int viewRow) const
{
    if (auto* proxy = qobject_cast<QAbstractProxyModel*>(m_view->model()))
        return proxy->mapToSource(proxy->index(viewRow, 0)).row();
    return viewRow;
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
            edits.append({sourceRow(index.row()), *column, QString()});
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
    const QModelIndex current = m_view->currentIndex();
    const int firstColumn = std::max(1, current.isValid() ? current.column() : 1);
    QList<Flow> flows;
    for (const QStringList& row : rows) {
        Flow flow;
        for (qsizetype c = 0; c < row.size(); ++c) {
            if (const auto column = m_model->flowColumn(firstColumn + int(c)))
                flow = FlowCell::withText(flow, *column, row[c]);
        }
        flows.append(flow);
    }
    const int at = current.isValid() ? sourceRow(current.row()) + 1 : m_editor->document()->flowCount();
    return m_editor->setCells({}, flows, at, tr("Paste %n flow(s)", nullptr, int(flows.size())));
}

bool TableClipboard::paste(const QString& text)
{
    QList<QStringList> rows = TabSeparatedText::parse(text);
    if (rows.isEmpty())
        return false;
    const InventoryDocument* document = m_editor->document();
    const QModelIndex current = m_view->currentIndex();

    // A header row: columns by name, every other row a new flow.
    const QList<std::optional<FlowColumn>> named = headerColumns(m_model, rows);
    if (!named.isEmpty()) {
        QList<Flow> flows;
        for (qsizetype r = 1; r < rows.size(); ++r) {
            Flow flow;
            for (qsizetype c = 0; c < rows[r].size() && c < named.size(); ++c) {
                if (named[c])
                    flow = FlowCell::withText(flow, *named[c], rows[r][c]);
            }
            flows.append(flow);
        }
        const int at = current.isValid() ? sourceRow(current.row()) + 1 : document->flowCount();
        return m_editor->setCells({}, flows, at, tr("Paste %n flow(s)", nullptr, int(flows.size())));
    }

    // A rectangle at the current cell (the first field when no cell is current).
    const int firstViewRow = current.isValid() ? current.row() : m_view->model()->rowCount();
    const int firstColumn = std::max(1, current.isValid() ? current.column() : 1);
    const int viewRows = m_view->model()->rowCount();
    QList<CellEdit> edits;
    QList<Flow> newFlows;
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const int viewRow = firstViewRow + int(r);
        Flow fresh;
        for (qsizetype c = 0; c < rows[r].size(); ++c) {
            const auto column = m_model->flowColumn(firstColumn + int(c));
            if (!column)
                continue;
            if (viewRow < viewRows)
                edits.append({sourceRow(viewRow), *column, rows[r][c]});
            else
                fresh = FlowCell::withText(fresh, *column, rows[r][c]);
        }
        if (viewRow >= viewRows)
            newFlows.append(fresh);
    }
    const int cells = int(std::accumulate(rows.begin(), rows.end(), qsizetype(0),
                                          [](qsizetype n, const QStringList& row) { return n + row.size(); }));
    return m_editor->setCells(edits, newFlows, document->flowCount(),
                              tr("Paste %n cell(s)", nullptr, cells));
}

} // namespace FlowAudit
