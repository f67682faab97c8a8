#include "core/document/inventorydocument.h"

#include <QSet>

namespace FlowAudit {

InventoryDocument::InventoryDocument(QObject* parent)
    : QObject(parent) {}

void InventoryDocument::reset(Inventory inventory, QList<QList<Finding>> prechecked) {
    emit aboutToReset();
    m_inventory = std::move(inventory);
    m_engine.revalidateAll(std::move(prechecked));
    emit wasReset();
    emit waiversChanged();
    emit systemsChanged();
}

void InventoryDocument::replaceSystems(YamlEntries extraKeys) {
    m_inventory.extraKeys = std::move(extraKeys);
    emit systemsChanged();
}

void InventoryDocument::replaceFlow(int index, Flow flow) {
    Q_ASSERT(index >= 0 && index < flowCount());
    m_inventory.flows[index] = std::move(flow);
    emit flowsChanged(m_engine.revalidate(index));
}

void InventoryDocument::replaceFlows(QList<std::pair<int, Flow>> flows) {
    if (flows.isEmpty())
        return;
    for (auto& [index, flow] : flows) {
        Q_ASSERT(index >= 0 && index < flowCount());
        m_inventory.flows[index] = std::move(flow);
    }
    // Every flow is in before any is re-checked; a later flow's re-check repeats the SC01
    // check of an earlier one that came to share its ID.
    QList<int> affected;
    QSet<int> seen;
    for (const auto& replaced : std::as_const(flows)) {
        for (int row : m_engine.revalidate(replaced.first)) {
            if (!seen.contains(row)) {
                seen.insert(row);
                affected.append(row);
            }
        }
    }
    emit flowsChanged(affected);
}

// Inserting, removing and moving renumber the rows of every later flow, and a finding's
// row is part of it: these re-check everything, as a load does.
void InventoryDocument::insertFlows(int index, const QList<Flow>& flows) {
    Q_ASSERT(index >= 0 && index <= flowCount());
    if (flows.isEmpty())
        return;
    const int last = index + int(flows.size()) - 1;
    emit aboutToInsertFlows(index, last);
    m_inventory.flows.insert(index, flows.size(), Flow());
    std::copy(flows.begin(), flows.end(), m_inventory.flows.begin() + index);
    m_engine.revalidateAll();
    emit flowsInserted(index, last);
    emit findingsRenumbered();
}

QList<Flow> InventoryDocument::removeFlows(int index, int count) {
    Q_ASSERT(index >= 0 && count >= 0 && index + count <= flowCount());
    if (count == 0)
        return {};
    emit aboutToRemoveFlows(index, index + count - 1);
    QList<Flow> removed = m_inventory.flows.mid(index, count);
    m_inventory.flows.remove(index, count);
    m_engine.revalidateAll();
    emit flowsRemoved(index, index + count - 1);
    emit findingsRenumbered();
    return removed;
}

void InventoryDocument::moveFlow(int from, int to) {
    Q_ASSERT(from >= 0 && from < flowCount() && to >= 0 && to < flowCount());
    if (from == to)
        return;
    emit aboutToMoveFlow(from, to);
    m_inventory.flows.move(from, to);
    m_engine.revalidateAll();
    emit flowMoved(from, to);
    emit findingsRenumbered();
}

std::optional<Finding> InventoryDocument::finding(int index, const QString& rule,
                                                  std::optional<Field> field) const {
    if (index < 0 || index >= flowCount())
        return std::nullopt;
    for (const Finding& f : m_engine.findings(index)) {
        if (f.rule == rule && f.field == field)
            return f;
    }
    return std::nullopt;
}

void InventoryDocument::replaceWaiver(int position, Waiver waiver) {
    Q_ASSERT(position >= 1 && position <= waiverCount());
    const QString oldFlowId = m_inventory.waivers[position - 1].flowId;
    m_inventory.waivers[position - 1] = std::move(waiver);
    const QList<int> affected = m_engine.revalidateWaiver(position, oldFlowId);
    if (!affected.isEmpty())
        emit flowsChanged(affected);
    emit waiversChanged();
}

void InventoryDocument::insertWaiver(int position, Waiver waiver) {
    Q_ASSERT(position >= 1 && position <= waiverCount() + 1);
    m_inventory.waivers.insert(position - 1, std::move(waiver));
    // Later waivers moved up one place: what accepts a finding is re-decided.
    const QList<int> affected = m_engine.revalidateWaivers({});
    if (!affected.isEmpty())
        emit flowsChanged(affected);
    emit waiversChanged();
}

Waiver InventoryDocument::removeWaiver(int position) {
    Q_ASSERT(position >= 1 && position <= waiverCount());
    Waiver removed = m_inventory.waivers.takeAt(position - 1);
    const QList<int> affected = m_engine.revalidateWaivers({removed.flowId});
    if (!affected.isEmpty())
        emit flowsChanged(affected);
    emit waiversChanged();
    return removed;
}

void InventoryDocument::setAdvisorySource(RuleEngine::AdvisorySource source) {
    m_engine.setAdvisorySource(std::move(source));
    emit waiversChanged();
}

void InventoryDocument::setToday(QDate today) {
    emit aboutToReset();
    m_engine.setToday(today);
    emit wasReset();
    emit waiversChanged();
}

} // namespace FlowAudit
