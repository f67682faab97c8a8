#pragma once

#include "ui/views/pastecolumns.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace FlowAudit {

class InventoryEditor;
class InventoryModel;
class InventoryTableView;
class Flow;

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
    // Pastes at the current cell: rows past the last flow become new flows. A header row
    // (see PasteColumns: flow_id, name, … or their labels) maps columns by name, and every
    // row after it becomes a new flow after the current one.
    bool paste(const QString& text);
    bool pasteFromClipboard();
    // Every pasted row becomes a new flow after the current one: by a header row's names,
    // or its cells from the current column on (from the flow ID when the status column is
    // current).
    bool pasteAsNewFlows(const QString& text);
    // What the last paste left out or refused, as a sentence for the status bar; empty
    // when it pasted everything.
    QString notice() const { return m_notice; }

private:
    // By the header row's names, else from the current column on.
    PasteColumns columnsFor(const QList<QStringList>& rows) const;
    // False, with the notice saying which, when a cell is over the reader's limit.
    bool fitsTheLimit(const QList<QStringList>& rows);
    // Numbers as the user types them (core/model/typednumber): a decimal comma in a number
    // column made a point where the language writes one; false, with the notice naming the
    // cell, its readings and how to write it, when one has a thousands separator.
    bool readNumbers(QList<QStringList>* rows, const PasteColumns& columns);
    // Where pasted flows go: after the current flow, else at the end.
    int insertionPoint() const;
    bool pasteFlows(const QList<Flow>& flows);

    InventoryTableView* m_view;
    InventoryModel* m_model;
    InventoryEditor* m_editor;
    QString m_notice;
};

} // namespace FlowAudit
