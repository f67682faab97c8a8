#pragma once

#include "core/model/field.h"

#include <QString>

#include <optional>

namespace FlowAudit {

// SC03 (docs/spec/rules.md): a key of a flow that is no known key but nearly one, as a
// typo makes it (`ledger_retension_days`, `idempotency_keys`, `Flow_ID`).
struct KeyNearMiss {
    QString meant;              // the known key it nearly is: a field's name, or reviews
    std::optional<Field> field; // that field; none for reviews
};

// The known key of a flow that `key` most likely meant: case ignored, at most
// KeyNearMissEdits edits (a swap of neighbours counts once) and at most a third of the key's
// length. None for a known key, and for a key the team marks as its own (x_ or x- first).
std::optional<KeyNearMiss> keyNearMiss(const QString& key);

inline constexpr int KeyNearMissEdits = 2;

} // namespace FlowAudit
