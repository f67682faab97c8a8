#include "core/waivers/waiverindex.h"

#include "core/model/field.h"

namespace FlowAudit {

WaiverIndex::WaiverIndex(const QList<Waiver>& waivers, QDate today)
    : m_today(today) {
    m_status.resize(waivers.size());
    m_keys.resize(waivers.size());
    for (qsizetype i = 0; i < waivers.size(); ++i)
        update(int(i) + 1, waivers[i]);
}

void WaiverIndex::update(int position, const Waiver& waiver) {
    Key& key = m_keys[position - 1];
    if (!key.flowId.isNull()) {
        QList<int>& old = m_byFlowId[key.flowId];
        old.removeOne(position);
        if (old.isEmpty())
            m_byFlowId.remove(key.flowId);
    }
    key = Key{waiver.flowId.trimmed(), waiver.rule.trimmed(), waiver.field.trimmed()};
    if (key.flowId.isNull())
        key.flowId = QLatin1StringView("");
    m_status[position - 1] = waiverStatus(waiver, m_today);
    QList<int>& positions = m_byFlowId[key.flowId];
    positions.insert(std::lower_bound(positions.begin(), positions.end(), position), position);
}

bool WaiverIndex::matches(int position, const QString& flowId, const Finding& finding) const {
    const Key& key = m_keys[position - 1];
    if (m_status[position - 1].state == WaiverState::Invalid || finding.aboutWaiver())
        return false;
    if (key.flowId != flowId || key.rule != finding.rule)
        return false;
    return key.field.isEmpty() ||
           (finding.field && key.field == FieldCatalogue::name(*finding.field));
}

int WaiverIndex::acceptingWaiver(const QString& flowId, const Finding& finding) const {
    const auto found = m_byFlowId.constFind(flowId.trimmed());
    if (found == m_byFlowId.cend())
        return 0;
    for (int position : *found) {
        if (m_status[position - 1].accepts() && matches(position, flowId.trimmed(), finding))
            return position;
    }
    return 0;
}

void WaiverIndex::accept(const QString& flowId, QList<Finding>& findings) const {
    if (m_byFlowId.isEmpty() || !m_byFlowId.contains(flowId.trimmed()))
        return;
    for (Finding& f : findings)
        f.acceptedBy = acceptingWaiver(flowId, f);
}

} // namespace FlowAudit
