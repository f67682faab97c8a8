#include "core/vendors/quotenumber.h"

#include "core/vendors/numberwords.h"

#include <QCoreApplication>
#include <QHash>

#include <cmath>

namespace FlowAudit {

namespace {

// Seconds in a unit as a docs page writes it.
double unitSeconds(QStringView unit) {
    static const QHash<QString, double> units{{QStringLiteral("ms"), 0.001},
                                              {QStringLiteral("millisecond"), 0.001},
                                              {QStringLiteral("milliseconds"), 0.001},
                                              {QStringLiteral("s"), 1},
                                              {QStringLiteral("sec"), 1},
                                              {QStringLiteral("secs"), 1},
                                              {QStringLiteral("second"), 1},
                                              {QStringLiteral("seconds"), 1},
                                              {QStringLiteral("min"), 60},
                                              {QStringLiteral("mins"), 60},
                                              {QStringLiteral("minute"), 60},
                                              {QStringLiteral("minutes"), 60},
                                              {QStringLiteral("h"), 3'600},
                                              {QStringLiteral("hr"), 3'600},
                                              {QStringLiteral("hrs"), 3'600},
                                              {QStringLiteral("hour"), 3'600},
                                              {QStringLiteral("hours"), 3'600},
                                              {QStringLiteral("d"), 86'400},
                                              {QStringLiteral("day"), 86'400},
                                              {QStringLiteral("days"), 86'400},
                                              {QStringLiteral("week"), 604'800},
                                              {QStringLiteral("weeks"), 604'800}};
    QString word = unit.toString().toLower();
    while (!word.isEmpty() && !word.back().isLetter())
        word.chop(1);
    return units.value(word, 0);
}

QStringList wordsOf(const QString& text) {
    return text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// Every length of time the words state: a number and its unit, joined ("72h", "3-day") or
// the next word ("three days"), the first of a range taking the second's ("15 to 30 s"), and
// a length told in two units ("7 hours 51 minutes", "1 h and 30 min") as their sum too.
QList<double> durationsIn(const QStringList& words) {
    static const QStringList joins{QStringLiteral("and"), QStringLiteral("to"),
                                   QStringLiteral("or"), QStringLiteral("-"), QStringLiteral("–")};
    QList<double> seconds;
    qsizetype lastEnd = -1; // the word after the last duration read
    double lastUnit = 0;
    double running = 0; // the compound length that duration ends
    for (qsizetype i = 0; i < words.size(); ++i) {
        const std::optional<NumberWords::Read> number = NumberWords::read(words[i]);
        if (!number)
            continue;
        double unit = unitSeconds(number->rest);
        qsizetype end = i + 1;
        if (unit == 0 && number->rest.isEmpty() && i + 1 < words.size()) {
            unit = unitSeconds(words[i + 1]);
            end = i + 2;
        }
        // A range's first number takes the unit of its second: "between 15 and 30s".
        bool range = false;
        if (unit == 0 && number->rest.isEmpty() && i + 2 < words.size() &&
            joins.contains(words[i + 1].toLower())) {
            if (const std::optional<NumberWords::Read> second = NumberWords::read(words[i + 2])) {
                unit = unitSeconds(second->rest);
                if (unit == 0 && second->rest.isEmpty() && i + 3 < words.size())
                    unit = unitSeconds(words[i + 3]);
                range = true;
            }
        }
        if (unit <= 0)
            continue;
        const double length = number->value * unit;
        seconds.append(length);
        // The smaller unit right after a larger one, or after "and", goes on the same length.
        const bool goesOn = !range && unit < lastUnit &&
                            (i == lastEnd || (i == lastEnd + 1 && words[lastEnd].toLower() ==
                                                                      QLatin1StringView("and")));
        running = goesOn ? running + length : length;
        if (goesOn)
            seconds.append(running);
        lastEnd = range ? -1 : end;
        lastUnit = range ? 0 : unit;
    }
    return seconds;
}

bool holds(const QList<double>& values, double wanted) {
    for (const double value : values)
        if (std::abs(value - wanted) <= 1e-9 * std::max(1.0, std::abs(wanted)))
            return true;
    return false;
}

// The numbers a fact's text states. "One" is an article more often than a number there ("one
// of the events"), and a digit run on into letters that are no unit ("2xx", "5th") is a name.
QList<double> numbersOfFact(const QString& factText) {
    QList<double> numbers;
    for (const QString& word : wordsOf(factText)) {
        const std::optional<NumberWords::Read> number = NumberWords::read(word);
        if (!number || (number->value == 1 && word.toLower().startsWith(QLatin1StringView("one"))))
            continue;
        if (!number->rest.isEmpty() && unitSeconds(number->rest) == 0 && word.front().isDigit())
            continue;
        numbers.append(number->value);
    }
    return numbers;
}

QString tooShort(const QStringList& words) {
    if (words.size() >= QuoteNumber::MinimumWords)
        return {};
    return QCoreApplication::translate("QuoteNumber",
                                       "the quote has %n word(s); a quote is a sentence of at "
                                       "least %1 words, enough to be found once on the page",
                                       nullptr, int(words.size()))
        .arg(QuoteNumber::MinimumWords);
}

} // namespace

QString QuoteNumber::whyNotForWindow(const QString& quote, Duration duration) {
    const QStringList words = wordsOf(quote);
    if (const QString why = tooShort(words); !why.isEmpty())
        return why;
    if (holds(durationsIn(words), duration.seconds()))
        return {};
    return QCoreApplication::translate("QuoteNumber",
                                       "the quote does not state the window's %1 (in digits or "
                                       "words, in any unit: \"3 days\", \"72 hours\")")
        .arg(duration.describe());
}

QString QuoteNumber::whyNotForRetries(const QString& quote, int count,
                                      const QList<Duration>& schedule) {
    const QStringList words = wordsOf(quote);
    if (const QString why = tooShort(words); !why.isEmpty())
        return why;
    if (count > 0) {
        if (holds(NumberWords::numbersIn(quote.simplified()), count))
            return {};
        return QCoreApplication::translate("QuoteNumber",
                                           "the quote does not state the count %1 (in digits or "
                                           "words)")
            .arg(count);
    }
    const QList<double> stated = durationsIn(words);
    for (const Duration& step : schedule)
        if (holds(stated, step.seconds()))
            return {};
    return QCoreApplication::translate("QuoteNumber", "the quote states no step of the schedule");
}

QString QuoteNumber::whyNotForFact(const QString& quote, const QString& factText) {
    const QStringList words = wordsOf(quote);
    if (const QString why = tooShort(words); !why.isEmpty())
        return why;
    const QList<double> factNumbers = numbersOfFact(factText);
    if (factNumbers.isEmpty())
        return {}; // a statement without a number: the words are the fact
    const QList<double> quoteNumbers = NumberWords::numbersIn(quote.simplified());
    for (const double number : factNumbers)
        if (holds(quoteNumbers, number))
            return {};
    const QList<double> quoteDurations = durationsIn(words);
    for (const double seconds : durationsIn(wordsOf(factText)))
        if (holds(quoteDurations, seconds))
            return {};
    QStringList said;
    for (const double number : factNumbers)
        said.append(QString::number(number));
    return QCoreApplication::translate("QuoteNumber",
                                       "the quote states none of the fact's numbers (%1), in "
                                       "digits or words")
        .arg(said.join(QStringLiteral(", ")));
}

bool QuoteNumber::statesNumber(const CardFact& fact) {
    return fact.part != CardFact::Part::Fact || !numbersOfFact(fact.text).isEmpty();
}

QString QuoteNumber::whyNotFor(const VendorCard& card, const CardFact& fact, const QString& quote) {
    const auto at = [&](const auto& list) { return fact.index >= 0 && fact.index < list.size(); };
    switch (fact.part) {
    case CardFact::Part::Fact:
        break;
    case CardFact::Part::Window:
        if (at(card.windows))
            return whyNotForWindow(quote, card.windows[fact.index].duration);
        break;
    case CardFact::Part::Retries:
        if (at(card.retries))
            return whyNotForRetries(quote, card.retries[fact.index].count,
                                    card.retries[fact.index].schedule);
        break;
    }
    return whyNotForFact(quote, fact.text);
}

} // namespace FlowAudit
