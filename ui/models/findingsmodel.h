#pragma once

#include "core/rules/finding.h"

#include <QAbstractTableModel>
#include <QMap>

#include <array>

namespace FlowAudit {

class InventoryDocument;

// Every finding of the inventory, in rules.md's order. After an edit only the rows of the
// re-checked flows are replaced; messages are asked of the engine when shown.
class FindingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { SeverityColumn, FlowColumnIndex, RuleColumn, FieldColumn, MessageColumn, ColumnCount };
    enum Role {
        FlowIndexRole = Qt::UserRole + 1, // 0-based index of the flow
        FieldRole,                        // the field as int; invalid when none
        SeverityRole,                     // int
        RuleRole,                         // the rule ID
    };

    explicit FindingsModel(InventoryDocument* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Findings per rule ID, and per severity.
    const QMap<QString, int>& countsByRule() const { return m_countsByRule; }
    int count(Severity severity) const;

signals:
    void countsChanged();

private:
    struct Entry {
        int flow = 0;    // 0-based flow index
        int verdict = 0; // position in the engine's verdicts of that flow
        // A copy of the verdict: while its rows are removed the engine already holds the
        // flow's new verdicts, and views still ask for the old rows' data.
        QString rule;
        Severity severity = Severity::Info;
        std::optional<Field> field;
    };
    void rebuild();
    void refreshFlow(int flow);
    void count(const QString& rule, Severity severity, int delta);
    QString message(const Entry& entry) const;

    InventoryDocument* m_document;
    QList<Entry> m_entries; // sorted by flow, then verdict
    QMap<QString, int> m_countsByRule;
    std::array<int, 3> m_countsBySeverity{};
    // The last flow whose messages were made: a view asks for one row's columns in turn.
    mutable int m_cachedFlow = -1;
    mutable QList<Finding> m_cachedFindings;
};

} // namespace FlowAudit
