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
    // Every window sharing the most words is a candidate (a repetitive page has many; the
    // first 64 are kept); the one whose word diff against the quote is smallest wins, so the
    // passage is aligned with the quote rather than shifted by a word.
    int best = shared;
    std::vector<std::size_t> candidates{0};
    for (std::size_t start = 1; start + width <= words.size(); ++start) {
        drop(start - 1);
        add(start + width - 1);
        if (shared > best) {
            best = shared;
            candidates.assign(1, start);
        } else if (shared == best && candidates.size() < 64) {
            candidates.push_back(start);
        }
    }
    if (best * 2 < int(n))
        return match; // nothing like it: the passage is gone
    // Fewest words changed, then fewest places they change in: one change, not two.
    std::pair<qsizetype, qsizetype> fewest{-1, -1};
    for (const std::size_t start : candidates) {
        const QString passage =
            pageText.mid(words[start].start, words[start + width - 1].end - words[start].start);
        const QList<WordDiffSegment> diff = WordDiff::between(wanted, passage);
        std::pair<qsizetype, qsizetype> changed{0, 0};
        for (qsizetype k = 0; k < diff.size(); ++k) {
            if (diff[k].kind == WordDiffSegment::Kind::Same)
                continue;
            changed.first += diff[k].words.count(QLatin1Char(' ')) + 1;
            if (k == 0 || diff[k - 1].kind == WordDiffSegment::Kind::Same)
                ++changed.second;
        }
        if (fewest.first < 0 || changed < fewest) {
            fewest = changed;
            match.passage = passage;
            match.diff = diff;
        }
    }
    return match;
}

} // namespace FlowAudit
