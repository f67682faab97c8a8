#pragma once

#include <QList>
#include <QSet>
#include <QStringList>

namespace FlowAudit {

// A page's sentences, the passages a quote can be: each block's sentences (a full stop, a
// question or exclamation mark and a capital, not after "e.g." or "etc."), and a block too
// short to be a quote (a table cell, a heading) read on from the blocks before it.
class PageSentences {
public:
    struct Sentence {
        QString text;
        qsizetype at = 0;    // where it starts in text()
        QSet<QString> stems; // its words' stems (KeyWords::stem), for ranking
        qsizetype wordCount = 0;
    };

    // `blocks` are the page's, normalised (HtmlText::blocks).
    explicit PageSentences(const QStringList& blocks);

    // The blocks joined by a space: the page's text as a verification searches it.
    const QString& text() const { return m_text; }
    const QList<Sentence>& sentences() const { return m_sentences; }

private:
    void addSentence(qsizetype at, qsizetype length);

    QString m_text;
    QList<Sentence> m_sentences;
};

} // namespace FlowAudit
