#include "core/waivers/waiverengine.h"

#include "core/model/field.h"
#include "core/waivers/waiverchecks.h"

#include <algorithm>

namespace FlowAudit {

namespace {

void insertSorted(QList<int>& list, int value) {
    list.insert(std::lower_bound(list.begin(), list.end(), value), value);
}

void removeFrom(QHash<QString, QList<int>>& index, const QString& key, int value) {
    const auto found = index.find(key);
    if (found == index.end())
        return;
    found->removeOne(value);
    if (found->isEmpty())
        index.erase(found);
}

} // namespace

WaiverEngine::WaiverEngine(const QList<Waiver>& waivers, QDate today)
    : m_today(today) {
    setWaivers(waivers);
}

void WaiverEngine::setWaivers(const QList<Waiver>& waivers) {
    m_waivers = waivers;
    m_byFlowId.clear();
    m_status = QList<WaiverStatus>(waivers.size());
    m_keys = QList<Key>(waivers.size());
    for (qsizetype i = 0; i < waivers.size(); ++i)
        update(int(i) + 1, waivers[i]);
}

void WaiverEngine::update(int position, const Waiver& waiver) {
    Key& key = m_keys[position - 1];
    if (!key.flowId.isNull())
        removeFrom(m_byFlowId, key.flowId, position);
    key = Key{waiver.flowId.trimmed(), waiver.rule.trimmed(), waiver.field.trimmed()};
    if (key.flowId.isNull())
        key.flowId = QLatin1StringView("");
    m_waivers[position - 1] = waiver;
    m_status[position - 1] = waiverStatus(waiver, m_today);
    insertSorted(m_byFlowId[key.flowId], position);
}

void WaiverEngine::setFlows(const QList<Flow>& flows) {
    m_flowsById.clear();
    m_flowsById.reserve(flows.size());
    for (qsizetype i = 0; i < flows.size(); ++i)
        m_flowsById[flows[i].text(Field::FlowId).trimmed()].append(int(i));
}

void WaiverEngine::renameFlow(int index, const QString& oldId, const QString& newId) {
    removeFrom(m_flowsById, oldId.trimmed(), index);
    insertSorted(m_flowsById[newId.trimmed()], index);
}

bool WaiverEngine::matches(int position, const QString& flowId, const Finding& finding) const {
    const Key& key = m_keys[position - 1];
    if (m_status[position - 1].state == WaiverState::Invalid || finding.aboutWaiver())
        return false;
    if (key.flowId != flowId.trimmed() || key.rule != finding.rule)
        return false;
    return key.field.isEmpty() ||
           (finding.field && key.field == FieldCatalogue::name(*finding.field));
}

int WaiverEngine::acceptingWaiver(const QString& flowId, const Finding& finding) const {
    const auto found = m_byFlowId.constFind(flowId.trimmed());
    if (found == m_byFlowId.cend())
        return 0;
    for (int position : *found) {
        if (m_status[position - 1].accepts() && matches(position, flowId, finding))
            return position;
    }
    return 0;
}

void WaiverEngine::accept(const QString& flowId, QList<Finding>& findings) const {
    if (m_byFlowId.isEmpty() || !m_byFlowId.contains(flowId.trimmed()))
        return;
    for (Finding& f : findings)
        f.acceptedBy = acceptingWaiver(flowId, f);
}

// A waiver of a vendor advisory is matched against the advisories, of any other rule against
// the verdicts: a rule's findings are only ever among one of the two.
QList<WaiverMatch> WaiverEngine::named(int position, const WaiverSubjects& subjects,
                                       qsizetype most) const {
    QList<WaiverMatch> out;
    if (m_status[position - 1].state == WaiverState::Invalid)
        return out;
    const Key& key = m_keys[position - 1];
    const bool advisory = isAdvisoryRule(key.rule);
    if (advisory && !subjects.advisories)
        return out;
    for (int index : m_flowsById.value(key.flowId)) {
        const Flow& flow = subjects.flows[index];
        const QList<Finding> findings =
            advisory ? subjects.advisories(flow, index + 1, m_today) : subjects.verdicts(index);
        for (qsizetype k = 0; k < findings.size(); ++k) {
            if (!matches(position, key.flowId, findings[k]))
                continue;
            out.append({index, k, advisory});
            if (most >= 0 && out.size() >= most)
                return out;
        }
    }
    return out;
}

bool WaiverEngine::coversAFinding(int position, const WaiverSubjects& subjects) const {
    return m_status[position - 1].accepts() && !named(position, subjects, 1).isEmpty();
}

QList<Finding> WaiverEngine::findingsAbout(int position, const WaiverSubjects& subjects,
                                           Messages messages) const {
    return findingsAbout(position, coversAFinding(position, subjects), messages);
}

QList<Finding> WaiverEngine::findingsAbout(int position, bool coversAFinding,
                                           Messages messages) const {
    return checkWaiver(m_waivers[position - 1], position, m_status[position - 1], coversAFinding,
                       messages);
}

} // namespace FlowAudit
