#pragma once

namespace FlowAudit {

// A finding against a baseline (docs/spec/accepted-risks-and-git.md, Baselines; SARIF's
// baselineState). None when no baseline was given.
enum class BaselineState : unsigned char { None, New, Unchanged, Updated };

} // namespace FlowAudit
