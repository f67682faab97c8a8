#pragma once

#include "core/rules/finding.h"

#include <QObject>

#include <optional>

class QAction;
class QAbstractItemView;
class QSortFilterProxyModel;
class QWidget;

namespace FlowAudit {

class InventoryEditor;
class InventoryModel;

// "Accept Risk…": the finding chosen in the findings list (when it has the focus), else the
// worst waivable finding of the table's current cell (or flow, in the status column),
// accepted through the dialog as one undo step.
class RiskActions : public QObject {
    Q_OBJECT
public:
    RiskActions(QWidget* window, InventoryEditor* editor, InventoryModel* model,
                QAbstractItemView* table, QSortFilterProxyModel* proxy, QAbstractItemView* findings,
                QObject* parent);

    QAction* acceptRisk;

    // The finding Accept Risk… would accept now, with its message, if any.
    std::optional<Finding> currentFinding() const;
    // Why `finding` of flow `flowIndex` cannot be accepted (in words), or empty when it can.
    QString whyNotAcceptable(int flowIndex, const Finding& finding) const;
    // Opens the dialog for `finding` of flow `flowIndex`; true when a waiver was added.
    bool acceptFinding(int flowIndex, const Finding& finding);

private:
    std::optional<Finding> findingInList() const;
    // The worst finding of the table's current cell (or flow): acceptable ones only, or any.
    std::optional<Finding> findingInTable(bool acceptableOnly = true) const;
    // Why Accept Risk… cannot act now (in words, for its tooltip), or empty when it can.
    QString whyNotNow() const;
    void updateEnabled();

    QWidget* m_window;
    InventoryEditor* m_editor;
    InventoryModel* m_model;
    QAbstractItemView* m_table;
    QSortFilterProxyModel* m_proxy;
    QAbstractItemView* m_findings;
};

} // namespace FlowAudit
