#include "core/document/ruleengine.h"

#include "core/rules/flowchecks.h"

#include <QSet>

namespace FlowAudit {

RuleEngine::RuleEngine(const Inventory& inventory, QDate today)
    : m_inventory(inventory)
    , m_waivers({}, today) {
    revalidateAll();
}

void RuleEngine::setToday(QDate today) {
    m_waivers = WaiverEngine({}, today);
    revalidateAll();
}

void RuleEngine::revalidateAll(QList<QList<Finding>> prechecked) {
    m_waivers.setWaivers(m_inventory.waivers);
    m_waivers.setFlows(m_inventory.flows);
    const qsizetype n = m_inventory.flows.size();
    m_rowsById.clear();
    m_rowsById.reserve(n);
    m_indexedId.resize(n);
    m_verdicts.resize(n);
    for (qsizetype i = 0; i < n; ++i) {
        m_indexedId[i] = m_inventory.flows[i].text(Field::FlowId);
        index(int(i), m_indexedId[i]);
    }
    if (prechecked.size() != n)
        prechecked.clear(); // made for another list of flows
    for (qsizetype i = 0; i < n; ++i) {
        const QString& id = m_indexedId[i];
        if (prechecked.isEmpty() || flowsSharingId(id) != 1) {
            check(int(i)); // SC01 needs the count of the whole inventory
            continue;
        }
        m_verdicts[i] = std::move(prechecked[i]);
        m_waivers.accept(id, m_verdicts[i]);
    }
}

QList<Finding> RuleEngine::precheck(const Flow& flow, int row) {
    return checkFlow(flow, row, 1, Messages::Omit);
}

QList<int> RuleEngine::revalidate(int row) {
    QList<int> affected{row};
    const QString& newId = m_inventory.flows[row].text(Field::FlowId);
    if (newId != m_indexedId[row]) {
        const QString oldId = m_indexedId[row];
        unindex(row, oldId);
        m_indexedId[row] = newId;
        index(row, newId);
        m_waivers.renameFlow(row, oldId, newId);
        // Only SC01 of the flows in the two ID groups can change.
        for (const QString& id : {oldId, newId}) {
            for (int other : m_rowsById.value(id)) {
                if (!affected.contains(other))
                    affected.append(other);
            }
        }
    }
    for (int i : affected)
        check(i);
    return affected;
}

QList<Finding> RuleEngine::findings(int index) const {
    if (m_verdicts[index].isEmpty())
        return {};
    const Flow& flow = m_inventory.flows[index];
    QList<Finding> findings =
        checkFlow(flow, index + 1, flowsSharingId(flow.text(Field::FlowId)), Messages::Include);
    m_waivers.accept(flow.text(Field::FlowId), findings);
    return findings;
}

QList<Finding> RuleEngine::allFindings() const {
    QList<Finding> all;
    for (int i = 0; i < m_verdicts.size(); ++i)
        all.append(findings(i));
    return all;
}

FindingCounts RuleEngine::counts() const {
    FindingCounts counts;
    for (const QList<Finding>& flowFindings : m_verdicts) {
        for (const Finding& f : flowFindings) {
            if (f.accepted())
                ++counts.accepted;
            else
                ++counts.bySeverity[std::size_t(f.severity)];
        }
    }
    return counts;
}

void RuleEngine::check(int row) {
    const Flow& flow = m_inventory.flows[row];
    m_verdicts[row] =
        checkFlow(flow, row + 1, flowsSharingId(flow.text(Field::FlowId)), Messages::Omit);
    m_waivers.accept(flow.text(Field::FlowId), m_verdicts[row]);
}

QList<int> RuleEngine::revalidateWaiver(int position, const QString& oldFlowId) {
    const Waiver& waiver = m_inventory.waivers[position - 1];
    m_waivers.update(position, waiver);
    QList<int> affected = m_waivers.flowsWithId(oldFlowId);
    for (int row : m_waivers.flowsWithId(waiver.flowId)) {
        if (!affected.contains(row))
            affected.append(row);
    }
    for (int row : affected)
        check(row);
    return affected;
}

QList<int> RuleEngine::revalidateWaivers(const QList<QString>& oldFlowIds) {
    m_waivers.setWaivers(m_inventory.waivers);
    QSet<QString> ids;
    for (const QString& id : oldFlowIds)
        ids.insert(id.trimmed());
    for (const Waiver& waiver : m_inventory.waivers)
        ids.insert(waiver.flowId.trimmed());
    QList<int> affected;
    for (const QString& id : std::as_const(ids))
        affected.append(m_waivers.flowsWithId(id));
    std::sort(affected.begin(), affected.end());
    affected.erase(std::unique(affected.begin(), affected.end()), affected.end());
    for (int row : affected)
        check(row);
    return affected;
}

WaiverSubjects RuleEngine::waiverSubjects() const {
    return {m_inventory.flows, [this](int index) { return m_verdicts[index]; }, m_advisories};
}

bool RuleEngine::waiverCoversAFinding(int position) const {
    return m_waivers.coversAFinding(position, waiverSubjects());
}

QList<Finding> RuleEngine::waiverFindings(int position) const {
    return m_waivers.findingsAbout(position, waiverSubjects());
}

void RuleEngine::index(int row, const QString& id) {
    if (!id.isEmpty())
        m_rowsById[id].append(row);
}

void RuleEngine::unindex(int row, const QString& id) {
    if (id.isEmpty())
        return;
    auto it = m_rowsById.find(id);
    if (it == m_rowsById.end())
        return;
    it->removeOne(row);
    if (it->isEmpty())
        m_rowsById.erase(it);
}

} // namespace FlowAudit
