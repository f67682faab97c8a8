#include "core/vendors/evidenceage.h"

#include <QCoreApplication>

namespace FlowAudit {

EvidenceState EvidenceAge::state() const {
    if (!evidence.isQuoted())
        return EvidenceState::NotYetQuoted;
    if (!evidence.checked.isValid() || days() > reviewEveryDays || days() < 0)
        return EvidenceState::Stale;
    return EvidenceState::Current;
}

qint64 EvidenceAge::days() const {
    return evidence.checked.isValid() ? evidence.checked.daysTo(today) : 0;
}

QString EvidenceAge::describe() const {
    if (!evidence.isQuoted())
        return QCoreApplication::translate("EvidenceAge", "not yet quoted");
    if (!evidence.checked.isValid())
        return QCoreApplication::translate("EvidenceAge", "quoted, never checked");
    const QString date = evidence.checked.toString(Qt::ISODate);
    const QString when = evidence.checkedBy.isEmpty()
                             ? QCoreApplication::translate("EvidenceAge", "checked %1").arg(date)
                             : QCoreApplication::translate("EvidenceAge", "checked %1 by %2")
                                   .arg(date, evidence.checkedBy);
    const qint64 age = days();
    if (age < 0)
        return QCoreApplication::translate("EvidenceAge", "%1, a date in the future").arg(when);
    if (age == 0)
        return QCoreApplication::translate("EvidenceAge", "%1, today").arg(when);
    if (age == 1)
        return QCoreApplication::translate("EvidenceAge", "%1, yesterday").arg(when);
    return QCoreApplication::translate("EvidenceAge", "%1, %2 days ago").arg(when).arg(age);
}

QString EvidenceAge::mark() const {
    const EvidenceState s = state();
    return s == EvidenceState::Current ? QString() : stateWord(s);
}

QString EvidenceAge::stateWord(EvidenceState state) {
    switch (state) {
    case EvidenceState::Current:
        return QCoreApplication::translate("EvidenceAge", "CONFIRMED");
    case EvidenceState::Stale:
        return QCoreApplication::translate("EvidenceAge", "STALE");
    case EvidenceState::NotYetQuoted:
        return QCoreApplication::translate("EvidenceAge", "NOT YET QUOTED");
    }
    return {};
}

} // namespace FlowAudit
