#pragma once

#include "core/io/readprogress.h"
#include "core/io/yaml/yamleventhandler.h"
#include "core/model/inventory.h"

#include <optional>

namespace FlowAudit {

// Reads the events of an inventory file straight into an Inventory: the top-level map,
// the flows list and each flow map are claimed frames, so a flow's cells become QStrings
// without an intermediate tree. Everything else is kept as YamlValue.
class InventoryBuilder : public YamlEventHandler {
public:
    // Flows between two progress calls: rare enough to cost nothing, frequent enough for a bar.
    static constexpr int ProgressEvery = ProgressEveryFlows;

    // Reports every ProgressEvery flows, with how far into the text the parser is; a false
    // answer aborts the read.
    void setProgress(ReadProgress progress) { m_progress = std::move(progress); }
    // Hands each flow over as soon as it is complete.
    void setFlowRead(FlowRead flowRead) { m_flowRead = std::move(flowRead); }
    // What is missing once the document ended (no top-level map, no flows list), if anything.
    std::optional<ReadAbort> finish() const;
    Inventory takeInventory();

protected:
    int roleOf(int parentRole, const QString* key, bool isMap, Position at) override;
    void take(int parentRole, const QString* key, YamlValue value, Position at) override;
    void end(int role) override;

private:
    enum Role { TopRole = 1, FlowsRole, FlowRole, WaiversRole, WaiverRole };

    void takeTopLevel(const QString& key, YamlValue value, Position at);
    void takeFlowField(const QString& key, YamlValue value);
    void takeWaiverKey(const QString& key, YamlValue value);
    void checkFormat(const QString& format, Position at) const;

    Inventory m_inventory;
    Flow m_flow;     // the flow being read
    Waiver m_waiver; // the waiver being read
    ReadProgress m_progress;
    FlowRead m_flowRead;
    bool m_sawTopMap = false;
    bool m_sawFlows = false;
};

} // namespace FlowAudit
