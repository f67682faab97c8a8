#pragma once

#include <QString>

#include <optional>

namespace FlowAudit {

// The numbers of a retry-storm scenario as people write them: durations such as `10m`,
// `10 min`, `1h30m`, `200 ms`, `0.5 s`, and plain non-negative decimals (`100000`, `0.8`).
// Exponents, signs and commas are refused, as in docs/spec/rules.md's number fields.
namespace StormQuantity {

// Seconds, or nullopt with `error` saying what was expected. A unit is required.
std::optional<double> parseDuration(QStringView text, QString* error = nullptr);
// A non-negative decimal, or nullopt with `error` set.
std::optional<double> parseNumber(QStringView text, QString* error = nullptr);

// The shortest text parseDuration reads back to the same seconds: `10 min`, `1 h 30 min`,
// `0.5 s`, `200 ms`.
QString durationText(double seconds);
// A decimal without exponent or trailing zeros: 100000, 0.8.
QString numberText(double value);
// A duration FlowAudit computed, said in the language's numbers: `0,5 s` in German. Not
// for files or fields a person types back (durationText is).
QString durationInWords(double seconds);

} // namespace StormQuantity

} // namespace FlowAudit
