#pragma once

#include "core/io/yamleventhandler.h"
#include "core/model/inventory.h"

#include <optional>

namespace FlowAudit {

// Reads the events of an inventory file straight into an Inventory: the top-level map,
// the flows list and each flow map are claimed frames, so a flow's cells become QStrings
// without an intermediate tree. Everything else is kept as YamlValue.
class InventoryBuilder : public YamlEventHandler {
public:
    // What is missing once the document ended (no top-level map, no flows list), if anything.
    std::optional<ReadAbort> finish() const;
    Inventory takeInventory();

protected:
    int roleOf(int parentRole, const QString* key, bool isMap, Position at) override;
    void take(int parentRole, const QString* key, YamlValue value, Position at) override;
    void end(int role) override;

private:
    enum Role { TopRole = 1, FlowsRole, FlowRole };

    void takeTopLevel(const QString& key, YamlValue value, Position at);
    void takeFlowField(const QString& key, YamlValue value);
    void checkFormat(const QString& format, Position at) const;

    Inventory m_inventory;
    Flow m_flow; // the flow being read
    bool m_sawTopMap = false;
    bool m_sawFlows = false;
};

} // namespace FlowAudit
