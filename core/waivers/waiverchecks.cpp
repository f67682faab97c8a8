#include "core/waivers/waiverchecks.h"

#include "core/rules/ruleid.h"

#include <QCoreApplication>

namespace FlowAudit {

namespace {

// "RT01 on stripe_payouts_to_netsuite (retry_layers)"
QString subject(const Waiver& waiver) {
    const QString flow = waiver.flowId.trimmed().isEmpty()
                             ? QCoreApplication::translate("WaiverChecks", "(no flow_id)")
                             : waiver.flowId.trimmed();
    const QString rule = waiver.rule.trimmed().isEmpty()
                             ? QCoreApplication::translate("WaiverChecks", "(no rule)")
                             : waiver.rule.trimmed();
    return waiver.field.trimmed().isEmpty()
               ? QCoreApplication::translate("WaiverChecks", "%1 on %2").arg(rule, flow)
               : QCoreApplication::translate("WaiverChecks", "%1 on %2 (%3)")
                     .arg(rule, flow, waiver.field.trimmed());
}

Finding waiverFinding(int position, QLatin1StringView rule, Severity severity, QString message,
                      Messages messages) {
    Finding f;
    f.row = position;
    f.waiver = position;
    f.rule = QString(rule);
    f.severity = severity;
    if (messages == Messages::Include)
        f.message = std::move(message);
    return f;
}

} // namespace

QList<Finding> checkWaiver(const Waiver& waiver, int position, const WaiverStatus& status,
                           bool coversAFinding, Messages messages) {
    QList<Finding> out;
    const bool say = messages == Messages::Include;
    switch (status.state) {
    case WaiverState::Invalid:
        out.append(waiverFinding(
            position, RuleId::WV04, Severity::Fail,
            say ? QCoreApplication::translate("WaiverChecks",
                                              "the waiver of %1 is invalid and covers nothing: %2")
                      .arg(subject(waiver), status.problem)
                : QString(),
            messages));
        return out;
    case WaiverState::Expired:
        out.append(waiverFinding(
            position, RuleId::WV01, Severity::Warn,
            say ? QCoreApplication::translate(
                      "WaiverChecks",
                      "the waiver of %1 expired on %2 (owner %3): its finding counts again")
                      .arg(subject(waiver), status.expires.toString(Qt::ISODate),
                           waiver.owner.trimmed())
                : QString(),
            messages));
        return out;
    case WaiverState::Expiring:
        out.append(waiverFinding(
            position, RuleId::WV02, Severity::Info,
            say ? (status.daysLeft == 0
                       ? QCoreApplication::translate(
                             "WaiverChecks", "the waiver of %1 expires today (%2, owner %3)")
                             .arg(subject(waiver), status.expires.toString(Qt::ISODate),
                                  waiver.owner.trimmed())
                       : QCoreApplication::translate(
                             "WaiverChecks", "the waiver of %1 expires in %n day(s) (%2, owner %3)",
                             nullptr, status.daysLeft)
                             .arg(subject(waiver), status.expires.toString(Qt::ISODate),
                                  waiver.owner.trimmed()))
                : QString(),
            messages));
        break;
    case WaiverState::InForce:
        break;
    }
    if (!coversAFinding)
        out.append(waiverFinding(
            position, RuleId::WV03, Severity::Warn,
            say ? QCoreApplication::translate("WaiverChecks",
                                              "the waiver of %1 covers no finding (fixed, or "
                                              "the flow was renamed or removed): remove it")
                      .arg(subject(waiver))
                : QString(),
            messages));
    return out;
}

} // namespace FlowAudit
