#pragma once

#include "core/fixes/fix.h"
#include "core/vendors/cardage.h"
#include "core/vendors/vendorcatalogue.h"

#include <QDate>
#include <QList>

namespace FlowAudit {

// What a fix needs to know beyond the flow: its row and how many flows share its ID (for
// the findings, as the engine gives them), the vendor cards it names, and the day the
// cards' checked dates are measured from.
struct FixContext {
    int row = 1; // 1-based
    int flowsSharingId = 1;
    FlowVendorCards cards;
    QDate today = QDate::currentDate();
    int staleAfterDays = CardAge::DefaultStaleAfterDays;
};

// Every mechanical fix FlowAudit knows, for one flow: the editor's "Fix…", the maths panels
// and anything else that offers one ask here.
class FlowFixes {
public:
    // Every fix that changes the flow, each with its findings before and after. A fix
    // that would change nothing is not offered.
    static QList<Fix> of(const Flow& flow, const FixContext& context);
    // The remedies of the finding's rule that take the finding away or make it less severe,
    // those that take it away first; fixes with the same changes are offered once.
    static QList<Fix> forFinding(const Flow& flow, const FixContext& context,
                                 const Finding& finding);
    // The same, chosen from fixes of() already made for the flow (for several findings).
    static QList<Fix> remediesFor(const QList<Fix>& fixes, const Finding& finding);
    // Only the fixes of one kind, as a panel shows them.
    static QList<Fix> ofKind(const Flow& flow, const FixContext& context, FixKind kind);
};

} // namespace FlowAudit
