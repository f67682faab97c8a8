#pragma once

#include <QStringList>
#include <QStringView>

#include <optional>

namespace FlowAudit {

// Numbers as a docs page writes them: in digits ("72", "1,000", "0.5", "3-day") or in
// English words ("three", "twenty-four", "once", "twice"). The page's word for a number is
// what a quote has to state, and what tells a changed passage from a reworded one.
namespace NumberWords {
// A number and what the word goes on with: "3-day" → 3 and "day", "72h" → 72 and "h".
struct Read {
    double value = 0;
    QString rest; // lower case, without a joining hyphen; empty for a bare number
};
std::optional<Read> read(QStringView word);
// The number a word of a normalised text states, or nullopt: "72" → 72, "3-day" → 3,
// "1,000" → 1000, "three" → 3, "Twenty-four" → 24, "twice" → 2. Punctuation around the word
// ("(3", "days.") is ignored.
std::optional<double> valueOf(QStringView word);
// Every number a text states, in its order.
QList<double> numbersIn(QStringView text);
} // namespace NumberWords

} // namespace FlowAudit
