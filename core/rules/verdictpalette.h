#pragma once

#include "core/rules/severity.h"

#include <QLatin1StringView>

namespace FlowAudit::VerdictPalette {

// The colours of verdicts, once for the editor's marks and tints, the report (PDF and HTML),
// the systems map and the charts. Each is dark enough for a mark or thin line on white
// (4.5:1 and more), and every mark has its own shape too, so none is told by colour alone.
inline constexpr QLatin1StringView Fail{"#b00020"};
inline constexpr QLatin1StringView Warn{"#8a4b00"};
inline constexpr QLatin1StringView Info{"#1f4f8f"};
inline constexpr QLatin1StringView Pass{"#1b5e20"};
inline constexpr QLatin1StringView Accepted{"#4b3f72"}; // a finding a waiver accepts
inline constexpr QLatin1StringView NotEvaluated{"#4a4a4a"};

QLatin1StringView of(Severity severity);

} // namespace FlowAudit::VerdictPalette
