#include "core/vendors/numberwords.h"

#include <QHash>
#include <QString>

namespace FlowAudit {

namespace {

const QHash<QString, int>& wordValues() {
    static const QHash<QString, int> values{
        {QStringLiteral("zero"), 0},      {QStringLiteral("one"), 1},
        {QStringLiteral("two"), 2},       {QStringLiteral("three"), 3},
        {QStringLiteral("four"), 4},      {QStringLiteral("five"), 5},
        {QStringLiteral("six"), 6},       {QStringLiteral("seven"), 7},
        {QStringLiteral("eight"), 8},     {QStringLiteral("nine"), 9},
        {QStringLiteral("ten"), 10},      {QStringLiteral("eleven"), 11},
        {QStringLiteral("twelve"), 12},   {QStringLiteral("thirteen"), 13},
        {QStringLiteral("fourteen"), 14}, {QStringLiteral("fifteen"), 15},
        {QStringLiteral("sixteen"), 16},  {QStringLiteral("seventeen"), 17},
        {QStringLiteral("eighteen"), 18}, {QStringLiteral("nineteen"), 19},
        {QStringLiteral("twenty"), 20},   {QStringLiteral("thirty"), 30},
        {QStringLiteral("forty"), 40},    {QStringLiteral("fifty"), 50},
        {QStringLiteral("sixty"), 60},    {QStringLiteral("seventy"), 70},
        {QStringLiteral("eighty"), 80},   {QStringLiteral("ninety"), 90},
        {QStringLiteral("once"), 1},      {QStringLiteral("twice"), 2},
        {QStringLiteral("thrice"), 3}};
    return values;
}

bool isWordCharacter(QChar c) {
    return c.isLetterOrNumber();
}

std::optional<NumberWords::Read> digitsValue(QStringView word) {
    qsizetype end = 0;
    while (end < word.size() &&
           (word[end].isDigit() || word[end] == QLatin1Char('.') || word[end] == QLatin1Char(',')))
        ++end;
    QString digits = word.left(end).toString();
    while (digits.endsWith(QLatin1Char('.')) || digits.endsWith(QLatin1Char(',')))
        digits.chop(1);
    // "1,000" is a thousand: every group after a comma has three digits (a decimal point may
    // follow the last); "1,5", a German decimal, is not a number an English page writes.
    const QStringList groups = digits.split(QLatin1Char(','));
    for (qsizetype i = 1; i < groups.size(); ++i) {
        const qsizetype point = groups[i].indexOf(QLatin1Char('.'));
        const bool last = i == groups.size() - 1;
        if ((point < 0 ? groups[i].size() : point) != 3 || (point >= 0 && !last))
            return std::nullopt;
    }
    bool ok = false;
    const double value = groups.join(QString()).toDouble(&ok);
    if (!ok)
        return std::nullopt;
    QString rest = word.mid(end).toString().toLower();
    if (rest.startsWith(QLatin1Char('-')))
        rest.remove(0, 1);
    return NumberWords::Read{value, rest};
}

std::optional<NumberWords::Read> wordsValue(QStringView word) {
    const QString lower = word.toString().toLower();
    double value = 0;
    bool any = false;
    const QList<QStringView> parts = QStringView(lower).split(QLatin1Char('-'));
    qsizetype used = 0;
    for (const QStringView part : parts) {
        const auto it = wordValues().constFind(part.toString());
        if (it != wordValues().constEnd()) {
            value += it.value();
            any = true;
        } else if (any && part == QLatin1StringView("hundred")) {
            value *= 100;
        } else if (any && part == QLatin1StringView("thousand")) {
            value *= 1000;
        } else {
            break; // "three-day": the number, then what it counts
        }
        ++used;
    }
    if (!any)
        return std::nullopt;
    QStringList rest;
    for (qsizetype i = used; i < parts.size(); ++i)
        rest.append(parts[i].toString());
    return NumberWords::Read{value, rest.join(QLatin1Char('-'))};
}

} // namespace

std::optional<NumberWords::Read> NumberWords::read(QStringView word) {
    qsizetype from = 0;
    qsizetype to = word.size();
    while (from < to && !isWordCharacter(word[from]))
        ++from;
    while (to > from && !isWordCharacter(word[to - 1]))
        --to;
    const QStringView core = word.mid(from, to - from);
    if (core.isEmpty())
        return std::nullopt;
    return core.front().isDigit() ? digitsValue(core) : wordsValue(core);
}

std::optional<double> NumberWords::valueOf(QStringView word) {
    const std::optional<Read> number = read(word);
    return number ? std::optional<double>(number->value) : std::nullopt;
}

QList<double> NumberWords::numbersIn(QStringView text) {
    QList<double> numbers;
    for (const QStringView word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (const std::optional<double> value = valueOf(word))
            numbers.append(*value);
    return numbers;
}

} // namespace FlowAudit
