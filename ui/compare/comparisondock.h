#pragma once

#include "core/diff/inventorycomparison.h"
#include "core/model/field.h"

#include <QDockWidget>

#include <optional>

class QLabel;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace FlowAudit {

class InventoryDocument;

// File → Compare With…'s result: what the open inventory changes against another version
// (a file, or a committed version), the verdicts first. A dock rather than a dialog: the
// table stays usable beside it, selecting an entry selects its flow there, and the list
// follows the edits: it is compared again a moment after each one, on a worker thread (a
// comparison of 10k flows takes a second), from a snapshot of the inventory.
class ComparisonDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ComparisonDock(InventoryDocument* document, QWidget* parent = nullptr);

    // Compares the open inventory (after) with `before`, named `name` ("HEAD:flows.yaml").
    void compareWith(const QString& name, Inventory before);
    // No comparison any more, and why (the document became another one).
    void clear(const QString& why);
    // No comparison, and how to make one.
    void showIntroduction();
    bool hasComparison() const { return m_comparison.has_value(); }
    const std::optional<InventoryComparison>& comparison() const { return m_comparison; }
    QTreeWidget* view() const { return m_view; }
    QLabel* verdictLabel() const { return m_verdict; }
    // Compares again now, on this thread (tests; otherwise a moment after an edit, in the
    // background).
    void refresh();

signals:
    // The current entry is about a flow of the open inventory: select it (and its field).
    void flowSelected(int flowIndex, std::optional<Field> field);
    // Enter or a double click on such an entry: show it and go there.
    void flowActivated(int flowIndex, std::optional<Field> field);

private:
    void compareInBackground();
    void display(InventoryComparison comparison);
    void emitFor(const QTreeWidgetItem* item, bool activated);
    void updateTitle();

    InventoryDocument* m_document;
    QLabel* m_heading;
    QLabel* m_verdict;
    QTreeWidget* m_view;
    QTimer* m_again;
    QString m_beforeName;
    bool m_stale = false;        // edited while hidden
    bool m_comparing = false;    // a background comparison is running
    bool m_compareAgain = false; // and an edit came after its snapshot
    int m_generation = 0;        // a comparison made for an older `before` is dropped
    std::optional<FileLint> m_before;
    std::optional<InventoryComparison> m_comparison;
};

} // namespace FlowAudit
