#pragma once

#include "ui/flowpanel/paneltable.h"
#include "ui/flowpanel/rulemathsdock.h"

class QLabel;

namespace FlowAudit {

class InventoryEditor;

// RT01 and RT04 for the selected flow: each retry layer and its attempts, the product
// against the limit of 10, what turning any one layer off leaves (one undoable click),
// and RT04's backoff schedule with its worst-case wait and the re-drive that follows.
class RetryProductDock : public RuleMathsDock {
    Q_OBJECT
public:
    RetryProductDock(SelectedFlow* selected, InventoryEditor* editor, QWidget* parent = nullptr);

    QLabel* product() const { return m_product; }
    QTableWidget* layers() const { return m_layers; }
    QLabel* backoff() const { return m_backoff; }

private:
    void refresh();

    InventoryEditor* m_editor;
    QLabel* m_product;
    PanelTable* m_layers;
    QLabel* m_backoff;
};

} // namespace FlowAudit
