#pragma once

#include "core/rules/finding.h"
#include "ui/models/rowoffsets.h"

#include <QAbstractTableModel>
#include <QMap>

#include <array>

namespace FlowAudit {

class InventoryDocument;

// What the findings dock shows: one severity, one rule, and text in the flow ID, rule,
// field or message. Empty parts match everything.
struct FindingsFilter {
    std::optional<Severity> severity; // findings of this severity that count (not accepted)
    bool acceptedOnly = false;        // the findings waivers accept
    QString rule;
    QString text;
    bool isEmpty() const { return !severity && !acceptedOnly && rule.isEmpty() && text.isEmpty(); }
    bool operator==(const FindingsFilter& other) const = default;
};

// The findings of the inventory that pass the filter, in docs/spec/rules.md's order. The model
// filters itself rather than sit behind a proxy: after an edit only the rows of the
// re-checked flows change, in place, at a cost that does not grow with the inventory.
// Messages are asked of the engine when shown. Counts are of every finding, unfiltered.
class FindingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        SeverityColumn,
        FlowColumnIndex,
        RuleColumn,
        FieldColumn,
        MessageColumn,
        ColumnCount
    };
    enum Role {
        FlowIndexRole = Qt::UserRole + 1, // 0-based index of the flow
        FieldRole,                        // the field as int; invalid when none
        SeverityRole,                     // int
        RuleRole,                         // the rule ID
        AcceptedByRole, // 1-based position of the waiver accepting it; 0 when none
    };

    explicit FindingsModel(InventoryDocument* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void setFilter(const FindingsFilter& filter);
    const FindingsFilter& filter() const { return m_filter; }

    // Findings per rule ID, and per severity, whatever the filter.
    const QMap<QString, int>& countsByRule() const { return m_countsByRule; }
    // Findings that count, by severity; those accepted by waivers apart.
    int count(Severity severity) const;
    int acceptedCount() const { return m_accepted; }
    // Every finding, whatever the filter: those that count and those accepted.
    int totalCount() const;
    // "9 FAIL · 11 WARN · 0 INFO" (and "· 1 accepted" when a waiver accepts any), for the
    // dock; the status bar adds the waivers' own findings (`extra`, by severity) to them.
    QString countsText(const std::array<int, 3>& extra = {}) const;
    // The severity column's word: "FAIL", or "FAIL accepted" for a finding a waiver accepts.
    static QString severityText(Severity severity, bool accepted);

signals:
    void countsChanged();

private:
    // Changes of more flows than this at once rebuild the list instead of editing it.
    static constexpr qsizetype BulkChange = 64;

    // A copy of a verdict: while a flow's rows are removed the engine already holds its new
    // verdicts, and views still ask for the old rows' data.
    struct Entry {
        int verdict = 0; // its place in the engine's verdicts of the flow
        QString rule;
        Severity severity = Severity::Info;
        std::optional<Field> field;
        int acceptedBy = 0;
    };
    struct Counted {
        QString rule;
        Severity severity;
        bool accepted;
    };
    // The verdicts of `flow` that pass the filter.
    QList<Entry> entriesOf(int flow) const;
    void rebuild();
    void refreshFlow(int flow);
    void count(const Counted& counted, int delta);
    QString message(int flow, int verdict) const;

    InventoryDocument* m_document;
    FindingsFilter m_filter;
    QList<QList<Entry>> m_entries;   // per flow, the findings shown, in the engine's order
    QList<QList<Counted>> m_counted; // per flow, every finding counted
    RowOffsets m_rows;               // where each flow's rows start
    QMap<QString, int> m_countsByRule;
    std::array<int, 3> m_countsBySeverity{};
    int m_accepted = 0;
    // The last flow whose messages were made: a view asks for one row's columns in turn.
    mutable int m_cachedFlow = -1;
    mutable QList<Finding> m_cachedFindings;
};

} // namespace FlowAudit
