#pragma once

#include "core/document/flowcolumn.h"
#include "core/rules/finding.h"

#include <QAbstractTableModel>

namespace FlowAudit {

class InventoryDocument;
class InventoryEditor;

// The inventory as a table: a status column with the flow's worst verdict, then one
// column per known field in catalogue order, then the unknown fields. It maps the
// document and the engine's verdicts to roles; edits go to the editor as undo steps.
class InventoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        SeverityRole = Qt::UserRole + 1, // the cell's worst severity as int; invalid when none
        FlowSeverityRole,                // the flow's worst severity as int; invalid when none
        FlowRulesRole,                   // QStringList: the rule IDs with a verdict on the flow
        SortRole,                        // the cell's text; severities by rank
        FieldRole,                       // the known field of the column as int; invalid otherwise
        AcceptedRole, // bool: the cell's (the flow's) findings are all accepted by waivers
    };
    static constexpr int StatusColumn = 0;
    // The last column: how much of the flow is known (core/analysis/completeness); read only.
    int completenessColumn() const { return 1 + int(m_columns.size()); }

    InventoryModel(InventoryDocument* document, InventoryEditor* editor, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // The column a finding's field is shown in, and back; nullopt for the status column.
    int columnOf(Field field) const { return 1 + int(field); }
    std::optional<FlowColumn> flowColumn(int column) const;
    const QList<FlowColumn>& columns() const { return m_columns; }

private:
    void rebuildColumns();
    void addColumnsForNewFields(int first, int last);
    void onFlowsChanged(const QList<int>& indexes);
    // The worst verdict on a cell of the flow, or on the whole flow when column is nullopt.
    // The worst severity of the findings that count (not accepted by a waiver).
    std::optional<Severity> worst(int row, const std::optional<FlowColumn>& column) const;
    bool hasAccepted(int row, const std::optional<FlowColumn>& column) const;
    QString toolTip(int row, const std::optional<FlowColumn>& column) const;
    QString helpRule(int row, const std::optional<FlowColumn>& column) const;
    QVariant completenessData(int row, int role) const;

    InventoryDocument* m_document;
    InventoryEditor* m_editor;
    QList<FlowColumn> m_columns; // every column after the status column
};

} // namespace FlowAudit
