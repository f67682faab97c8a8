#include "core/waivers/waiverstatus.h"

#include <QCoreApplication>
#include <QDateTime>

namespace FlowAudit {

namespace {

// Its texts' context, named so that lupdate files them under it too (a free tr wrapper
// would be filed under the namespace, and never found at run time).
struct Texts {
    Q_DECLARE_TR_FUNCTIONS(WaiverStatus)
};

QString problemOf(const Waiver& waiver, QDate today)
{
    if (waiver.flowId.trimmed().isEmpty())
        return Texts::tr("flow_id is blank");
    if (!isWaivableRule(waiver.rule.trimmed())) {
        if (waiver.rule.trimmed().isEmpty())
            return Texts::tr("rule is blank");
        return Texts::tr("rule %1 cannot be accepted as a risk: only IP01, IP02, IP03, RT01, RT02, WH01 and the vendor "
                  "advisories (VA…) can; a broken cell (SC01, SC02) is fixed")
            .arg(waiver.rule.trimmed());
    }
    if (waiver.justification.trimmed().isEmpty())
        return Texts::tr("justification is blank: say why the risk is accepted");
    if (waiver.owner.trimmed().isEmpty())
        return Texts::tr("owner is blank: name who answers for the risk");
    if (waiver.expires.trimmed().isEmpty())
        return Texts::tr("expires is blank: an accepted risk needs an end date");
    const QDate expires = waiverDate(waiver.expires.trimmed());
    if (!expires.isValid())
        return Texts::tr("expires \"%1\" is not a date written YYYY-MM-DD").arg(waiver.expires.trimmed());
    const QDate created = waiverDate(waiver.created.trimmed());
    const QDate from = created.isValid() ? created : today;
    if (from.daysTo(expires) > WaiverStatus::LongestTermDays)
        return (created.isValid() ? Texts::tr("expires %1 is more than %2 days after created %3: accepted risks are reviewed at least once a year")
                                  : Texts::tr("expires %1 is more than %2 days from today (%3): accepted risks are reviewed at least once a year"))
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
