#pragma once

#include "core/model/cellreading.h"
#include "core/model/flow.h"

#include <optional>

namespace FlowAudit {

// A number field of a flow for the panels' arithmetic: nullopt when blank or when the
// rules call it invalid (the panels then say so, as the findings do).
inline std::optional<double> flowNumber(const Flow& flow, Field field) {
    if (flow.isBlank(field) || CellReading::problem(flow, field))
        return std::nullopt;
    return flow.text(field).toDouble();
}

} // namespace FlowAudit
