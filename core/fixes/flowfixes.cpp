#include "core/fixes/flowfixes.h"

#include "core/fixes/fixproposals.h"
#include "core/rules/flowchecks.h"

#include <algorithm>

namespace FlowAudit {

QList<Fix> FlowFixes::of(const Flow& flow, const FixContext& context) {
    QList<Fix> proposals = FixProposals::retryLayers(flow);
    proposals.append(FixProposals::replayWindow(flow, context));
    proposals.append(FixProposals::retryAfterUnit(flow, context));
    proposals.append(FixProposals::senderTimeout(flow, context));
    proposals.append(FixProposals::renameKeys(flow));

    // The engine's own verdicts, on the flow and on a copy with the change: never a
    // prediction of its own that could disagree with them.
    const QList<Finding> before = checkFlow(flow, context.row, context.flowsSharingId);
    QList<Fix> fixes;
    for (Fix& fix : proposals) {
        const Flow after = fix.appliedTo(flow);
        if (after == flow)
            continue;
        fix.findingsBefore = before;
        fix.findingsAfter = checkFlow(after, context.row, context.flowsSharingId);
        fixes.append(std::move(fix));
    }
    return fixes;
}

QList<Fix> FlowFixes::forFinding(const Flow& flow, const FixContext& context,
                                 const Finding& finding) {
    return remediesFor(of(flow, context), finding);
}

QList<Fix> FlowFixes::remediesFor(const QList<Fix>& fixes, const Finding& finding) {
    QList<Fix> offered;
    for (const Fix& fix : fixes) {
        if (!fix.remedy || fix.rule != finding.rule || !fix.eases(finding))
            continue;
        const bool repeated = std::any_of(offered.begin(), offered.end(),
                                          [&](const Fix& f) { return f.changes == fix.changes; });
        if (!repeated)
            offered.append(fix);
    }
    std::stable_sort(offered.begin(), offered.end(), [&](const Fix& a, const Fix& b) {
        return a.removes(finding) && !b.removes(finding);
    });
    return offered;
}

QList<Fix> FlowFixes::ofKind(const Flow& flow, const FixContext& context, FixKind kind) {
    QList<Fix> fixes = of(flow, context);
    fixes.removeIf([kind](const Fix& fix) { return fix.kind != kind; });
    return fixes;
}

} // namespace FlowAudit
