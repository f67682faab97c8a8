#include "core/waivers/waiverstatus.h"

#include <QCoreApplication>
#include <QDateTime>

namespace FlowAudit {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("WaiverStatus", text);
}

QString problemOf(const Waiver& waiver, QDate today)
{
    if (waiver.flowId.trimmed().isEmpty())
        return tr("flow_id is blank");
    if (!isWaivableRule(waiver.rule.trimmed())) {
        if (waiver.rule.trimmed().isEmpty())
            return tr("rule is blank");
        return tr("rule %1 cannot be accepted as a risk: only IP01, IP02, IP03, RT01, RT02, WH01 and the vendor "
                  "advisories (VA…) can; a broken cell (SC01, SC02) is fixed")
            .arg(waiver.rule.trimmed());
    }
    if (waiver.justification.trimmed().isEmpty())
        return tr("justification is blank: say why the risk is accepted");
    if (waiver.owner.trimmed().isEmpty())
        return tr("owner is blank: name who answers for the risk");
    if (waiver.expires.trimmed().isEmpty())
        return tr("expires is blank: an accepted risk needs an end date");
    const QDate expires = waiverDate(waiver.expires.trimmed());
    if (!expires.isValid())
        return tr("expires \"%1\" is not a date written YYYY-MM-DD").arg(waiver.expires.trimmed());
    const QDate created = waiverDate(waiver.created.trimmed());
    const QDate from = created.isValid() ? created : today;
    if (from.daysTo(expires) > WaiverStatus::LongestTermDays)
        return (created.isValid() ? tr("expires %1 is more than %2 days after created %3: accepted risks are reviewed at least once a year")
                                  : tr("expires %1 is more than %2 days from today (%3): accepted risks are reviewed at least once a year"))
            .arg(expires.toString(Qt::ISODate))
            .arg(WaiverStatus::LongestTermDays)
            .arg(from.toString(Qt::ISODate));
    return {};
}

} // namespace

WaiverStatus waiverStatus(const Waiver& waiver, QDate today)
{
    WaiverStatus status;
    status.problem = problemOf(waiver, today);
    if (!status.problem.isEmpty())
        return status;
    status.expires = waiverDate(waiver.expires.trimmed());
    status.daysLeft = int(today.daysTo(status.expires));
    status.state = status.daysLeft < 0                           ? WaiverState::Expired
        : status.daysLeft <= WaiverStatus::ExpiringDays          ? WaiverState::Expiring
                                                                 : WaiverState::InForce;
    return status;
}

QDate utcToday()
{
    return QDateTime::currentDateTimeUtc().date();
}

} // namespace FlowAudit
