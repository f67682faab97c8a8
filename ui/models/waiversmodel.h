#pragma once

#include "core/waivers/waiverstatus.h"

#include <QAbstractTableModel>

namespace FlowAudit {

class InventoryDocument;
class InventoryEditor;

// Every waiver of the inventory with its state on today's date (in force, expires in N
// days, expired, covers nothing, invalid), edited in place through the editor, so each
// change is one undo step.
class WaiversModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        StateColumn,
        FlowColumn,
        RuleColumn,
        FieldColumn,
        OwnerColumn,
        ApprovedByColumn,
        ExpiresColumn,
        JustificationColumn,
        ColumnCount
    };
    enum Role { PositionRole = Qt::UserRole + 1 }; // 1-based place in `waivers`

    WaiversModel(InventoryDocument* document, InventoryEditor* editor, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // "expires in 12 days", "covers nothing"…: the state of waiver `position` in words.
    QString stateText(int position) const;
    // How many are expired, and how many expire within 14 days.
    int expiredCount() const { return countIn(WaiverState::Expired); }
    int expiringCount() const { return countIn(WaiverState::Expiring); }

private:
    int countIn(WaiverState state) const;

    InventoryDocument* m_document;
    InventoryEditor* m_editor;
};

} // namespace FlowAudit
