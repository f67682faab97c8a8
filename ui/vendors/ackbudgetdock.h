#pragma once

#include <QDockWidget>

class QLabel;

namespace FlowAudit {

class BudgetBar;
class FixButtons;
class InventoryEditor;
class RuleVerdictLabel;
class SelectedFlow;
class VendorCardStore;

// WH01 for the selected flow: the sender's timeout, the budget (half of it), the
// measured p99 and the headroom, drawn as a bar; the timeouts the source's cards state,
// each applied with one undoable click.
class AckBudgetDock : public QDockWidget {
    Q_OBJECT
public:
    AckBudgetDock(SelectedFlow* selected, InventoryEditor* editor, VendorCardStore* store, QWidget* parent = nullptr);

    QLabel* figures() const { return m_figures; }
    FixButtons* fixes() const { return m_fixes; }

private:
    void refresh();

    SelectedFlow* m_selected;
    InventoryEditor* m_editor;
    VendorCardStore* m_store;
    QLabel* m_figures;
    BudgetBar* m_bar;
    RuleVerdictLabel* m_verdict;
    FixButtons* m_fixes;
};

} // namespace FlowAudit
