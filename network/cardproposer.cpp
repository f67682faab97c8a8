#include "network/cardproposer.h"

#include "core/evidence/factverification.h"

#include <QCoreApplication>

#include <algorithm>
#include <memory>

namespace FlowAudit {

void CardProposer::propose(const QList<VendorCard>& cards, const QList<CardFact>& facts) {
    m_cards = cards;
    m_facts.clear();
    QStringList urls;
    for (const CardFact& fact : facts) {
        if (fact.evidence.isQuoted() || fact.evidence.url.isEmpty())
            continue;
        m_facts.append(fact);
        urls.append(fact.evidence.url);
    }
    gather(urls);
}

void CardProposer::conclude(const QHash<QString, FetchedPage>& pages) {
    emit finished(QuoteProposals::fromPages(m_cards, m_facts, pages));
}

QList<FactProposals> QuoteProposals::fromPages(const QList<VendorCard>& cards,
                                               const QList<CardFact>& facts,
                                               const QHash<QString, FetchedPage>& pages) {
    struct Read {
        std::shared_ptr<const PageSentences> sentences;
        QString why;
    };
    QHash<QString, Read> read; // each page's sentences, once
    QList<FactProposals> results;
    for (const CardFact& fact : facts) {
        const auto card = std::find_if(cards.begin(), cards.end(),
                                       [&](const VendorCard& c) { return c.id == fact.cardId; });
        if (card == cards.end() || fact.evidence.isQuoted())
            continue;
        const QString url = PageGatherer::pageOf(fact.evidence.url);
        if (!read.contains(url)) {
            const FetchedPage page = pages.value(url, PageGatherer::notHad(url));
            QString why;
            const QStringList blocks = FactVerifier::blocksOf(page, &why);
            auto sentences = std::make_shared<const PageSentences>(blocks);
            if (why.isEmpty() && FactVerifier::isScriptShell(page, sentences->text()))
                why = FactVerifier::whyScriptShell();
            else if (why.isEmpty() && blocks.isEmpty())
                why = QCoreApplication::translate("FlowAudit::CardProposer",
                                                  "the page holds no text");
            read.insert(url, {std::move(sentences), why});
        }
        const Read& page = read[url];
        FactProposals proposals;
        if (page.why.isEmpty()) {
            proposals = QuoteProposals::propose(*card, fact, *page.sentences);
        } else {
            proposals.fact = fact;
            proposals.unreadable = page.why;
        }
        results.append(std::move(proposals));
    }
    return results;
}

} // namespace FlowAudit
