#include "core/rules/finding.h"

namespace FlowAudit {

bool findingBefore(const Finding& a, const Finding& b) {
    if (a.row != b.row)
        return a.row < b.row;
    if (const int c = a.rule.compare(b.rule); c != 0)
        return c < 0;
    const int fa = a.field ? int(*a.field) : -1;
    const int fb = b.field ? int(*b.field) : -1;
    if (fa != fb)
        return fa < fb;
    return a.key < b.key;
}

} // namespace FlowAudit
