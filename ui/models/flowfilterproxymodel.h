#pragma once

#include "core/rules/severity.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace FlowAudit {

// The filter bar's view of the inventory: text in any cell, a minimum severity, one rule,
// "only flows that fail", and one system of the map. Sorting uses the model's SortRole (numbers as
// numbers).
class FlowFilterProxyModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit FlowFilterProxyModel(QObject* parent = nullptr);

    void setText(const QString& text);
    void setMinimumSeverity(std::optional<Severity> severity); // nullopt: any flow
    void setRule(const QString& ruleId);                       // empty: any rule
    void setOnlyFailing(bool onlyFailing);
    // Only the flows reading from or writing to one system (a click on the map); empty: any.
    void setSystem(const QString& system);
    const QString& system() const { return m_system; }
    void clearFilters();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    // Number fields compare as the rules read them (exact decimals), before any text.
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    bool touchesSystem(const QAbstractItemModel* model, int sourceRow,
                       const QModelIndex& sourceParent) const;

    QString m_text;
    std::optional<Severity> m_minimumSeverity;
    QString m_rule;
    bool m_onlyFailing = false;
    QString m_system; // normalised (SystemsBlock::normalisedId)
};

} // namespace FlowAudit
