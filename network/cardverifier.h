#pragma once

#include "core/evidence/factverification.h"
#include "network/pagefetcher.h"

#include <QObject>

#include <memory>

namespace FlowAudit {

// Every quoted fact of some cards looked for on its page: the pages fetched (PageFetcher)
// or read from a folder of saved pages, each parsed once however many facts quote it. The
// command line waits for it in an event loop; the editor runs it on a worker thread.
class CardVerifier : public QObject {
    Q_OBJECT
public:
    struct Options {
        QString savedPages; // read pages from here; empty: fetch them
        PageFetcher::Options fetch;
    };

    explicit CardVerifier(Options options, QObject* parent = nullptr);

    // Starts; finished() once with one verification for each fact, in the facts' order.
    void verify(const QList<CardFact>& facts);
    void cancel();

signals:
    void progress(int pagesDone, int pagesTotal);
    void waitingOn(const QStringList& urls); // the pages still coming

    void finished(const QList<FlowAudit::FactVerification>& results);

private:
    void conclude(const QHash<QString, FetchedPage>& pages);

    Options m_options;
    QList<CardFact> m_facts;
    std::unique_ptr<PageFetcher> m_fetcher;
    bool m_cancelled = false;
};

} // namespace FlowAudit
