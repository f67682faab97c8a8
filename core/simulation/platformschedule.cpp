#include "core/simulation/platformschedule.h"

#include "core/vendors/vendorcard.h"

#include <QCoreApplication>

namespace FlowAudit::PlatformSchedule {

namespace {

std::optional<LayerSchedule> fromEntry(const VendorCard& card, const VendorRetries& retries) {
    LayerSchedule s;
    s.jitter = Jitter::None;
    s.origin = QCoreApplication::translate("PlatformSchedule", "%1 card: %2")
                   .arg(card.title(), retries.note);
    if (retries.schedule.size() >= 2) {
        // Times after the first error: 1 min, 11 min, 21 min … become waits 1, 10, 10 min.
        s.kind = ScheduleKind::Waits;
        double previous = 0;
        for (const Duration& at : retries.schedule) {
            s.waits.append(std::max(0.0, at.seconds() - previous));
            previous = at.seconds();
        }
        return s;
    }
    if (retries.schedule.size() == 1) {
        s.kind = ScheduleKind::Fixed;
        s.waitSeconds = retries.schedule.front().seconds();
        return s;
    }
    // No times stated: a fixed wait bounded by the card's longest gap between retries.
    if (const std::optional<VendorWindow> gap = card.longest({WindowKind::MaxDelay})) {
        s.kind = ScheduleKind::Fixed;
        s.waitSeconds = gap->duration.seconds();
        s.origin = QCoreApplication::translate("PlatformSchedule",
                                               "%1 card: fixed waits of %2 (the stated maximum)")
                       .arg(card.title(), gap->duration.describe());
        return s;
    }
    return std::nullopt;
}

} // namespace

std::optional<LayerSchedule> fromCard(const VendorCard& card, int entry) {
    int seen = 0;
    for (const VendorRetries& retries : card.retries) {
        std::optional<LayerSchedule> s = fromEntry(card, retries);
        if (!s)
            continue;
        ++seen;
        if (entry == 0 || entry == seen)
            return s;
    }
    return std::nullopt;
}

int entryNamed(const VendorCard& card, QStringView layer) {
    QString words = layer.toString();
    words.replace(QLatin1Char('_'), QLatin1Char(' ')).replace(QLatin1Char('-'), QLatin1Char(' '));
    int seen = 0;
    for (const VendorRetries& retries : card.retries) {
        if (!fromEntry(card, retries))
            continue;
        ++seen;
        if (retries.note.contains(words, Qt::CaseInsensitive))
            return seen;
    }
    return 0;
}

int entryCount(const VendorCard& card) {
    int count = 0;
    for (const VendorRetries& retries : card.retries)
        count += fromEntry(card, retries) ? 1 : 0;
    return count;
}

} // namespace FlowAudit::PlatformSchedule
