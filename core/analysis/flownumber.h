#pragma once

#include "core/model/cellreading.h"
#include "core/model/flow.h"
#include "core/vendors/duration.h"

#include <cmath>

#include <optional>

namespace FlowAudit {

// A number field of a flow for the panels' arithmetic: nullopt when blank or when the
// rules call it invalid (the panels then say so, as the findings do).
inline std::optional<double> flowNumber(const Flow& flow, Field field) {
    if (flow.isBlank(field) || CellReading::problem(flow, field))
        return std::nullopt;
    return flow.text(field).toDouble();
}

// A field of days (ledger retention, replay window) as a duration for the windows chart:
// nullopt when blank, invalid, or past a hundred years (no axis reads that far).
inline std::optional<Duration> flowDays(const Flow& flow, Field field) {
    const std::optional<double> days = flowNumber(flow, field);
    if (!days || *days > 36500)
        return std::nullopt;
    return Duration::fromMilliseconds(qint64(std::llround(*days * 86'400'000.0)));
}

} // namespace FlowAudit
