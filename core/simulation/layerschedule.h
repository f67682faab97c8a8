#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace FlowAudit {

// How long one retry layer waits before each of its retries.
enum class ScheduleKind : quint8 {
    Exponential, // RT04: min(cap, base × factor^(j−1)) before retry j; the first retry waits base
    Fixed,       // the same wait before every retry (n8n's waitBetweenTries, Make's Break interval)
    Waits,       // an explicit list of waits; the last repeats when the layer has more retries
};

// How the real wait spreads around the nominal wait v (sleep = random(...) in RT04's words).
enum class Jitter : quint8 {
    None,  // exactly v
    Full,  // uniform on [0, v] (RT04's default)
    Equal, // uniform on [v/2, v]
};

struct LayerSchedule {
    ScheduleKind kind = ScheduleKind::Exponential;
    double baseSeconds = 1; // Exponential
    double factor = 2;      // Exponential
    double capSeconds = 60; // Exponential
    double waitSeconds = 1; // Fixed
    QList<double> waits;    // Waits: before retry 1, 2, …
    Jitter jitter = Jitter::Full;
    QString origin; // where it comes from, for people: "RT04 default", "Zapier Zaps card"

    // RT04's default for custom code: base 1 s, factor 2, cap 60 s, full jitter.
    static LayerSchedule rt04Default();

    // The nominal wait before retry `retry` (1-based: retry 1 is the second attempt).
    double nominalWait(int retry) const;
    // The interval the real wait falls in, after jitter: [lo, hi].
    std::pair<double, double> waitRange(int retry) const;
    LayerSchedule withJitter(Jitter j) const;

    // `exponential 1 s ×2 ≤ 60 s, full jitter`, for people.
    QString describe() const;

    bool operator==(const LayerSchedule& other) const = default;
};

QString jitterKeyword(Jitter jitter);
std::optional<Jitter> jitterFromKeyword(QStringView keyword);
QString scheduleKindKeyword(ScheduleKind kind);
std::optional<ScheduleKind> scheduleKindFromKeyword(QStringView keyword);

} // namespace FlowAudit
