#include "core/model/decimal.h"

#include <QLocale>

#include "core/model/asciitext.h"

#include <algorithm>

namespace FlowAudit {

std::optional<Decimal> Decimal::parse(QStringView text) {
    const qsizetype dot = text.indexOf(QLatin1Char('.'));
    const QStringView integer = dot < 0 ? text : text.left(dot);
    const QStringView fraction = dot < 0 ? QStringView() : text.mid(dot + 1);
    if (integer.isEmpty() || (dot >= 0 && fraction.isEmpty()))
        return std::nullopt;
    if (!std::all_of(integer.begin(), integer.end(), AsciiText::isDigit) ||
        !std::all_of(fraction.begin(), fraction.end(), AsciiText::isDigit))
        return std::nullopt;
    Decimal d;
    d.m_integer = integer.toLatin1().toStdString();
    d.m_fraction = fraction.toLatin1().toStdString();
    d.normalise();
    return d;
}

void Decimal::normalise() {
    m_integer.erase(0, std::min(m_integer.find_first_not_of('0'), m_integer.size()));
    const auto last = m_fraction.find_last_not_of('0');
    m_fraction.resize(last == std::string::npos ? 0 : last + 1);
}

int Decimal::compare(const Decimal& other) const {
    if (m_integer.size() != other.m_integer.size())
        return m_integer.size() < other.m_integer.size() ? -1 : 1;
    if (const int c = m_integer.compare(other.m_integer); c != 0)
        return c < 0 ? -1 : 1;
    // Same integer part: compare fractions digit by digit, the shorter padded with zeros.
    const std::size_t n = std::max(m_fraction.size(), other.m_fraction.size());
    for (std::size_t i = 0; i < n; ++i) {
        const char a = i < m_fraction.size() ? m_fraction[i] : '0';
        const char b = i < other.m_fraction.size() ? other.m_fraction[i] : '0';
        if (a != b)
            return a < b ? -1 : 1;
    }
    return 0;
}

Decimal Decimal::doubled() const {
    // Double all digits as one number, right to left, then split at the old point.
    std::string digits = m_integer + m_fraction;
    int carry = 0;
    for (auto it = digits.rbegin(); it != digits.rend(); ++it) {
        const int v = (*it - '0') * 2 + carry;
        *it = char('0' + v % 10);
        carry = v / 10;
    }
    if (carry)
        digits.insert(digits.begin(), '1');
    Decimal d;
    d.m_integer = digits.substr(0, digits.size() - m_fraction.size());
    d.m_fraction = digits.substr(digits.size() - m_fraction.size());
    d.normalise();
    return d;
}

Decimal Decimal::halved() const {
    // Long division by 2, left to right; one extra fraction digit always suffices.
    std::string digits = m_integer + m_fraction + '0';
    int remainder = 0;
    for (char& c : digits) {
        const int v = remainder * 10 + (c - '0');
        c = char('0' + v / 2);
        remainder = v % 2;
    }
    Decimal d;
    d.m_integer = digits.substr(0, m_integer.size());
    d.m_fraction = digits.substr(m_integer.size());
    d.normalise();
    return d;
}

QString Decimal::toString() const {
    QString s = m_integer.empty() ? QStringLiteral("0") : QString::fromLatin1(m_integer);
    if (!m_fraction.empty())
        s += QLatin1Char('.') + QString::fromLatin1(m_fraction);
    return s;
}

QString Decimal::toLocalString() const {
    QString text = toString();
    text.replace(QLatin1Char('.'), QLocale().decimalPoint());
    return text;
}

QString Decimal::typedInLocal(const QString& typed) {
    if (!parse(typed))
        return typed;
    QString text = typed;
    text.replace(QLatin1Char('.'), QLocale().decimalPoint());
    return text;
}

} // namespace FlowAudit
