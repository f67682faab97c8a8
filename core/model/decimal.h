#pragma once

#include <QString>

#include <optional>
#include <string>

namespace FlowAudit {

// A non-negative decimal as written (`30`, `0.8`, `007`), compared and doubled exactly:
// docs/spec/rules.md forbids floating point, so `0.15000000000000001` stays above `0.15`.
class Decimal {
public:
    // ASCII digits with an optional fraction of one or more digits; nothing else.
    static std::optional<Decimal> parse(QStringView text);

    bool isZero() const { return m_integer.empty() && m_fraction.empty(); }
    // <0, 0, >0 as this is below, equal to or above other.
    int compare(const Decimal& other) const;
    Decimal doubled() const;
    Decimal halved() const;
    // Shortest exact form: no leading zeros, no trailing fraction zeros (`2.50` → `2.5`).
    QString toString() const;
    // The same in the language's numbers (`2,5` in German): for a number FlowAudit computed.
    QString toLocalString() const;
    // A number the user typed, in the language's numbers with its digits as typed (`3.20` →
    // `3,20` in German); text that is no such number comes back as typed, to be quoted.
    static QString typedInLocal(const QString& typed);

private:
    std::string m_integer;  // no leading zeros; empty for 0
    std::string m_fraction; // no trailing zeros
    void normalise();
};

} // namespace FlowAudit
