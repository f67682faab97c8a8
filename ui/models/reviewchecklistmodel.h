#pragma once

#include <QAbstractTableModel>

namespace FlowAudit {

class InventoryDocument;
class InventoryEditor;

// The manual review checklist of one flow: every rule applied by hand (IP04–IP08,
// RT03–RT07, WH02–WH06, OR01–OR03) with its meaning, status, note, reviewer and date,
// read from and written to the flow's `reviews` through the editor.
class ReviewChecklistModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        RuleColumn,
        StatusColumn,
        NoteColumn,
        ByColumn,
        OnColumn,
        MeaningColumn,
        ColumnCount
    };
    enum Role { StatusChoicesRole = Qt::UserRole + 1 }; // QStringList for the status editor
    // The status column's edit value for a status the file holds and FlowAudit does not know.
    static constexpr int UnknownStatus = -1;

    ReviewChecklistModel(InventoryDocument* document, InventoryEditor* editor,
                         QObject* parent = nullptr);

    // -1: none. Whoever shows the checklist keeps the index current when flows are
    // inserted, removed or moved.
    void setFlow(int flowIndex);
    int flow() const { return m_flow; }
    // A `reviews` that is not a map is shown read-only.
    bool isEditable() const;
    int openCount() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    static QString statusLabel(int status);

private:
    InventoryDocument* m_document;
    InventoryEditor* m_editor;
    int m_flow = -1;
};

} // namespace FlowAudit
