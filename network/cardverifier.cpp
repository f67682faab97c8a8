#include "network/cardverifier.h"

#include "core/evidence/savedpages.h"

#include <QUrl>

namespace FlowAudit {

namespace {

QString pageOf(const QString& url) {
    return QUrl(url).adjusted(QUrl::RemoveFragment).toString();
}

} // namespace

CardVerifier::CardVerifier(Options options, QObject* parent)
    : QObject(parent)
    , m_options(std::move(options)) {}

void CardVerifier::verify(const QList<CardFact>& facts) {
    m_facts = facts;
    QStringList urls;
    for (const CardFact& fact : facts)
        if (fact.evidence.isQuoted() && !urls.contains(pageOf(fact.evidence.url)))
            urls.append(pageOf(fact.evidence.url));
    if (!m_options.savedPages.isEmpty()) {
        QHash<QString, FetchedPage> pages;
        for (const QString& url : urls) {
            if (m_cancelled)
                break;
            pages.insert(url, SavedPages::read(m_options.savedPages, url));
            emit progress(int(pages.size()), int(urls.size()));
        }
        conclude(pages);
        return;
    }
    m_fetcher = std::make_unique<PageFetcher>(m_options.fetch);
    connect(m_fetcher.get(), &PageFetcher::progress, this, &CardVerifier::progress);
    connect(m_fetcher.get(), &PageFetcher::waitingOn, this, &CardVerifier::waitingOn);
    connect(m_fetcher.get(), &PageFetcher::finished, this,
            [this] { conclude(m_fetcher->pages()); });
    m_fetcher->fetch(urls);
}

void CardVerifier::cancel() {
    m_cancelled = true;
    if (m_fetcher)
        m_fetcher->cancel();
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
        const QString url = pageOf(fact.evidence.url);
        FetchedPage page = pages.value(url);
        if (!pages.contains(url)) {
            page.requested = page.finalUrl = url;
            page.error = tr("cancelled");
            page.cancelled = true;
        }
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
