#include "ui/views/pastecolumns.h"

#include "core/model/field.h"
#include "ui/models/inventorymodel.h"

#include <QSet>

#include <algorithm>

namespace FlowAudit {

namespace {

// The column a header cell names: a field's key or its label, or an unknown field's key.
std::optional<FlowColumn> columnNamed(const InventoryModel* model, const QString& header) {
    const QString name = header.trimmed();
    if (name.isEmpty())
        return std::nullopt;
    for (const FlowColumn& column : model->columns()) {
        if (column.key().compare(name, Qt::CaseInsensitive) == 0)
            return column;
        if (column.field &&
            FieldCatalogue::label(*column.field).compare(name, Qt::CaseInsensitive) == 0)
            return column;
    }
    return std::nullopt;
}

// A cell's text for a sentence: quoted, and short.
QString quoted(const QString& text) {
    const QString shown = text.size() > 40 ? text.left(39) + QChar(0x2026) : text;
    return QStringLiteral("\u201c%1\u201d").arg(shown);
}

qsizetype widthOf(const QList<QStringList>& rows) {
    qsizetype width = 0;
    for (const QStringList& row : rows)
        width = std::max(width, row.size());
    return width;
}

} // namespace

std::optional<PasteColumns> PasteColumns::byHeader(const InventoryModel* model,
                                                   const QList<QStringList>& rows) {
    if (rows.size() < 2 || rows.first().size() < 2)
        return std::nullopt;
    PasteColumns result;
    result.m_header = true;
    QSet<QString> keys;
    QStringList unnamed;
    QList<qsizetype> blank; // header cells left empty: their column has no name either
    for (const QString& header : rows.first()) {
        if (header.trimmed().isEmpty())
            blank.append(result.m_columns.size());
        const std::optional<FlowColumn> column = columnNamed(model, header);
        if (column) {
            if (keys.contains(column->key()))
                return std::nullopt; // the same column twice: values, not a header
            keys.insert(column->key());
        } else if (!header.trimmed().isEmpty()) {
            unnamed.append(quoted(header.trimmed()));
        }
        result.m_columns.append(column);
    }
    if (keys.size() < 2)
        return std::nullopt;
    // Data rows wider than the header: their extra cells have no name to go by.
    const qsizetype extra = widthOf(rows.mid(1)) - rows.first().size();
    QStringList parts;
    if (!unnamed.isEmpty())
        parts.append(tr("Not pasted: the column(s) %1, which name no field of the table.", nullptr,
                        int(unnamed.size()))
                         .arg(unnamed.join(QStringLiteral(", "))));
    const auto holdsText = [&rows](qsizetype column) {
        for (qsizetype r = 1; r < rows.size(); ++r) {
            if (column < rows[r].size() && !rows[r][column].trimmed().isEmpty())
                return true;
        }
        return false;
    };
    const int blankWithText = int(std::count_if(blank.begin(), blank.end(), holdsText));
    if (blankWithText > 0)
        parts.append(
            tr("Not pasted: %n column(s) under an empty header cell.", nullptr, blankWithText));
    if (extra > 0)
        parts.append(tr("Not pasted: %n cell(s) of each row beyond the header's last column.",
                        nullptr, int(extra)));
    result.m_notPasted = parts.join(QLatin1Char(' '));
    return result;
}

PasteColumns PasteColumns::byPosition(const InventoryModel* model, int firstColumn,
                                      const QList<QStringList>& rows) {
    PasteColumns result;
    const int first = std::max(firstColumn, InventoryModel::StatusColumn + 1);
    const qsizetype width = widthOf(rows);
    qsizetype placed = 0;
    for (qsizetype c = 0; c < width; ++c) {
        result.m_columns.append(model->flowColumn(first + int(c)));
        if (result.m_columns.last())
            ++placed;
    }
    if (placed < width) {
        // The first value of the first column left out, so the user sees where the cut is.
        QString firstLeftOut;
        for (const QStringList& row : rows) {
            if (placed < row.size()) {
                firstLeftOut = row[placed];
                break;
            }
        }
        const int lost = int(width - placed);
        result.m_notPasted =
            tr("Not pasted: %n column(s) of the clipboard past the table's last column, "
               "the first starting with %1. Paste from a column further left, or with a header "
               "row.",
               nullptr, lost)
                .arg(quoted(firstLeftOut));
    }
    return result;
}

} // namespace FlowAudit
