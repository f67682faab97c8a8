#include "core/vendors/cardage.h"

#include <QCoreApplication>

namespace FlowAudit {

QString CardAge::describe() const {
    if (!isDated())
        return QCoreApplication::translate("CardAge", "no checked date stated");
    const QString date = checked.toString(Qt::ISODate);
    const qint64 age = days();
    if (age < 0) // a clock set back, or a date typed ahead: say so rather than "-3 days ago"
        return QCoreApplication::translate("CardAge", "checked %1, a date in the future").arg(date);
    if (age == 0)
        return QCoreApplication::translate("CardAge", "checked %1, today").arg(date);
    if (age == 1)
        return QCoreApplication::translate("CardAge", "checked %1, yesterday").arg(date);
    return QCoreApplication::translate("CardAge", "checked %1, %2 days ago").arg(date).arg(age);
}

QString CardAge::mark() const {
    if (!isDated())
        return QCoreApplication::translate("CardAge", "UNDATED");
    return isStale() ? QCoreApplication::translate("CardAge", "STALE") : QString();
}

QString CardAge::stamp() const {
    const QString date = isDated() ? QCoreApplication::translate("CardAge", "checked %1")
                                         .arg(checked.toString(Qt::ISODate))
                                   : QCoreApplication::translate("CardAge", "no checked date");
    return isStale() ? date + QStringLiteral(" · ") + mark() : date;
}

} // namespace FlowAudit
