#include "core/evidence/quoteproposals.h"

#include "core/evidence/keywords.h"
#include "core/evidence/quotesearch.h"
#include "core/vendors/factevidence.h"
#include "core/vendors/quotenumber.h"

#include <algorithm>

namespace FlowAudit {

namespace {

// A sentence longer than this is a paragraph without full stops, not a quote.
constexpr qsizetype MostWords = 60;
// A quote's ideal length: a sentence, not a heading or a paragraph.
constexpr qsizetype IdealWords = 18;
// Context words tried either side of a repeated sentence, at most.
constexpr int MostContextWords = 12;

struct Ranked {
    const PageSentences::Sentence* sentence;
    int shared; // the fact's key words it holds
};

// How far either side of a sentence its context words are looked for: a page's words are
// rarely longer, and a 16 MB page is not split for each try.
constexpr qsizetype ContextCharacters = 40;

// The words of the text before `at` (its last `count`), or after `from` (its first); a word
// the window cuts through is left out.
QString wordsBefore(const QString& text, qsizetype at, int count) {
    const qsizetype from = std::max<qsizetype>(0, at - count * ContextCharacters);
    QStringList words = QStringView(text)
                            .mid(from, at - from)
                            .toString()
                            .split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (from > 0 && text[from - 1] != QLatin1Char(' ') && text[from] != QLatin1Char(' ') &&
        !words.isEmpty())
        words.removeFirst();
    return words.mid(std::max<qsizetype>(0, words.size() - count)).join(QLatin1Char(' '));
}
QString wordsAfter(const QString& text, qsizetype from, int count) {
    const qsizetype to = std::min(text.size(), from + count * ContextCharacters);
    QStringList words = QStringView(text)
                            .mid(from, to - from)
                            .toString()
                            .split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (to < text.size() && text[to] != QLatin1Char(' ') && text[to - 1] != QLatin1Char(' ') &&
        !words.isEmpty())
        words.removeLast();
    return words.first(std::min<qsizetype>(count, words.size())).join(QLatin1Char(' '));
}

// The shortest prefix, suffix, or both, that make the sentence at its place the only one;
// nullopt when none of at most MostContextWords words either side does.
std::optional<QuoteProposal> madeUnique(const QString& text, const PageSentences::Sentence& s) {
    const qsizetype end = s.at + s.text.size();
    for (int count = 2; count <= MostContextWords; ++count) {
        const QString prefix = wordsBefore(text, s.at, count);
        const QString suffix = wordsAfter(text, end, count);
        const QList<QuoteProposal> tries{
            {s.text, prefix, {}}, {s.text, {}, suffix}, {s.text, prefix, suffix}};
        for (const QuoteProposal& proposal : tries) {
            if ((proposal.prefix.isEmpty() && proposal.suffix.isEmpty()) ||
                proposal.prefix.size() > FactEvidence::MaxContext ||
                proposal.suffix.size() > FactEvidence::MaxContext)
                continue;
            if (QuoteSearch::find(text, proposal.quote, proposal.prefix, proposal.suffix).found())
                return proposal;
        }
    }
    return std::nullopt;
}

} // namespace

FactProposals QuoteProposals::propose(const VendorCard& card, const CardFact& fact,
                                      const PageSentences& page) {
    const QSet<QString> keys = KeyWords::of(fact.text);
    // A fact without a number is its words: a sentence must share half of them.
    const int needed = QuoteNumber::statesNumber(fact) ? (keys.isEmpty() ? 0 : 1)
                                                       : std::max(2, int((keys.size() + 1) / 2));
    QList<Ranked> ranked;
    for (const PageSentences::Sentence& sentence : page.sentences()) {
        if (sentence.wordCount > MostWords || sentence.text.size() > FactEvidence::MaxQuote)
            continue;
        int shared = 0;
        for (const QString& key : keys)
            shared += sentence.stems.contains(key) ? 1 : 0;
        if (shared < needed)
            continue;
        if (!QuoteNumber::whyNotFor(card, fact, sentence.text).isEmpty())
            continue;
        ranked.append({&sentence, shared});
    }
    // Most key words first; then the length of a sentence, not a heading or a paragraph; then
    // the page's order.
    std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked& a, const Ranked& b) {
        if (a.shared != b.shared)
            return a.shared > b.shared;
        return std::abs(a.sentence->wordCount - IdealWords) <
               std::abs(b.sentence->wordCount - IdealWords);
    });

    FactProposals result;
    result.fact = fact;
    int tried = 0;
    for (const Ranked& r : std::as_const(ranked)) {
        if (result.proposals.size() >= MostProposals || tried++ >= MostTried)
            break;
        const PageSentences::Sentence& s = *r.sentence;
        if (std::any_of(result.proposals.begin(), result.proposals.end(),
                        [&](const QuoteProposal& p) { return p.quote == s.text; }))
            continue;
        const QuoteMatch match = QuoteSearch::find(page.text(), s.text);
        std::optional<QuoteProposal> proposal;
        if (match.kind == QuoteMatch::Kind::Found) {
            proposal = QuoteProposal{s.text, {}, {}};
        } else if (match.kind == QuoteMatch::Kind::Changed) {
            if (!match.passage.isEmpty() && !result.rivals.contains(match.passage))
                result.rivals.append(match.passage);
        } else if (match.kind == QuoteMatch::Kind::Ambiguous) {
            // The same sentence in two places (a tip box repeating it): the place is picked
            // by its context, once the page is known to state no other number.
            if (const std::optional<QString> rival = QuoteSearch::rival(page.text(), s.text)) {
                if (!result.rivals.contains(*rival))
                    result.rivals.append(*rival);
            } else {
                proposal = madeUnique(page.text(), s);
            }
        }
        if (proposal)
            result.proposals.append(*proposal);
    }
    return result;
}

} // namespace FlowAudit
