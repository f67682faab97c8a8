#include "core/analysis/completeness.h"

#include "core/model/cellreading.h"
#include "core/model/field.h"
#include "core/model/reviewchecklist.h"
#include "core/rules/rulecatalogue.h"

#include <QCoreApplication>

namespace FlowAudit {

Completeness Completeness::of(const Flow& flow) {
    Completeness c;
    const bool noEffect =
        CellReading::yesNo(flow.text(Field::CreatesRecords)) == YesNo::No &&
        flow.text(Field::SideEffect).compare(QLatin1StringView("none"), Qt::CaseInsensitive) == 0;
    const QString method = CellReading::enumValue(Field::Method, flow.text(Field::Method));
    const bool mayReadRetryAfter = flow.isBlank(Field::Method) || method.isEmpty() ||
                                   method == u"custom" || method == u"ipaas";
    const bool notWebhook = CellReading::yesNo(flow.text(Field::InboundWebhook)) == YesNo::No;
    for (int i = 0; i < FieldCount; ++i) {
        const Field field = Field(i);
        bool reads = false;
        switch (field) {
        case Field::CreatesRecords:
        case Field::SideEffect:
        case Field::Method:
        case Field::RetryLayers:
        case Field::InboundWebhook:
            reads = true; // every flow's verdicts depend on these
            break;
        case Field::IdempotencyKey:
        case Field::LedgerRetentionDays:
        case Field::MaxReplayWindowDays:
            reads = !noEffect; // IP01–IP03 ask for them only when the flow has an effect
            break;
        case Field::RetryAfterUnit:
            reads = mayReadRetryAfter; // RT02
            break;
        case Field::AckP99Seconds:
        case Field::SenderTimeoutSeconds:
            reads = !notWebhook; // WH01
            break;
        default:
            break;
        }
        if (!reads)
            continue;
        c.read.append(field);
        if (flow.isBlank(field))
            c.blank.append(field);
    }
    for (const ManualRuleInfo& rule : RuleCatalogue::manualRules()) {
        ++c.reviewsTotal;
        if (ReviewChecklist::review(flow.reviews(), QString::fromLatin1(rule.id)).status !=
            ManualReview::Status::Open)
            ++c.reviewsDone;
    }
    return c;
}

QString Completeness::summary() const {
    return QCoreApplication::translate("Completeness",
                                       "%1 of %2 fields the rules read; %3 of %4 reviews")
        .arg(filled())
        .arg(read.size())
        .arg(reviewsDone)
        .arg(reviewsTotal);
}

QString Completeness::blankNames() const {
    QStringList names;
    for (const Field field : blank)
        names.append(FieldCatalogue::name(field));
    return names.join(QLatin1StringView(", "));
}

} // namespace FlowAudit
