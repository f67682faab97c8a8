#pragma once

#include "core/lint/lintrun.h"

namespace FlowAudit {

// The words the line-per-finding outputs (text, GitHub's workflow commands) share.
// Whom a finding is about: the flow's ID, else "(waiver N)" or "(row N)".
QString findingSubject(const FileLint& file, const Finding& finding);
// What a finding's line says beyond docs/spec/rules.md's verdict:
// " (accepted until 2027-03-31, ts: justification)", " [new]"; empty when neither.
QString findingDecision(const FileLint& file, const Finding& finding);

} // namespace FlowAudit
