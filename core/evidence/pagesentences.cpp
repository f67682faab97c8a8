#include "core/evidence/pagesentences.h"

#include "core/evidence/keywords.h"
#include "core/vendors/quotenumber.h"

namespace FlowAudit {

namespace {

// How many blocks a short one is read on from, at most: a table row's cells.
constexpr int MostBlocksJoined = 4;

qsizetype wordCount(QStringView text) {
    return text.isEmpty() ? 0 : text.count(QLatin1Char(' ')) + 1;
}

// Whether a full stop ends the word before it, not an abbreviation: "e.g." and "etc." go on.
bool endsSentence(QStringView word) {
    static const QSet<QString> abbreviations{
        QStringLiteral("e.g."),  QStringLiteral("i.e."), QStringLiteral("etc."),
        QStringLiteral("vs."),   QStringLiteral("cf."),  QStringLiteral("approx."),
        QStringLiteral("incl."), QStringLiteral("no."),  QStringLiteral("fig."),
        QStringLiteral("max."),  QStringLiteral("min."), QStringLiteral("sec."),
        QStringLiteral("resp."), QStringLiteral("mr."),  QStringLiteral("dr."),
        QStringLiteral("ca.")};
    QString lower = word.toString().toLower();
    while (!lower.isEmpty() &&
           (lower.back() == QLatin1Char(')') || lower.back() == QLatin1Char('"')))
        lower.chop(1);
    return !abbreviations.contains(lower);
}

// Where the next sentence may start: a capital, a digit, a quotation mark or a bracket.
bool startsSentence(QChar c) {
    return c.isUpper() || c.isDigit() || c == QLatin1Char('"') || c == QLatin1Char('(') ||
           c == QLatin1Char('\'') || c == QLatin1Char('[');
}

// The lengths of a block's sentences, in order.
QList<qsizetype> sentenceLengths(QStringView block) {
    QList<qsizetype> lengths;
    qsizetype start = 0;
    qsizetype wordStart = 0;
    for (qsizetype i = 0; i + 1 < block.size(); ++i) {
        if (block[i] == QLatin1Char(' ')) {
            wordStart = i + 1;
            continue;
        }
        const QChar c = block[i];
        if (c != QLatin1Char('.') && c != QLatin1Char('!') && c != QLatin1Char('?'))
            continue;
        qsizetype end = i + 1; // past closing quotes and brackets
        while (end < block.size() &&
               (block[end] == QLatin1Char('"') || block[end] == QLatin1Char(')')))
            ++end;
        if (end + 1 >= block.size() || block[end] != QLatin1Char(' ') ||
            !startsSentence(block[end + 1]))
            continue;
        if (c == QLatin1Char('.') && !endsSentence(block.mid(wordStart, end - wordStart)))
            continue;
        lengths.append(end - start);
        start = end + 1;
        i = end;
        wordStart = start;
    }
    lengths.append(block.size() - start);
    return lengths;
}

} // namespace

PageSentences::PageSentences(const QStringList& blocks) {
    QList<qsizetype> starts;
    for (const QString& block : blocks) {
        if (!m_text.isEmpty())
            m_text.append(QLatin1Char(' '));
        starts.append(m_text.size());
        m_text.append(block);
    }
    for (qsizetype b = 0; b < blocks.size(); ++b) {
        const qsizetype words = wordCount(blocks[b]);
        if (words >= QuoteNumber::MinimumWords) {
            qsizetype at = starts[b];
            for (const qsizetype length : sentenceLengths(blocks[b])) {
                addSentence(at, length);
                at += length + 1;
            }
            continue;
        }
        // Too short alone: read on from the blocks before it ("Retry window" "3 days").
        qsizetype joinedWords = words;
        for (qsizetype from = b - 1; from >= 0 && from >= b - MostBlocksJoined + 1; --from) {
            joinedWords += wordCount(blocks[from]);
            if (wordCount(blocks[from]) >= 2 * QuoteNumber::MinimumWords)
                break; // a paragraph, not a cell: its last sentence is enough
            if (joinedWords >= QuoteNumber::MinimumWords) {
                addSentence(starts[from], starts[b] + blocks[b].size() - starts[from]);
                break;
            }
        }
    }
}

void PageSentences::addSentence(qsizetype at, qsizetype length) {
    Sentence sentence;
    sentence.text = m_text.mid(at, length).trimmed();
    if (sentence.text.isEmpty())
        return;
    sentence.at = at;
    sentence.wordCount = wordCount(sentence.text);
    sentence.stems = KeyWords::allStems(sentence.text);
    m_sentences.append(std::move(sentence));
}

} // namespace FlowAudit
