#pragma once

#include <QtGlobal>

namespace FlowAudit {

// The known fields of a flow, in the order of docs/spec/inventory-format.md (and of saved
// files). Only their names: flow.h includes this rather than the catalogue (field.h), which
// most of the tree need not see.
enum class Field : quint8 {
    FlowId,
    Name,
    Source,
    Destination,
    Ipaas,
    Method,
    CreatesRecords,
    SideEffect,
    IdempotencyKey,
    LedgerRetentionDays,
    MaxReplayWindowDays,
    BackfillOverlapDays,
    RetryLayers,
    RetryAfterUnit,
    InboundWebhook,
    AckP99Seconds,
    SenderTimeoutSeconds,
    Notes,
};
inline constexpr int FieldCount = int(Field::Notes) + 1;

} // namespace FlowAudit
