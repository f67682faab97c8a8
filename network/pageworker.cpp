#include "network/pageworker.h"

namespace FlowAudit {

PageWorker::PageWorker(Options options, QObject* parent)
    : QObject(parent)
    , m_pages(std::move(options), this) {
    connect(&m_pages, &PageGatherer::progress, this, &PageWorker::progress);
    connect(&m_pages, &PageGatherer::waitingOn, this, &PageWorker::waitingOn);
    connect(&m_pages, &PageGatherer::finished, this,
            [this](const QHash<QString, FetchedPage>& pages) { conclude(pages); });
}

void PageWorker::cancel() {
    m_pages.cancel();
}

} // namespace FlowAudit
