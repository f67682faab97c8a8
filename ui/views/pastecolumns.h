#pragma once

#include "core/document/flowcolumn.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace FlowAudit {

class InventoryModel;

// Where each column of a pasted block goes, and what of it has no place: a header row maps
// by name (`flow_id`, `Retry layers`…), anything else by position from the current column.
// Whatever is not pasted is said, never dropped silently.
class PasteColumns {
    Q_DECLARE_TR_FUNCTIONS(PasteColumns)

public:
    // The block's first row as a header, when at least two of its cells name different
    // columns and no column is named twice (values such as `ipaas` or `none` that happen to
    // be field names do not make a header on their own). nullopt when it is data.
    static std::optional<PasteColumns> byHeader(const InventoryModel* model,
                                                const QList<QStringList>& rows);
    // Columns from `firstColumn` of the model on (the flow ID when it is the status column).
    static PasteColumns byPosition(const InventoryModel* model, int firstColumn,
                                   const QList<QStringList>& rows);

    bool hasHeader() const { return m_header; }
    // One entry per clipboard column: its model column, or nullopt when it has none.
    const QList<std::optional<FlowColumn>>& columns() const { return m_columns; }
    // A sentence naming what was not pasted, for the status bar; empty when nothing was left out.
    QString notPasted() const { return m_notPasted; }

private:
    bool m_header = false;
    QList<std::optional<FlowColumn>> m_columns;
    QString m_notPasted;
};

} // namespace FlowAudit
