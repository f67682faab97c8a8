#include "core/report/reportsteps.h"

#include <algorithm>

namespace FlowAudit {

ReportSteps::ReportSteps(QStringList labels, QList<int> weights)
    : m_labels(std::move(labels))
    , m_weights(std::move(weights)) {
    if (m_weights.size() != m_labels.size())
        m_weights = QList<int>(qMax<qsizetype>(1, m_labels.size()), 1);
}

int ReportSteps::barValue(int step, int done, int total) const {
    int before = 0;
    int all = 0;
    for (qsizetype s = 0; s < m_weights.size(); ++s) {
        before += s < step ? m_weights[s] : 0;
        all += m_weights[s];
    }
    const qint64 share = total > 0 ? qint64(qBound(0, done, total)) * Scale / total : 0;
    const qint64 value = (qint64(before) * Scale + m_weights.value(step) * share) / qMax(1, all);
    return int(std::clamp<qint64>(value, 0, Scale - 1));
}

} // namespace FlowAudit
