#pragma once

#include <QString>

namespace FlowAudit {

// A page's text and a quote made comparable: Unicode compatibility forms folded (NFKC),
// typographic quotes and dashes made plain, soft hyphens and zero-width marks dropped, every
// run of white space one space. Case and digits are kept: "10" never matches "1O".
QString normaliseForMatching(QStringView text);

} // namespace FlowAudit
