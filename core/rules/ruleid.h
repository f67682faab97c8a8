#pragma once

#include <QLatin1StringView>

// Every rule's ID, once: the catalogue (core/rules/rulecatalogue.cpp) is made of these, and
// code that names a rule (a check, a fix, a panel, the ledger's blockers) names it through
// them, so a mistyped ID fails to compile instead of matching nothing.
namespace FlowAudit::RuleId {

// The rules the engine checks (docs/spec/rules.md).
inline constexpr QLatin1StringView SC01{"SC01"}, SC02{"SC02"}, SC03{"SC03"};
inline constexpr QLatin1StringView IP01{"IP01"}, IP02{"IP02"}, IP03{"IP03"};
inline constexpr QLatin1StringView RT01{"RT01"}, RT02{"RT02"};
inline constexpr QLatin1StringView WH01{"WH01"};
// The rules applied by hand (the manual review checklist).
inline constexpr QLatin1StringView IP04{"IP04"}, IP05{"IP05"}, IP06{"IP06"}, IP07{"IP07"},
    IP08{"IP08"};
inline constexpr QLatin1StringView RT03{"RT03"}, RT04{"RT04"}, RT05{"RT05"}, RT06{"RT06"},
    RT07{"RT07"};
inline constexpr QLatin1StringView WH02{"WH02"}, WH03{"WH03"}, WH04{"WH04"}, WH05{"WH05"},
    WH06{"WH06"};
inline constexpr QLatin1StringView OR01{"OR01"}, OR02{"OR02"}, OR03{"OR03"};
// The waivers' own findings.
inline constexpr QLatin1StringView WV01{"WV01"}, WV02{"WV02"}, WV03{"WV03"}, WV04{"WV04"};
// The vendor cards' advisories.
inline constexpr QLatin1StringView VA01{"VA01"}, VA02{"VA02"}, VA03{"VA03"}, VA04{"VA04"},
    VA05{"VA05"};

} // namespace FlowAudit::RuleId
