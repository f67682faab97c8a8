#pragma once

#include "core/model/inventory.h"
#include "core/rules/finding.h"
#include "core/rules/findingcounts.h"
#include "core/waivers/waiverengine.h"

#include <QHash>
#include <QList>

#include <functional>

namespace FlowAudit {

// Holds the findings of every flow of one inventory and keeps them current. After an edit
// of one flow, revalidate(row) re-checks that flow and, when its ID changed, the flows that
// shared the old or share the new ID: the cost does not grow with the inventory. The
// waivers mark the findings they accept; an edit of one waiver re-checks only the flows
// with its old and new flow_id.
class RuleEngine {
public:
    explicit RuleEngine(const Inventory& inventory, QDate today = utcToday());

    // The day waivers expire against; re-decides every waiver.
    void setToday(QDate today);
    QDate today() const { return m_waivers.today(); }

    // Everything again, after the flows were replaced, added, removed or moved. O(flows).
    // prechecked, when given, holds each flow's precheck() made as the file was read: it
    // stands in for the check of every flow whose ID is its own.
    void revalidateAll(QList<QList<Finding>> prechecked = {});
    // A flow's verdicts as the engine makes them (row 1-based), if its ID is its own: made
    // on any thread while a file is read (a FlowRead), for revalidateAll.
    static QList<Finding> precheck(const Flow& flow, int row);
    // After flow `index` (0-based) changed: returns the 0-based indexes whose findings
    // may have changed, the edited flow first.
    QList<int> revalidate(int index);

    // The flow's verdicts in docs/spec/rules.md's order (rows are 1-based: index + 1), without
    // messages: what counts, filters and severities need, kept for every flow.
    const QList<Finding>& verdicts(int index) const { return m_verdicts[index]; }
    // The same findings with their messages, said when asked: keeping a sentence for every
    // finding of a large inventory would cost more memory than the inventory itself.
    QList<Finding> findings(int index) const;
    QList<Finding> allFindings() const;
    FindingCounts counts() const;

    // After waiver `position` (1-based) changed in place: the 0-based indexes of the flows
    // whose findings may have changed.
    QList<int> revalidateWaiver(int position, const QString& oldFlowId);
    // After waivers were added, removed or reordered (positions moved): every waiver again,
    // and the flows any of them names, before or after.
    QList<int> revalidateWaivers(const QList<QString>& oldFlowIds);
    // The waiver engine lint uses too (docs/spec/accepted-risks-and-git.md).
    const WaiverEngine& waivers() const { return m_waivers; }
    // WV01…WV04 of waiver `position` (1-based), with messages.
    QList<Finding> waiverFindings(int position) const;
    // Whether the waiver matches any finding of the flows with its flow_id (their vendor
    // advisories too, when a source of them is set).
    bool waiverCoversAFinding(int position) const;
    // The vendor advisories of a flow as findings (row 1-based) on a day: the engine keeps no
    // vendor cards, so whoever has them lends them for the waivers of advisories.
    using AdvisorySource = WaiverSubjects::Advisories;
    void setAdvisorySource(AdvisorySource source) { m_advisories = std::move(source); }
    // The 0-based indexes of the flows with this ID.
    QList<int> flowsWithId(const QString& flowId) const { return m_rowsById.value(flowId); }
    int flowsSharingId(const QString& flowId) const { return int(m_rowsById.value(flowId).size()); }

private:
    void check(int index);
    // The flows' verdicts as kept, and the advisories when a source of them is set.
    WaiverSubjects waiverSubjects() const;
    void index(int row, const QString& id);
    void unindex(int row, const QString& id);

    const Inventory& m_inventory;
    WaiverEngine m_waivers;
    AdvisorySource m_advisories;
    QList<QList<Finding>> m_verdicts;
    QList<QString> m_indexedId;            // the ID each row is indexed under
    QHash<QString, QList<int>> m_rowsById; // ID → 0-based rows that use it
};

} // namespace FlowAudit
