#pragma once

#include "network/pagegatherer.h"

#include <QObject>

namespace FlowAudit {

// Work on the vendors' pages (CardVerifier, CardProposer): the pages had once each
// (PageGatherer), then concluded on. The command line waits for one in an event loop; the
// editor runs one on a worker thread, its progress on a bar, with the same signals.
class PageWorker : public QObject {
    Q_OBJECT
public:
    using Options = PageGatherer::Options;

    explicit PageWorker(Options options, QObject* parent = nullptr);

    void cancel();

signals:
    void progress(int pagesDone, int pagesTotal);
    void waitingOn(const QStringList& urls); // the pages still coming

protected:
    void gather(const QStringList& urls) { m_pages.gather(urls); }
    // Called once with every page had (a page missing was cancelled before it came).
    virtual void conclude(const QHash<QString, FetchedPage>& pages) = 0;

private:
    PageGatherer m_pages;
};

} // namespace FlowAudit
