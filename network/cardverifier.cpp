#include "network/cardverifier.h"

namespace FlowAudit {

void CardVerifier::verify(const QList<CardFact>& facts) {
    m_facts = facts;
    QStringList urls;
    for (const CardFact& fact : facts)
        if (fact.evidence.isQuoted())
            urls.append(fact.evidence.url);
    gather(urls);
}

void CardVerifier::conclude(const QHash<QString, FetchedPage>& pages) {
    QHash<QString, std::pair<QString, QString>> texts; // each page parsed once: text, or why not
    QList<FactVerification> results;
    results.reserve(m_facts.size());
    for (const CardFact& fact : std::as_const(m_facts)) {
        if (!fact.evidence.isQuoted()) {
            results.append(FactVerifier::verify(fact, {}, {}));
            continue;
        }
        const QString url = PageGatherer::pageOf(fact.evidence.url);
        const FetchedPage page = pages.value(url, PageGatherer::notHad(url));
        if (!texts.contains(url)) {
            QString why;
            const QString text = FactVerifier::textOf(page, &why);
            texts.insert(url, {text, why});
        }
        const auto& [text, why] = texts[url];
        results.append(FactVerifier::verify(fact, page, text, why));
    }
    emit finished(results);
}

} // namespace FlowAudit
