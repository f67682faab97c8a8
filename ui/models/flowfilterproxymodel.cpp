#include "ui/models/flowfilterproxymodel.h"

#include "core/map/mapgraph.h"
#include "core/model/field.h"
#include "core/model/systemsblock.h"

#include "core/model/decimal.h"
#include "ui/models/inventorymodel.h"

namespace FlowAudit {

FlowFilterProxyModel::FlowFilterProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(InventoryModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

void FlowFilterProxyModel::setText(const QString& text) {
    if (text.trimmed() == m_text)
        return;
    m_text = text.trimmed();
    invalidateRowsFilter();
}

void FlowFilterProxyModel::setMinimumSeverity(std::optional<Severity> severity) {
    if (severity == m_minimumSeverity)
        return;
    m_minimumSeverity = severity;
    invalidateRowsFilter();
}

void FlowFilterProxyModel::setRule(const QString& ruleId) {
    if (ruleId == m_rule)
        return;
    m_rule = ruleId;
    invalidateRowsFilter();
}

void FlowFilterProxyModel::setOnlyFailing(bool onlyFailing) {
    if (onlyFailing == m_onlyFailing)
        return;
    m_onlyFailing = onlyFailing;
    invalidateRowsFilter();
}

void FlowFilterProxyModel::clearFilters() {
    m_text.clear();
    m_minimumSeverity.reset();
    m_rule.clear();
    m_onlyFailing = false;
    m_system.clear();
    invalidateRowsFilter();
}

bool FlowFilterProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const QVariant field = left.data(InventoryModel::FieldRole);
    if (field.isValid() && FieldCatalogue::info(Field(field.toInt())).kind == FieldKind::Number) {
        const auto a = Decimal::parse(left.data(InventoryModel::SortRole).toString());
        const auto b = Decimal::parse(right.data(InventoryModel::SortRole).toString());
        if (a && b)
            return a->compare(*b) < 0;
        if (a || b)
            return a.has_value();
    }
    return QSortFilterProxyModel::lessThan(left, right);
}

void FlowFilterProxyModel::setSystem(const QString& system) {
    const QString normalised = SystemsBlock::normalisedId(system);
    if (normalised == m_system)
        return;
    m_system = normalised;
    invalidateRowsFilter();
}

bool FlowFilterProxyModel::touchesSystem(const QAbstractItemModel* model, int sourceRow,
                                         const QModelIndex& sourceParent) const {
    for (int column = 1; column < model->columnCount(sourceParent); ++column) {
        const QModelIndex cell = model->index(sourceRow, column, sourceParent);
        const QVariant field = cell.data(InventoryModel::FieldRole);
        if (!field.isValid() ||
            (Field(field.toInt()) != Field::Source && Field(field.toInt()) != Field::Destination))
            continue;
        for (const QString& name : MapGraph::systemsIn(cell.data(Qt::EditRole).toString())) {
            if (SystemsBlock::normalisedId(name) == m_system)
                return true;
        }
    }
    return false;
}

bool FlowFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QAbstractItemModel* model = sourceModel();
    const QModelIndex status = model->index(sourceRow, InventoryModel::StatusColumn, sourceParent);
    if (m_onlyFailing || m_minimumSeverity) {
        const QVariant severity = status.data(InventoryModel::FlowSeverityRole);
        if (!severity.isValid())
            return false;
        if (m_onlyFailing && Severity(severity.toInt()) != Severity::Fail)
            return false;
        if (m_minimumSeverity && Severity(severity.toInt()) < *m_minimumSeverity)
            return false;
    }
    if (!m_rule.isEmpty() &&
        !status.data(InventoryModel::FlowRulesRole).toStringList().contains(m_rule))
        return false;
    if (!m_system.isEmpty() && !touchesSystem(model, sourceRow, sourceParent))
        return false;
    if (m_text.isEmpty())
        return true;
    for (int column = 1; column < model->columnCount(sourceParent); ++column) {
        if (model->index(sourceRow, column, sourceParent)
                .data()
                .toString()
                .contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace FlowAudit
