#pragma once

#include "core/document/ruleengine.h"
#include "core/model/inventory.h"

#include <QObject>

#include <optional>

namespace FlowAudit {

// The inventory being edited and its findings, kept current. Every change goes through
// here: the flows change, the engine re-checks what the change can affect, and one notice
// says which flows to refresh. Undo commands call these; models and docks listen.
class InventoryDocument : public QObject {
    Q_OBJECT
public:
    explicit InventoryDocument(QObject* parent = nullptr);

    const Inventory& inventory() const { return m_inventory; }
    const RuleEngine& engine() const { return m_engine; }
    int flowCount() const { return int(m_inventory.flows.size()); }
    const Flow& flow(int index) const { return m_inventory.flows[index]; }

    // Replaces everything (New, Open): one reset notice. prechecked: RuleEngine::precheck
    // of each flow, made while the file was read, so the flows are not checked again here.
    void reset(Inventory inventory, QList<QList<Finding>> prechecked = {});
    // Replaces one flow; re-checks it and the flows sharing its old or new ID.
    void replaceFlow(int index, Flow flow);
    // Replaces several flows as one change (a paste, its undo): each is re-checked as
    // replaceFlow does, and one notice names them all, so every listener refreshes once
    // rather than once a flow.
    void replaceFlows(QList<std::pair<int, Flow>> flows);
    void insertFlows(int index, const QList<Flow>& flows);
    // Removes `count` flows from `index` and returns them, for undo.
    QList<Flow> removeFlows(int index, int count);
    // Moves one flow so that it ends up at `to`.
    void moveFlow(int from, int to);

    // The finding of flow `index` with this rule and field, with its message; nullopt when
    // the flow has none (it changed, or the index is out of range).
    std::optional<Finding> finding(int index, const QString& rule,
                                   std::optional<Field> field) const;

    // Waivers (1-based positions, as findings name them). Each re-checks only the flows
    // with the waiver's old and new flow_id, and says which in flowsChanged.
    int waiverCount() const { return int(m_inventory.waivers.size()); }
    const Waiver& waiver(int position) const { return m_inventory.waivers[position - 1]; }
    void replaceWaiver(int position, Waiver waiver);
    // Inserts so that the waiver ends up at `position` (waiverCount() + 1 appends).
    void insertWaiver(int position, Waiver waiver);
    Waiver removeWaiver(int position);
    // The top-level keys with a new `systems:` block (a system placed on the map, Reset
    // Layout, their undo). No rule reads the block: no flow is re-checked.
    void replaceSystems(YamlEntries extraKeys);

    // The day waivers expire against (today in UTC unless set, for tests and demos).
    void setToday(QDate today);
    // Lends the engine the vendor advisories, for the waivers that accept one.
    void setAdvisorySource(RuleEngine::AdvisorySource source);

signals:
    void aboutToReset();
    void wasReset();
    // After replaceFlow: the flows whose data or findings may have changed, edited first.
    void flowsChanged(const QList<int>& indexes);
    void aboutToInsertFlows(int first, int last);
    void flowsInserted(int first, int last);
    void aboutToRemoveFlows(int first, int last);
    void flowsRemoved(int first, int last);
    void aboutToMoveFlow(int from, int to);
    void flowMoved(int from, int to);
    // After any insert, remove or move: rows shifted, every finding's row may have changed.
    void findingsRenumbered();
    // After any change of the waivers (and a reset): their list, states and findings.
    void waiversChanged();
    // After the `systems:` block changed (and a reset): the map's names, groups, positions.
    void systemsChanged();

private:
    Inventory m_inventory;
    RuleEngine m_engine{m_inventory};
};

} // namespace FlowAudit
