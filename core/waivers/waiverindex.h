#pragma once

#include "core/rules/finding.h"
#include "core/waivers/waiverstatus.h"

#include <QHash>

namespace FlowAudit {

// The waivers of an inventory, indexed by flow_id, with their status on one day: which
// waiver accepts a finding is then a look at the few waivers of that flow's ID, whatever
// the size of the inventory.
class WaiverIndex {
public:
    WaiverIndex() = default;
    WaiverIndex(const QList<Waiver>& waivers, QDate today);

    QDate today() const { return m_today; }
    bool isEmpty() const { return m_status.isEmpty(); }
    int size() const { return int(m_status.size()); }
    const WaiverStatus& status(int position) const { return m_status[position - 1]; } // 1-based

    // After waiver `position` (1-based) changed: its status and place in the index again.
    void update(int position, const Waiver& waiver);

    // The 1-based position of the first waiver in force that covers this finding of a flow
    // with this ID, or 0.
    int acceptingWaiver(const QString& flowId, const Finding& finding) const;
    // Whether waiver `position` (1-based) would cover the finding, in force or not.
    bool matches(int position, const QString& flowId, const Finding& finding) const;
    // Sets acceptedBy on each finding of one flow.
    void accept(const QString& flowId, QList<Finding>& findings) const;
    // Every flow ID some waiver names.
    QList<QString> flowIds() const { return m_byFlowId.keys(); }

private:
    struct Key {
        QString flowId;
        QString rule;
        QString field;
    };
    QDate m_today;
    QList<WaiverStatus> m_status;
    QList<Key> m_keys;
    QHash<QString, QList<int>> m_byFlowId;
};

} // namespace FlowAudit
