#include "core/simulation/stormquantity.h"

#include <QLocale>

#include <QCoreApplication>

#include <array>
#include <cmath>

namespace FlowAudit::StormQuantity {

namespace {

struct QuantityUnit {
    QLatin1StringView word;
    double seconds;
};

// Longest words first, so `min` and `ms` are not read as `m` and then garbage.
constexpr std::array<QuantityUnit, 6> QuantityUnits{{
    {QLatin1StringView("min"), 60},
    {QLatin1StringView("ms"), 0.001},
    {QLatin1StringView("h"), 3600},
    {QLatin1StringView("m"), 60},
    {QLatin1StringView("s"), 1},
    {QLatin1StringView("d"), 86400},
}};

// Longer than any scenario the simulator accepts (its horizon is capped far below).
constexpr double MaxSeconds = 365.0 * 86400.0;

bool isDigit(QChar c) {
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

// Reads `digits[.digits]` at `pos`; advances pos. nullopt when there are no digits.
std::optional<double> readDecimal(QStringView text, qsizetype& pos) {
    const qsizetype start = pos;
    while (pos < text.size() && isDigit(text[pos]))
        ++pos;
    if (pos == start)
        return std::nullopt;
    if (pos < text.size() && text[pos] == QLatin1Char('.')) {
        const qsizetype dot = pos++;
        while (pos < text.size() && isDigit(text[pos]))
            ++pos;
        if (pos == dot + 1)
            return std::nullopt;
    }
    bool ok = false;
    const double value = text.mid(start, pos - start).toDouble(&ok);
    return ok && std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

void skipSpaces(QStringView text, qsizetype& pos) {
    while (pos < text.size() && text[pos] == QLatin1Char(' '))
        ++pos;
}

} // namespace

std::optional<double> parseDuration(QStringView text, QString* error) {
    const auto fail = [&]() -> std::optional<double> {
        if (error)
            *error =
                QCoreApplication::translate(
                    "StormQuantity",
                    "expected a duration such as `10m`, `90 s`, `1h30m` or `200 ms`, found `%1`")
                    .arg(text.toString());
        return std::nullopt;
    };
    text = text.trimmed();
    qsizetype pos = 0;
    double total = 0;
    bool any = false;
    while (true) {
        skipSpaces(text, pos);
        if (pos == text.size())
            break;
        const std::optional<double> count = readDecimal(text, pos);
        if (!count)
            return fail();
        skipSpaces(text, pos);
        const QuantityUnit* unit = nullptr;
        for (const QuantityUnit& u : QuantityUnits) {
            const QStringView rest = text.mid(pos);
            // A unit word ends at a space, a digit or the end: `5 mins` is not `5 min` + `s`.
            if (rest.startsWith(u.word) &&
                (rest.size() == u.word.size() || !rest[u.word.size()].isLetter())) {
                unit = &u;
                break;
            }
        }
        if (!unit)
            return fail();
        pos += unit->word.size();
        total += *count * unit->seconds;
        any = true;
    }
    if (!any || total > MaxSeconds)
        return fail();
    return total;
}

std::optional<double> parseNumber(QStringView text, QString* error) {
    text = text.trimmed();
    qsizetype pos = 0;
    const std::optional<double> value = readDecimal(text, pos);
    if (!value || pos != text.size()) {
        if (error)
            *error = QCoreApplication::translate(
                         "StormQuantity",
                         "expected a non-negative decimal such as `100000` or `0.8`, found `%1`")
                         .arg(text.toString());
        return std::nullopt;
    }
    return value;
}

QString numberText(double value) {
    // Up to 9 significant decimals, never an exponent: what a person would type back.
    QString text = QString::number(value, 'f', 6);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text;
}

QString durationText(double seconds) {
    const double ms = std::round(seconds * 1000.0);
    const auto whole = qint64(ms);
    if (whole == 0)
        return QStringLiteral("0 s");
    if (whole % 1000 != 0)
        return whole < 1000 ? numberText(ms) + QStringLiteral(" ms")
                            : numberText(ms / 1000.0) + QStringLiteral(" s");
    qint64 s = whole / 1000;
    QStringList parts;
    const qint64 h = s / 3600, min = (s % 3600) / 60, sec = s % 60;
    if (h)
        parts.append(QString::number(h) + QStringLiteral(" h"));
    if (min)
        parts.append(QString::number(min) + QStringLiteral(" min"));
    if (sec)
        parts.append(QString::number(sec) + QStringLiteral(" s"));
    return parts.join(QLatin1Char(' '));
}

QString durationInWords(double seconds) {
    QString text = durationText(seconds);
    text.replace(QLatin1Char('.'), QLocale().decimalPoint());
    return text;
}

} // namespace FlowAudit::StormQuantity
