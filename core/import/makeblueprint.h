#pragma once

#include "core/import/importedflow.h"

#include <QJsonObject>

#include <optional>

namespace FlowAudit {

// A Make scenario blueprint (Export Blueprint, or the API's `response.blueprint`) read as
// one flow, as docs/research/ipaas-exports.md §2.8 says. The blueprint has no scenario ID, so
// flow_id is always a slug of the name (said so). Modules are walked through `flow`,
// `routes[].flow` and `branches[].flow`; error routes (`onerror`) and orphans never count as
// destinations. retry_layers in total attempts: a Break handler's count + 1 (only with
// incomplete executions, `dlq`, on: Break needs them), plus Make's own retries of
// incomplete executions (8 after the first run) when `dlq` is on.
class MakeBlueprint {
public:
    // The blueprint's own shape: a `flow` list.
    static bool isBlueprint(const QJsonObject& object);
    // Make's authoring format for agents (`modules` with `follows`/`config`): not an export.
    static bool isAuthoringFormat(const QJsonObject& object);
    static std::optional<ImportedFlow> read(const QJsonObject& blueprint, const QString& origin,
                                            QString* error);
};

} // namespace FlowAudit
