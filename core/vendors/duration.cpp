#include "core/vendors/duration.h"

#include <QCoreApplication>
#include <QList>

#include <array>

namespace FlowAudit {

namespace {

struct DurationUnit {
    QLatin1StringView keyword;
    qint64 ms;
};

// Largest first: toString() splits a duration into these in this order.
constexpr std::array<DurationUnit, 5> DurationUnits{{
    {QLatin1StringView("d"), 86'400'000},
    {QLatin1StringView("h"), 3'600'000},
    {QLatin1StringView("min"), 60'000},
    {QLatin1StringView("s"), 1'000},
    {QLatin1StringView("ms"), 1},
}};

// Longer than any window a vendor states, short enough that sums never overflow.
constexpr qint64 MaxMilliseconds = qint64(1000) * 365 * 86'400'000;

QString unitSymbol(qsizetype index) {
    switch (index) {
    case 0:
        return QCoreApplication::translate("Duration", "d", "unit symbol: days");
    case 1:
        return QCoreApplication::translate("Duration", "h", "unit symbol: hours");
    case 2:
        return QCoreApplication::translate("Duration", "min", "unit symbol: minutes");
    case 3:
        return QCoreApplication::translate("Duration", "s", "unit symbol: seconds");
    default:
        return QCoreApplication::translate("Duration", "ms", "unit symbol: milliseconds");
    }
}

template <typename Symbol> QString join(qint64 ms, Symbol symbol) {
    if (ms == 0)
        return QStringLiteral("0 ") + symbol(3);
    QStringList parts;
    for (qsizetype i = 0; i < qsizetype(DurationUnits.size()); ++i) {
        const qint64 count = ms / DurationUnits[i].ms;
        if (count == 0)
            continue;
        parts.append(QString::number(count) + QLatin1Char(' ') + symbol(i));
        ms -= count * DurationUnits[i].ms;
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace

std::optional<Duration> Duration::parse(QStringView text, QString* error) {
    const auto fail = [&](const QString& why) -> std::optional<Duration> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QList<QStringView> words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty() || words.size() % 2 != 0)
        return fail(QCoreApplication::translate(
                        "Duration",
                        "expected a duration such as `3 d`, `150 s` or `10 h 35 min`, found `%1`")
                        .arg(text));
    qint64 total = 0;
    for (qsizetype i = 0; i < words.size(); i += 2) {
        bool isNumber = false;
        const qint64 count = words[i].toLongLong(&isNumber);
        if (!isNumber || count < 0 || words[i].startsWith(QLatin1Char('+')) ||
            count > MaxMilliseconds)
            return fail(QCoreApplication::translate(
                            "Duration", "expected a whole number before the unit, found `%1`")
                            .arg(words[i]));
        const auto unit =
            std::find_if(DurationUnits.begin(), DurationUnits.end(),
                         [&](const DurationUnit& u) { return words[i + 1] == u.keyword; });
        if (unit == DurationUnits.end())
            return fail(QCoreApplication::translate(
                            "Duration", "expected a unit (ms, s, min, h or d), found `%1`")
                            .arg(words[i + 1]));
        if (count > (MaxMilliseconds - total) / unit->ms)
            return fail(
                QCoreApplication::translate("Duration", "`%1` is longer than any vendor window")
                    .arg(text));
        total += count * unit->ms;
    }
    return Duration(total);
}

QString Duration::toString() const {
    return join(m_ms, [](qsizetype i) { return QString(DurationUnits[std::size_t(i)].keyword); });
}

QString Duration::describe() const {
    return join(m_ms, unitSymbol);
}

} // namespace FlowAudit
