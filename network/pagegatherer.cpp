#include "network/pagegatherer.h"

#include "core/evidence/savedpages.h"

#include <QUrl>

namespace FlowAudit {

PageGatherer::PageGatherer(Options options, QObject* parent)
    : QObject(parent)
    , m_options(std::move(options)) {}

PageGatherer::~PageGatherer() = default;

QString PageGatherer::pageOf(const QString& url) {
    return QUrl(url).adjusted(QUrl::RemoveFragment).toString();
}

FetchedPage PageGatherer::notHad(const QString& url) {
    FetchedPage page;
    page.requested = page.finalUrl = url;
    page.error = tr("cancelled");
    page.cancelled = true;
    return page;
}

void PageGatherer::gather(const QStringList& urls) {
    QStringList pages;
    for (const QString& url : urls)
        if (const QString page = pageOf(url); !pages.contains(page))
            pages.append(page);
    if (!m_options.savedPages.isEmpty()) {
        QHash<QString, FetchedPage> read;
        for (const QString& url : std::as_const(pages)) {
            if (m_cancelled)
                break;
            read.insert(url, SavedPages::read(m_options.savedPages, url));
            emit progress(int(read.size()), int(pages.size()));
        }
        emit finished(read);
        return;
    }
    m_fetcher = std::make_unique<PageFetcher>(m_options.fetch);
    connect(m_fetcher.get(), &PageFetcher::progress, this, &PageGatherer::progress);
    connect(m_fetcher.get(), &PageFetcher::waitingOn, this, &PageGatherer::waitingOn);
    connect(m_fetcher.get(), &PageFetcher::finished, this,
            [this] { emit finished(m_fetcher->pages()); });
    m_fetcher->fetch(pages);
}

void PageGatherer::cancel() {
    m_cancelled = true;
    if (m_fetcher)
        m_fetcher->cancel();
}

} // namespace FlowAudit
