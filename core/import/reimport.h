#pragma once

#include "core/import/importedflow.h"
#include "core/model/inventory.h"

namespace FlowAudit {

// One field of a re-imported flow: what it held, what the import derives now, and what
// happens. A value a person wrote (it differs from what the last import derived) is kept.
struct FieldUpdate {
    enum class Outcome { Filled, Updated, KeptPersonal };
    Field field;
    QString before;
    QString after; // the import's value
    Outcome outcome;
};

// What an import does to one flow: added at the end, or an existing one (matched by
// flow_id) with some fields updated.
struct FlowUpdate {
    int row = -1; // 0-based row of the existing flow; -1 when the flow is added
    QString flowId;
    QString origin;
    QList<FieldUpdate> fields; // changes and kept values, in catalogue order
    QStringList also;          // reviews and settings the import filled, said in words
    QStringList warnings;
    Flow after; // the flow as the import leaves it

    bool isAdded() const { return row < 0; }
    bool changesSomething() const;
};

// Importing into an existing inventory: the plan (shown before anything changes) and the
// inventory it gives. A re-import replaces only fields that are blank or still hold the
// value the last import derived (DerivedRecord), so what a person wrote is never lost.
class Reimport {
public:
    static QList<FlowUpdate> plan(const Inventory& existing, const QList<ImportedFlow>& imported);
    static Inventory apply(Inventory inventory, const QList<FlowUpdate>& plan);
    // One line per change for people: "billing_sync: destination hubspot → salesforce".
    static QStringList describe(const QList<FlowUpdate>& plan);
    // An imported flow as a new flow of the inventory, with its derived record.
    static Flow newFlow(const ImportedFlow& imported);
};

} // namespace FlowAudit
