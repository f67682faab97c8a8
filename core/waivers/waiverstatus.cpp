#include "core/waivers/waiverstatus.h"

#include "core/rules/rulecatalogue.h"

#include <QCoreApplication>
#include <QDateTime>

namespace FlowAudit {

namespace {

QString problemOf(const Waiver& waiver, QDate today) {
    if (waiver.flowId.trimmed().isEmpty())
        return QCoreApplication::translate("WaiverStatus", "flow_id is blank");
    if (!RuleCatalogue::isWaivable(waiver.rule.trimmed())) {
        if (waiver.rule.trimmed().isEmpty())
            return QCoreApplication::translate("WaiverStatus", "rule is blank");
        return QCoreApplication::translate(
                   "WaiverStatus", "rule %1 cannot be accepted as a risk: only IP01, IP02, IP03, "
                                   "RT01, RT02, WH01 and the vendor "
                                   "advisories (VA…) can; a broken cell (SC01, SC02) is fixed, a "
                                   "misspelt key (SC03) renamed")
            .arg(waiver.rule.trimmed());
    }
    if (waiver.justification.trimmed().isEmpty())
        return QCoreApplication::translate("WaiverStatus",
                                           "justification is blank: say why the risk is accepted");
    if (waiver.owner.trimmed().isEmpty())
        return QCoreApplication::translate("WaiverStatus",
                                           "owner is blank: name who answers for the risk");
    if (waiver.expires.trimmed().isEmpty())
        return QCoreApplication::translate("WaiverStatus",
                                           "expires is blank: an accepted risk needs an end date");
    const QDate expires = waiverDate(waiver.expires.trimmed());
    if (!expires.isValid())
        return QCoreApplication::translate("WaiverStatus",
                                           "expires \"%1\" is not a date written YYYY-MM-DD")
            .arg(waiver.expires.trimmed());
    const QDate created = waiverDate(waiver.created.trimmed());
    const QDate from = created.isValid() ? created : today;
    if (from.daysTo(expires) > WaiverStatus::LongestTermDays)
        return (created.isValid()
                    ? QCoreApplication::translate(
                          "WaiverStatus", "expires %1 is more than %2 days after created %3: "
                                          "accepted risks are reviewed at least once a year")
                    : QCoreApplication::translate(
                          "WaiverStatus", "expires %1 is more than %2 days from today (%3): "
                                          "accepted risks are reviewed at least once a year"))
            .arg(expires.toString(Qt::ISODate))
            .arg(WaiverStatus::LongestTermDays)
            .arg(from.toString(Qt::ISODate));
    return {};
}

} // namespace

WaiverStatus waiverStatus(const Waiver& waiver, QDate today) {
    WaiverStatus status;
    status.problem = problemOf(waiver, today);
    if (!status.problem.isEmpty())
        return status;
    status.expires = waiverDate(waiver.expires.trimmed());
    status.daysLeft = int(today.daysTo(status.expires));
    status.state = status.daysLeft < 0                             ? WaiverState::Expired
                   : status.daysLeft <= WaiverStatus::ExpiringDays ? WaiverState::Expiring
                                                                   : WaiverState::InForce;
    return status;
}

WaiverStanding waiverStanding(const WaiverStatus& status, bool coversAFinding) {
    switch (status.state) {
    case WaiverState::Invalid:
        return WaiverStanding::Invalid;
    case WaiverState::Expired:
        return WaiverStanding::Expired;
    case WaiverState::Expiring:
    case WaiverState::InForce:
        break;
    }
    if (!coversAFinding)
        return WaiverStanding::CoversNothing;
    return status.state == WaiverState::Expiring ? WaiverStanding::Expiring
                                                 : WaiverStanding::InForce;
}

QDate utcToday() {
    return QDateTime::currentDateTimeUtc().date();
}

} // namespace FlowAudit
