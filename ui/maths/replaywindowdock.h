#pragma once

#include "ui/flowpanel/paneltable.h"
#include "ui/flowpanel/rulemathsdock.h"

class QLabel;

namespace FlowAudit {

class InventoryEditor;
class VendorCardStore;

// IP03 and IP07 for the selected flow: the ledger's retention against every window it
// must outlive, each named with its vendor card; the max_replay_window_days that covers
// them, applied with one undoable click; and the vendor dedupe windows a replay outlives.
class ReplayWindowDock : public RuleMathsDock {
    Q_OBJECT
public:
    ReplayWindowDock(SelectedFlow* selected, InventoryEditor* editor, VendorCardStore* store,
                     QWidget* parent = nullptr);

    QLabel* summary() const { return m_summary; }
    QTableWidget* reasons() const { return m_reasons; }
    QLabel* outlived() const { return m_outlived; }

private:
    void refresh();

    InventoryEditor* m_editor;
    VendorCardStore* m_store;
    QLabel* m_summary;
    PanelTable* m_reasons;
    QLabel* m_outlived;
};

} // namespace FlowAudit
