#include "core/rules/ruleengine.h"

#include "core/rules/flowchecks.h"

namespace FlowAudit {

RuleEngine::RuleEngine(const Inventory& inventory)
    : m_inventory(inventory)
{
    revalidateAll();
}

void RuleEngine::revalidateAll()
{
    const qsizetype n = m_inventory.flows.size();
    m_rowsById.clear();
    m_rowsById.reserve(n);
    m_indexedId.resize(n);
    m_verdicts.resize(n);
    for (qsizetype i = 0; i < n; ++i) {
        m_indexedId[i] = m_inventory.flows[i].text(Field::FlowId);
        index(int(i), m_indexedId[i]);
    }
    for (qsizetype i = 0; i < n; ++i)
        check(int(i));
}

QList<int> RuleEngine::revalidate(int row)
{
    QList<int> affected{row};
    const QString& newId = m_inventory.flows[row].text(Field::FlowId);
    if (newId != m_indexedId[row]) {
        const QString oldId = m_indexedId[row];
        unindex(row, oldId);
        m_indexedId[row] = newId;
        index(row, newId);
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

QList<Finding> RuleEngine::findings(int index) const
{
    if (m_verdicts[index].isEmpty())
        return {};
    const Flow& flow = m_inventory.flows[index];
    return checkFlow(flow, index + 1, flowsSharingId(flow.text(Field::FlowId)), Messages::Include);
}

QList<Finding> RuleEngine::allFindings() const
{
    QList<Finding> all;
    for (int i = 0; i < m_verdicts.size(); ++i)
        all.append(findings(i));
    return all;
}

FindingCounts RuleEngine::counts() const
{
    FindingCounts counts;
    for (const QList<Finding>& flowFindings : m_verdicts) {
        for (const Finding& f : flowFindings)
            ++counts.bySeverity[std::size_t(f.severity)];
    }
    return counts;
}

void RuleEngine::check(int row)
{
    const Flow& flow = m_inventory.flows[row];
    m_verdicts[row] = checkFlow(flow, row + 1, flowsSharingId(flow.text(Field::FlowId)), Messages::Omit);
}

void RuleEngine::index(int row, const QString& id)
{
    if (!id.isEmpty())
        m_rowsById[id].append(row);
}

void RuleEngine::unindex(int row, const QString& id)
{
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
