#pragma once

#include <QString>

#include <optional>

namespace FlowAudit {

// A length of time as a vendor card states it: `3 d`, `150 s`, `10 h 35 min`. Whole
// milliseconds are exact for every window the cards hold (5 s to 60 days).
class Duration {
public:
    constexpr Duration() = default;
    static constexpr Duration fromMilliseconds(qint64 ms) { return Duration(ms); }
    static constexpr Duration fromSeconds(qint64 s) { return Duration(s * 1000); }
    static constexpr Duration fromDays(qint64 d) { return Duration(d * 86'400'000); }

    // One or more `<whole number> <unit>` pairs, summed; units ms, s, min, h, d.
    // `error`, when given, says what was expected.
    static std::optional<Duration> parse(QStringView text, QString* error = nullptr);

    qint64 milliseconds() const { return m_ms; }
    double seconds() const { return double(m_ms) / 1000.0; }
    double days() const { return double(m_ms) / 86'400'000.0; }
    // The whole days that cover this duration: 24 h → 1, 25 h → 2.
    qint64 wholeDaysCovering() const { return (m_ms + 86'399'999) / 86'400'000; }

    // The canonical text the card files use: `10 h 35 min`; parse(toString()) == *this.
    QString toString() const;
    // The same, with unit symbols in the user's language, for people.
    QString describe() const;

    auto operator<=>(const Duration& other) const = default;

private:
    constexpr explicit Duration(qint64 ms)
        : m_ms(ms) {}
    qint64 m_ms = 0;
};

} // namespace FlowAudit
