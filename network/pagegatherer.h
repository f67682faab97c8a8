#pragma once

#include "core/evidence/fetchedpage.h"
#include "network/pagefetcher.h"

#include <QHash>
#include <QObject>

#include <memory>

namespace FlowAudit {

// The pages some facts stand on, each had once: fetched over the network (PageFetcher), or
// read from a folder of saved pages. What cards verify and cards propose share; the command
// line waits for it in an event loop, the editor runs it on a worker thread.
class PageGatherer : public QObject {
    Q_OBJECT
public:
    struct Options {
        QString savedPages; // read pages from here; empty: fetch them
        PageFetcher::Options fetch;
    };

    explicit PageGatherer(Options options, QObject* parent = nullptr);
    ~PageGatherer() override;

    // Starts; finished() once, with every page had by its URL (pageOf). A page missing from
    // it was cancelled before it came.
    void gather(const QStringList& urls);
    void cancel();

    // The page a URL names: without its #fragment.
    static QString pageOf(const QString& url);
    // A page's stand-in when it never came: cancelled, nothing known of it.
    static FetchedPage notHad(const QString& url);

signals:
    void progress(int pagesDone, int pagesTotal);
    void waitingOn(const QStringList& urls); // the pages still coming
    void finished(const QHash<QString, FlowAudit::FetchedPage>& pages);

private:
    Options m_options;
    std::unique_ptr<PageFetcher> m_fetcher;
    bool m_cancelled = false;
};

} // namespace FlowAudit
