#include "core/evidence/quotesearch.h"

#include "core/evidence/textnormaliser.h"
#include "core/vendors/numberwords.h"

#include <QHash>
#include <QStringView>

#include <algorithm>
#include <climits>
#include <functional>
#include <optional>
#include <vector>

namespace FlowAudit {

namespace {

// How many words either side a place of an ambiguous quote is shown with: enough to copy a
// prefix or suffix from.
constexpr int PlaceContextWords = 6;
constexpr qsizetype MostPlaces = 10;
// Candidates looked at among equally close windows, and occurrences of a prefix or suffix
// tried: a repetitive page would otherwise make the search quadratic.
constexpr std::size_t MostCandidates = 256;
constexpr int MostContextTries = 64;

struct Word {
    qsizetype start;
    qsizetype end;
};

// Each of the words with how often it stands among them.
QHash<QStringView, int> wordCounts(const QStringList& words) {
    QHash<QStringView, int> counts;
    for (const QString& w : words)
        ++counts[QStringView(w)];
    return counts;
}

// The page's words, and the quote's words counted, for windows slid over the page.
class PageWords {
public:
    explicit PageWords(const QString& text)
        : m_text(text) {
        qsizetype start = -1;
        for (qsizetype i = 0; i <= text.size(); ++i) {
            const bool space = i == text.size() || text[i] == QLatin1Char(' ');
            if (space && start >= 0) {
                m_words.push_back({start, i});
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
    }
    std::size_t size() const { return m_words.size(); }
    QStringView word(std::size_t k) const {
        return QStringView(m_text).mid(m_words[k].start, m_words[k].end - m_words[k].start);
    }
    // The text of words [from, from + count); empty for none.
    QString span(std::size_t from, std::size_t count) const {
        if (count == 0 || from + count > m_words.size())
            return {};
        const qsizetype begin = m_words[from].start;
        return m_text.mid(begin, m_words[from + count - 1].end - begin);
    }
    // The first word at or after a character position.
    std::size_t wordAt(qsizetype at) const {
        return std::size_t(std::lower_bound(m_words.begin(), m_words.end(), at,
                                            [](const Word& w, qsizetype a) { return w.end <= a; }) -
                           m_words.begin());
    }
    // Calls visit(start, shared) for every window of `width` words, `shared` being how many
    // of the quote's words (with their multiplicity) it holds.
    void slide(const QStringList& quoteWords, std::size_t width,
               const std::function<void(std::size_t, int)>& visit) const {
        const QHash<QStringView, int> needed = wordCounts(quoteWords);
        QHash<QStringView, int> inWindow;
        int shared = 0;
        const auto add = [&](std::size_t k) {
            const auto it = needed.constFind(word(k));
            if (it != needed.constEnd() && inWindow[word(k)]++ < it.value())
                ++shared;
        };
        const auto drop = [&](std::size_t k) {
            const auto it = needed.constFind(word(k));
            if (it != needed.constEnd() && --inWindow[word(k)] < it.value())
                --shared;
        };
        for (std::size_t k = 0; k < width; ++k)
            add(k);
        visit(0, shared);
        for (std::size_t start = 1; start + width <= m_words.size(); ++start) {
            drop(start - 1);
            add(start + width - 1);
            visit(start, shared);
        }
    }

private:
    const QString& m_text;
    std::vector<Word> m_words;
};

int sharedWords(const QStringList& quoteWords, QStringView passage) {
    QHash<QStringView, int> needed = wordCounts(quoteWords);
    int shared = 0;
    for (const QStringView w : passage.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (auto it = needed.find(w); it != needed.end() && it.value() > 0) {
            --it.value();
            ++shared;
        }
    return shared;
}

bool holdsNumber(const QString& words) {
    return !NumberWords::numbersIn(words).isEmpty();
}

// "…six words before [the quote] six words after…".
QString placeOf(const PageWords& words, qsizetype at, qsizetype length) {
    const std::size_t first = words.wordAt(at);
    const std::size_t last = words.wordAt(at + length - 1); // the quote's last word
    const std::size_t from = first >= PlaceContextWords ? first - PlaceContextWords : 0;
    const std::size_t to = std::min(words.size(), last + 1 + PlaceContextWords);
    QString place = words.span(from, first - from);
    place += (place.isEmpty() ? QStringLiteral("[") : QStringLiteral(" [")) +
             words.span(first, last + 1 - first) + QLatin1Char(']');
    if (to > last + 1)
        place += QLatin1Char(' ') + words.span(last + 1, to - last - 1);
    return (from > 0 ? QStringLiteral("…") : QString()) + place +
           (to < words.size() ? QStringLiteral("…") : QString());
}

// The words [first, last) a quote takes up on the page.
using WordRange = std::pair<std::size_t, std::size_t>;

WordRange wordsTakenBy(const PageWords& words, qsizetype at, qsizetype length) {
    return {words.wordAt(at), words.wordAt(at + length - 1) + 1};
}

// Another passage of the quote's length that is the same words with another number, or
// without the quote's number, outside the places the quote takes up: a page stating the
// number two ways. Words the window takes in beyond the passage at its ends are trimmed.
std::optional<QString> rivalOf(const PageWords& words, const QString& wanted,
                               const QStringList& quoteWords, const std::vector<WordRange>& taken) {
    const std::size_t n = std::size_t(quoteWords.size());
    if (n < 2 || words.size() < n)
        return std::nullopt;
    const int enough = int(n) - std::max(1, int(n) / 4);
    std::vector<std::size_t> candidates;
    words.slide(quoteWords, n, [&](std::size_t start, int shared) {
        const bool overlaps = std::any_of(taken.begin(), taken.end(), [&](const WordRange& r) {
            return start < r.second && start + n > r.first;
        });
        if (shared >= enough && !overlaps && candidates.size() < MostCandidates)
            candidates.push_back(start);
    });
    // Of the windows that differ in a number, the one closest to the quote (fewest of its
    // words gone, then fewest added): a window a word off the passage loses a word at an end.
    std::optional<QString> rival;
    std::pair<int, int> closest{INT_MAX, INT_MAX};
    for (const std::size_t start : candidates) {
        QList<WordDiffSegment> diff = WordDiff::between(wanted, words.span(start, n));
        // The window's own overrun at either end is not the passage's.
        while (!diff.isEmpty() && diff.front().kind == WordDiffSegment::Kind::Added)
            diff.removeFirst();
        while (!diff.isEmpty() && diff.back().kind == WordDiffSegment::Kind::Added)
            diff.removeLast();
        // Nor are the quote's words the window stops short of, where the page goes on with
        // them: the passage is longer than the window, not without its number.
        const auto wordsIn = [](const WordDiffSegment& s) {
            return std::size_t(s.words.count(QLatin1Char(' '))) + 1;
        };
        if (!diff.isEmpty() && diff.back().kind == WordDiffSegment::Kind::Removed &&
            words.span(start + n, wordsIn(diff.back())) == diff.back().words)
            diff.removeLast();
        if (!diff.isEmpty() && diff.front().kind == WordDiffSegment::Kind::Removed &&
            start >= wordsIn(diff.front()) &&
            words.span(start - wordsIn(diff.front()), wordsIn(diff.front())) == diff.front().words)
            diff.removeFirst();
        bool numberDiffers = false;
        std::pair<int, int> distance{0, 0};
        QStringList passage;
        for (const WordDiffSegment& segment : diff) {
            const int count = int(segment.words.count(QLatin1Char(' '))) + 1;
            if (segment.kind != WordDiffSegment::Kind::Same && holdsNumber(segment.words))
                numberDiffers = true;
            if (segment.kind == WordDiffSegment::Kind::Removed)
                distance.first += count;
            else
                passage.append(segment.words);
            if (segment.kind == WordDiffSegment::Kind::Added)
                distance.second += count;
        }
        if (numberDiffers && !passage.isEmpty() && distance < closest) {
            closest = distance;
            rival = passage.join(QLatin1Char(' '));
        }
    }
    return rival;
}

// The passage that stands where the prefix and suffix say the quote was: between them, or
// as many words as the quote after the prefix (before the suffix) when only one is given.
// The one sharing most of the quote's words, and at least half of them; else nullopt.
std::optional<QString> passageInContext(const QString& page, const PageWords& words,
                                        const QString& before, const QString& after,
                                        const QStringList& quoteWords, qsizetype quoteLength) {
    const std::size_t n = std::size_t(quoteWords.size());
    std::optional<QString> best;
    int bestShared = 0;
    const auto consider = [&](QString passage) {
        passage = passage.trimmed();
        const int shared = sharedWords(quoteWords, passage);
        if (!passage.isEmpty() && shared > bestShared) {
            bestShared = shared;
            best = passage;
        }
    };
    int tries = 0;
    if (!before.isEmpty()) {
        for (qsizetype at = page.indexOf(before); at >= 0 && tries < MostContextTries;
             at = page.indexOf(before, at + 1), ++tries) {
            const qsizetype start = at + before.size();
            if (!after.isEmpty()) {
                const qsizetype end = page.indexOf(after, start);
                if (end >= 0 && end - start <= 2 * quoteLength + 80)
                    consider(page.mid(start, end - start));
                continue;
            }
            const std::size_t first = words.wordAt(start);
            if (first < words.size())
                consider(words.span(first, std::min(n, words.size() - first)));
        }
    } else {
        for (qsizetype at = page.indexOf(after); at >= 0 && tries < MostContextTries;
             at = page.indexOf(after, at + 1), ++tries) {
            const std::size_t end = words.wordAt(at); // the suffix's first word
            if (end > 0) {
                const std::size_t from = end >= n ? end - n : 0;
                consider(words.span(from, end - from));
            }
        }
    }
    if (bestShared * 2 < int(n))
        return std::nullopt;
    return best;
}

// The window of as many words as the quote that shares most of its words; among equally
// close ones, the one with most words in the quote's own places, so the passage is aligned
// with the quote rather than shifted by a word. Counted word by word, not diffed: a page of
// repeated sentences would make a diff of each dear. Nullopt when none holds half its words.
std::optional<QString> closestPassage(const PageWords& words, const QStringList& quoteWords) {
    const std::size_t n = std::size_t(quoteWords.size());
    if (words.size() == 0)
        return std::nullopt;
    const std::size_t width = std::min(n, words.size());
    int best = -1;
    std::vector<std::size_t> candidates;
    words.slide(quoteWords, width, [&](std::size_t start, int shared) {
        if (shared > best) {
            best = shared;
            candidates.assign(1, start);
        } else if (shared == best && candidates.size() < MostCandidates) {
            candidates.push_back(start);
        }
    });
    if (best * 2 < int(n))
        return std::nullopt;
    std::size_t chosen = candidates.front();
    int mostInPlace = -1;
    for (const std::size_t start : candidates) {
        int inPlace = 0;
        for (std::size_t k = 0; k < width; ++k)
            inPlace += words.word(start + k) == QStringView(quoteWords[qsizetype(k)]) ? 1 : 0;
        if (inPlace > mostInPlace) {
            mostInPlace = inPlace;
            chosen = start;
        }
    }
    return words.span(chosen, width);
}

QuoteMatch changedTo(const QString& wanted, const QString& passage) {
    QuoteMatch match;
    match.kind = QuoteMatch::Kind::Changed;
    match.passage = passage;
    match.diff = WordDiff::between(wanted, passage);
    return match;
}

} // namespace

QuoteMatch QuoteSearch::find(const QString& pageText, const QString& quote, const QString& prefix,
                             const QString& suffix) {
    const QString wanted = normaliseForMatching(quote);
    QuoteMatch match;
    if (wanted.isEmpty())
        return match;
    const QString before = normaliseForMatching(prefix);
    const QString after = normaliseForMatching(suffix);
    const bool hasContext = !before.isEmpty() || !after.isEmpty();
    const PageWords words(pageText);
    const QStringList quoteWords = wanted.split(QLatin1Char(' '));

    QList<qsizetype> everywhere;
    QList<qsizetype> inContext;
    for (qsizetype at = pageText.indexOf(wanted); at >= 0; at = pageText.indexOf(wanted, at + 1)) {
        everywhere.append(at);
        const QStringView left = QStringView(pageText).left(at).trimmed();
        const QStringView right = QStringView(pageText).mid(at + wanted.size()).trimmed();
        if (left.endsWith(before) && right.startsWith(after))
            inContext.append(at);
    }
    if (inContext.size() > 1) {
        match.kind = QuoteMatch::Kind::Ambiguous;
        for (const qsizetype at : inContext.first(std::min(inContext.size(), MostPlaces)))
            match.places.append(placeOf(words, at, wanted.size()));
        return match;
    }
    if (inContext.size() == 1) {
        // Without a prefix or suffix, the quote is the page's only word on its number.
        if (!hasContext) {
            if (const std::optional<QString> rival =
                    rivalOf(words, wanted, quoteWords,
                            {wordsTakenBy(words, inContext.front(), wanted.size())}))
                return changedTo(wanted, *rival);
        }
        match.kind = QuoteMatch::Kind::Found;
        return match;
    }
    if (hasContext) {
        if (const std::optional<QString> replaced =
                passageInContext(pageText, words, before, after, quoteWords, wanted.size()))
            return changedTo(wanted, *replaced);
        if (!everywhere.isEmpty()) {
            // The words are there, but the page around them changed: where they stand.
            match.kind = QuoteMatch::Kind::Changed;
            for (const qsizetype at : everywhere.first(std::min(everywhere.size(), MostPlaces)))
                match.places.append(placeOf(words, at, wanted.size()));
            return match;
        }
    }
    if (const std::optional<QString> closest = closestPassage(words, quoteWords))
        return changedTo(wanted, *closest);
    return match; // Gone: nothing like it
}

std::optional<QString> QuoteSearch::rival(const QString& pageText, const QString& quote) {
    const QString wanted = normaliseForMatching(quote);
    if (wanted.isEmpty())
        return std::nullopt;
    const PageWords words(pageText);
    std::vector<WordRange> taken;
    for (qsizetype at = pageText.indexOf(wanted); at >= 0; at = pageText.indexOf(wanted, at + 1))
        taken.push_back(wordsTakenBy(words, at, wanted.size()));
    return rivalOf(words, wanted, wanted.split(QLatin1Char(' ')), taken);
}

} // namespace FlowAudit
