#include "core/evidence/quotesearch.h"

#include "core/evidence/textnormaliser.h"

#include <QHash>
#include <QStringView>

#include <algorithm>
#include <vector>

namespace FlowAudit {

namespace {

struct Word {
    qsizetype start;
    qsizetype end;
};

std::vector<Word> wordsOf(const QString& text) {
    std::vector<Word> words;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        const bool space = i == text.size() || text[i] == QLatin1Char(' ');
        if (space && start >= 0) {
            words.push_back({start, i});
            start = -1;
        } else if (!space && start < 0) {
            start = i;
        }
    }
    return words;
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
    qsizetype firstAt = -1;
    for (qsizetype at = pageText.indexOf(wanted); at >= 0; at = pageText.indexOf(wanted, at + 1)) {
        if (firstAt < 0)
            firstAt = at;
        const QStringView left = QStringView(pageText).left(at).trimmed();
        const QStringView right = QStringView(pageText).mid(at + wanted.size()).trimmed();
        if (left.endsWith(before) && right.startsWith(after)) {
            match.found = true;
            return match;
        }
    }
    if (firstAt >= 0) {
        // The words are there, but not between the prefix and suffix that tell this passage
        // from another: show the passage they stand in.
        // Widened to whole words: a word cut in two would show as a change.
        const qsizetype from =
            pageText.lastIndexOf(QLatin1Char(' '),
                                 std::max<qsizetype>(0, firstAt - before.size() - 1)) +
            1;
        qsizetype to =
            pageText.indexOf(QLatin1Char(' '),
                             std::min(pageText.size() - 1, firstAt + wanted.size() + after.size()));
        if (to < 0)
            to = pageText.size();
        match.passage = pageText.mid(from, to - from).trimmed();
        QStringList framed{before, wanted, after};
        framed.removeAll(QString());
        match.diff = WordDiff::between(framed.join(QLatin1Char(' ')), match.passage);
        return match;
    }
    // Not there: the window of as many words as the quote that shares most of its words
    // (counted with their multiplicity), slid over the page once.
    const QStringList quoteWords = wanted.split(QLatin1Char(' '));
    QHash<QStringView, int> needed;
    for (const QString& w : quoteWords)
        ++needed[QStringView(w)];
    const std::vector<Word> words = wordsOf(pageText);
    const std::size_t n = std::size_t(quoteWords.size());
    if (words.empty())
        return match;
    const std::size_t width = std::min(n, words.size());
    QHash<QStringView, int> inWindow;
    int shared = 0;
    const auto view = [&](std::size_t k) {
        return QStringView(pageText).mid(words[k].start, words[k].end - words[k].start);
    };
    const auto add = [&](std::size_t k) {
        const QStringView w = view(k);
        const auto it = needed.constFind(w);
        if (it != needed.constEnd() && inWindow[w]++ < it.value())
            ++shared;
    };
    const auto drop = [&](std::size_t k) {
        const QStringView w = view(k);
        const auto it = needed.constFind(w);
        if (it != needed.constEnd() && --inWindow[w] < it.value())
            --shared;
    };
    for (std::size_t k = 0; k < width; ++k)
        add(k);
    // Every window sharing the most words is a candidate (a repetitive page has many); the
    // one with the most words in the quote's own places wins, so the passage is aligned
    // with the quote rather than shifted by a word. Counted word by word, not diffed: a
    // page of repeated sentences would make a diff of each dear.
    int best = shared;
    std::vector<std::size_t> candidates{0};
    for (std::size_t start = 1; start + width <= words.size(); ++start) {
        drop(start - 1);
        add(start + width - 1);
        if (shared > best) {
            best = shared;
            candidates.assign(1, start);
        } else if (shared == best && candidates.size() < 256) {
            candidates.push_back(start);
        }
    }
    if (best * 2 < int(n))
        return match; // nothing like it: the passage is gone
    std::size_t chosen = candidates.front();
    int mostInPlace = -1;
    for (const std::size_t start : candidates) {
        int inPlace = 0;
        for (std::size_t k = 0; k < width; ++k)
            inPlace += view(start + k) == QStringView(quoteWords[qsizetype(k)]) ? 1 : 0;
        if (inPlace > mostInPlace) {
            mostInPlace = inPlace;
            chosen = start;
        }
    }
    match.passage =
        pageText.mid(words[chosen].start, words[chosen + width - 1].end - words[chosen].start);
    match.diff = WordDiff::between(wanted, match.passage);
    return match;
}

} // namespace FlowAudit
