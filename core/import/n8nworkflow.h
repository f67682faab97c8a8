#pragma once

#include "core/import/importedflow.h"

#include <QJsonObject>

#include <optional>

namespace FlowAudit {

// An n8n workflow (the editor's Download, one object of `n8n export:workflow`) read as one
// flow of the inventory, as docs/research/ipaas-exports.md §1.8 says: flow_id from `id` (a slug of
// the name when there is none, said so), name, ipaas n8n, method ipaas, source and inbound_webhook
// from the trigger node, destination and creates_records from the nodes that write, retry_layers
// from their retryOnFail/maxTries exactly as the engine counts them, idempotency_key only from a
// header that names it. Nothing else is guessed.
class N8nWorkflow {
public:
    // The workflow's own shape: a `nodes` key.
    static bool isWorkflow(const QJsonObject& object);
    // The flow, or nullopt with *error saying what is wrong with the workflow.
    static std::optional<ImportedFlow> read(const QJsonObject& workflow, const QString& origin,
                                            QString* error);
};

} // namespace FlowAudit
