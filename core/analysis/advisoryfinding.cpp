#include "core/analysis/advisoryfinding.h"

#include "core/analysis/vendoradvisories.h"
#include "core/vendors/cardage.h"
#include "core/vendors/vendorcatalogue.h"

#include <QCoreApplication>

namespace FlowAudit {

QList<Finding> advisoryFindings(const Flow& flow, int row, const VendorCatalogue& cards,
                                QDate today, Messages messages) {
    QList<Finding> out;
    for (const Advisory& advisory : VendorAdvisories::of(flow, cards.forFlow(flow))) {
        Finding f;
        f.row = row;
        f.rule = advisory.id;
        f.severity = advisory.severity;
        // The advisories' own sentences name their card and its date; a stale or undated
        // card is said once more in words, as the cards panel marks it.
        if (messages == Messages::Include) {
            const CardAge age = CardAge::of(advisory.checked, advisory.reviewEveryDays, today,
                                            CardAge::EachCardsReview);
            f.message = advisory.message.contains(advisory.cardTitle)
                            ? advisory.message
                            : QCoreApplication::translate("AdvisoryFinding", "%1 (card %2, %3)")
                                  .arg(advisory.message, advisory.cardTitle, age.stamp());
            if (age.isStale() && !f.message.contains(age.mark()))
                f.message += QStringLiteral(" · ") + age.mark();
        }
        out.append(f);
    }
    return out;
}

} // namespace FlowAudit
