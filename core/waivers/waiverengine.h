#pragma once

#include "core/model/flow.h"
#include "core/rules/finding.h"
#include "core/rules/flowchecks.h"
#include "core/waivers/waiverstatus.h"

#include <QHash>

#include <functional>

namespace FlowAudit {

// A finding a waiver names: of flow `index` (0-based), the `finding`-th of its verdicts, or
// of its vendor advisories.
struct WaiverMatch {
    int index = 0;
    qsizetype finding = 0;
    bool advisory = false;
    bool operator==(const WaiverMatch&) const = default;
};

// What waivers are matched against: the inventory's flows, their verdicts as the caller
// keeps or makes them (docs/spec/rules.md's, messages not needed), and their vendor
// advisories when the caller has cards (without them, no waiver of an advisory covers
// anything).
struct WaiverSubjects {
    using Verdicts = std::function<QList<Finding>(int index)>; // 0-based
    using Advisories = std::function<QList<Finding>(const Flow& flow, int row, QDate today)>;
    const QList<Flow>& flows;
    Verdicts verdicts;
    Advisories advisories;
};

// The one engine that applies an inventory's waivers (docs/spec/accepted-risks-and-git.md):
// lint and the language server (FileLint), the editor and the report (RuleEngine) all ask it
// which waiver accepts a finding, which findings a waiver names, whether it covers any, and
// what is said about it (WV01…WV04). It keeps each waiver's status on one day, indexed by
// its trimmed flow_id, and the flows by their trimmed flow_id, so what a waiver looks at is
// the few flows of its ID, whatever the size of the inventory.
class WaiverEngine {
public:
    WaiverEngine() = default;
    WaiverEngine(const QList<Waiver>& waivers, QDate today);
    // Every waiver again (added, removed or moved); the flows stay as they were set.
    void setWaivers(const QList<Waiver>& waivers);

    QDate today() const { return m_today; }
    bool isEmpty() const { return m_waivers.isEmpty(); }
    int size() const { return int(m_waivers.size()); }
    const Waiver& waiver(int position) const { return m_waivers[position - 1]; } // 1-based
    const WaiverStatus& status(int position) const { return m_status[position - 1]; }
    // After waiver `position` (1-based) changed in place: its status and place again.
    void update(int position, const Waiver& waiver);

    // The flows again (after they were replaced, added, removed or moved): O(flows).
    void setFlows(const QList<Flow>& flows);
    // After flow `index` (0-based) changed its flow_id.
    void renameFlow(int index, const QString& oldId, const QString& newId);
    // The 0-based indexes of the flows whose flow_id, trimmed, is this one trimmed.
    QList<int> flowsWithId(const QString& flowId) const {
        return m_flowsById.value(flowId.trimmed());
    }
    // Every flow ID (trimmed) some waiver names.
    QList<QString> flowIds() const { return m_byFlowId.keys(); }

    // Whether waiver `position` (1-based) would cover this finding of a flow with this ID,
    // in force or not: flow_id and rule equal after trimming, and its field if it names one.
    // An invalid waiver covers nothing; a waiver never covers a finding about a waiver.
    bool matches(int position, const QString& flowId, const Finding& finding) const;
    // The 1-based position of the first waiver in force that covers the finding, or 0.
    int acceptingWaiver(const QString& flowId, const Finding& finding) const;
    // Sets acceptedBy on each finding of one flow (its advisories too, if it has them).
    void accept(const QString& flowId, QList<Finding>& findings) const;

    // The findings waiver `position` (1-based) names, in force or not, in the flows' order
    // (at most `most` of them when it is not negative).
    QList<WaiverMatch> named(int position, const WaiverSubjects& subjects,
                             qsizetype most = -1) const;
    // Whether it is in force and names a finding.
    bool coversAFinding(int position, const WaiverSubjects& subjects) const;
    // WV01…WV04 of waiver `position` (1-based).
    QList<Finding> findingsAbout(int position, const WaiverSubjects& subjects,
                                 Messages messages = Messages::Include) const;
    QList<Finding> findingsAbout(int position, bool coversAFinding,
                                 Messages messages = Messages::Include) const;

private:
    struct Key {
        QString flowId;
        QString rule;
        QString field;
    };
    QDate m_today;
    QList<Waiver> m_waivers;
    QList<WaiverStatus> m_status;
    QList<Key> m_keys;
    QHash<QString, QList<int>> m_byFlowId;  // trimmed flow_id → waiver positions, ascending
    QHash<QString, QList<int>> m_flowsById; // trimmed flow_id → 0-based flows, ascending
};

} // namespace FlowAudit
