#pragma once

#include "core/evidence/fetchedpage.h"

#include <QHash>
#include <QList>
#include <QNetworkAccessManager>
#include <QObject>
#include <QSslCertificate>
#include <QUrl>

#include <deque>

class QNetworkReply;

namespace FlowAudit {

// Vendor pages fetched over HTTP(S), several at once but at most a few per host (a vendor's
// docs site is not load-tested by an audit): each with a timeout, its redirects followed by
// hand so each is reported and a loop is caught, its body capped, gzip undone by Qt, and the
// proxy the environment names (http_proxy, https_proxy, no_proxy) honoured.
class PageFetcher : public QObject {
    Q_OBJECT
public:
    struct Options {
        int perHost = 4;
        int timeoutMs = 20'000; // with no byte coming, the page is unreachable
        // However its bytes come, a request not done by then is unreachable: a page that
        // trickles a byte a second never trips the silence timeout.
        int deadlineMs = 60'000;
        int maxRedirects = 10;
        QList<QSslCertificate> extraCertificates; // a company's own CA, for its proxy
    };

    explicit PageFetcher(Options options, QObject* parent = nullptr);
    ~PageFetcher() override;

    // Fetches each URL once (without its #fragment); finished() when all have come back.
    void fetch(const QStringList& urls);
    void cancel();
    const QHash<QString, FetchedPage>& pages() const { return m_pages; }

signals:
    void progress(int done, int total);
    // The pages still coming, when one is done: what a progress line says it waits on.
    void waitingOn(const QStringList& urls);
    void finished();

private:
    struct Slot {
        FetchedPage page;
        QUrl current;
        QString host; // whose limit it counts against: the host of `current`
    };
    void startNext(const QString& host);
    void request(Slot* slot);
    void done(Slot* slot);
    void finish();

    Options m_options;
    QNetworkAccessManager m_network;
    QHash<QString, std::deque<Slot*>> m_queued; // by host; owned until started
    QHash<QString, int> m_running;              // by host
    QHash<QNetworkReply*, Slot*> m_replies;
    QHash<QString, FetchedPage> m_pages;
    int m_total = 0;
    int m_done = 0;
    bool m_cancelled = false;
    bool m_finished = false;
};

} // namespace FlowAudit
