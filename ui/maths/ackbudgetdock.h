#pragma once

#include "ui/flowpanel/rulemathsdock.h"

class QLabel;

namespace FlowAudit {

class BudgetBar;
class InventoryEditor;
class VendorCardStore;

// WH01 for the selected flow: the sender's timeout, the budget (half of it), the
// measured p99 and the headroom, drawn as a bar; the timeouts the source's cards state,
// each applied with one undoable click.
class AckBudgetDock : public RuleMathsDock {
    Q_OBJECT
public:
    AckBudgetDock(SelectedFlow* selected, InventoryEditor* editor, VendorCardStore* store,
                  QWidget* parent = nullptr);

    QLabel* figures() const { return m_figures; }

private:
    void refresh();

    InventoryEditor* m_editor;
    VendorCardStore* m_store;
    QLabel* m_figures;
    BudgetBar* m_bar;
};

} // namespace FlowAudit
