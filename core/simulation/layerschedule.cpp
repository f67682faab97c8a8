#include "core/simulation/layerschedule.h"

#include <QLocale>

#include "core/simulation/stormquantity.h"

#include <QCoreApplication>

#include <cmath>

namespace FlowAudit {

LayerSchedule LayerSchedule::rt04Default() {
    LayerSchedule s;
    s.origin = QCoreApplication::translate("LayerSchedule", "RT04 default");
    return s;
}

double LayerSchedule::nominalWait(int retry) const {
    switch (kind) {
    case ScheduleKind::Exponential:
        return std::min(capSeconds, baseSeconds * std::pow(factor, retry - 1));
    case ScheduleKind::Fixed:
        return waitSeconds;
    case ScheduleKind::Waits:
        if (waits.isEmpty())
            return 0;
        return waits[std::min<qsizetype>(retry - 1, waits.size() - 1)];
    }
    return 0;
}

std::pair<double, double> LayerSchedule::waitRange(int retry) const {
    const double v = nominalWait(retry);
    switch (jitter) {
    case Jitter::None:
        return {v, v};
    case Jitter::Full:
        return {0, v};
    case Jitter::Equal:
        return {v / 2, v};
    }
    return {v, v};
}

LayerSchedule LayerSchedule::withJitter(Jitter j) const {
    LayerSchedule copy = *this;
    copy.jitter = j;
    return copy;
}

QString jitterKeyword(Jitter jitter) {
    switch (jitter) {
    case Jitter::None:
        return QStringLiteral("none");
    case Jitter::Full:
        return QStringLiteral("full");
    case Jitter::Equal:
        return QStringLiteral("equal");
    }
    return {};
}

std::optional<Jitter> jitterFromKeyword(QStringView keyword) {
    for (Jitter j : {Jitter::None, Jitter::Full, Jitter::Equal})
        if (keyword.compare(jitterKeyword(j), Qt::CaseInsensitive) == 0)
            return j;
    return std::nullopt;
}

QString scheduleKindKeyword(ScheduleKind kind) {
    switch (kind) {
    case ScheduleKind::Exponential:
        return QStringLiteral("exponential");
    case ScheduleKind::Fixed:
        return QStringLiteral("fixed");
    case ScheduleKind::Waits:
        return QStringLiteral("waits");
    }
    return {};
}

std::optional<ScheduleKind> scheduleKindFromKeyword(QStringView keyword) {
    for (ScheduleKind k : {ScheduleKind::Exponential, ScheduleKind::Fixed, ScheduleKind::Waits})
        if (keyword.compare(scheduleKindKeyword(k), Qt::CaseInsensitive) == 0)
            return k;
    return std::nullopt;
}

QString LayerSchedule::describe() const {
    QString waitsText;
    switch (kind) {
    case ScheduleKind::Exponential:
        waitsText =
            QCoreApplication::translate("LayerSchedule", "exponential from %1, ×%2, at most %3")
                .arg(StormQuantity::durationInWords(baseSeconds),
                     QLocale().toString(factor, 'g', 6),
                     StormQuantity::durationInWords(capSeconds));
        break;
    case ScheduleKind::Fixed:
        waitsText = QCoreApplication::translate("LayerSchedule", "every %1")
                        .arg(StormQuantity::durationInWords(waitSeconds));
        break;
    case ScheduleKind::Waits: {
        QStringList parts;
        for (double w : waits)
            parts.append(StormQuantity::durationInWords(w));
        waitsText = QCoreApplication::translate("LayerSchedule", "waits %1")
                        .arg(parts.join(QStringLiteral(", ")));
        break;
    }
    }
    QString jitterText;
    switch (jitter) {
    case Jitter::None:
        jitterText = QCoreApplication::translate("LayerSchedule", "no jitter");
        break;
    case Jitter::Full:
        jitterText = QCoreApplication::translate("LayerSchedule", "full jitter");
        break;
    case Jitter::Equal:
        jitterText = QCoreApplication::translate("LayerSchedule", "equal jitter");
        break;
    }
    return waitsText + QStringLiteral(", ") + jitterText;
}

} // namespace FlowAudit
