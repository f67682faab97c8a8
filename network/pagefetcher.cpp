#include "network/pagefetcher.h"

#include "network/tlstrust.h"

#include <QCoreApplication>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslConfiguration>
#include <QTimer>

namespace FlowAudit {

namespace {

QString hostOf(const QString& url) {
    return QUrl(url).host().toLower();
}

} // namespace

PageFetcher::~PageFetcher() {
    // Its replies and idle connections go with it, not to a later event loop's turn.
    const QList<QNetworkReply*> running = m_replies.keys();
    for (QNetworkReply* reply : running) {
        reply->disconnect(this);
        reply->abort();
        delete m_replies.value(reply);
    }
    m_replies.clear();
    for (const std::deque<Slot*>& queue : std::as_const(m_queued))
        for (Slot* slot : queue)
            delete slot;
    m_network.clearConnectionCache();
}

PageFetcher::PageFetcher(Options options, QObject* parent)
    : QObject(parent)
    , m_options(std::move(options)) {
    // http_proxy, https_proxy and no_proxy, as curl and wget read them.
    QNetworkProxyFactory::setUseSystemConfiguration(true);
}

void PageFetcher::fetch(const QStringList& urls) {
    for (const QString& url : urls) {
        const QString page = QUrl(url).adjusted(QUrl::RemoveFragment).toString();
        if (m_pages.contains(page))
            continue;
        FetchedPage waiting;
        waiting.requested = page;
        waiting.finalUrl = page;
        m_pages.insert(page, waiting);
        m_queued[hostOf(page)].push_back(new Slot{waiting, QUrl(page), hostOf(page)});
        ++m_total;
    }
    if (m_total == 0) {
        finish();
        return;
    }
    const QStringList hosts = m_queued.keys();
    for (const QString& host : hosts)
        startNext(host);
}

void PageFetcher::cancel() {
    m_cancelled = true;
    for (auto& queue : m_queued) {
        for (Slot* slot : queue) {
            slot->page.error = tr("cancelled");
            slot->page.cancelled = true;
            m_pages.insert(slot->page.requested, slot->page);
            delete slot;
            ++m_done; // never started, or waiting after a redirect
        }
        queue.clear();
    }
    const QList<QNetworkReply*> running = m_replies.keys();
    for (QNetworkReply* reply : running)
        reply->abort(); // each ends in done() at once
    if (m_replies.isEmpty())
        finish();
}

void PageFetcher::finish() {
    if (m_finished) // once: a cancel after the last page, or aborts ending in done()
        return;
    m_finished = true;
    emit finished();
}

void PageFetcher::startNext(const QString& host) {
    std::deque<Slot*>& queue = m_queued[host];
    while (!queue.empty() && m_running.value(host) < m_options.perHost) {
        Slot* slot = queue.front();
        queue.pop_front();
        ++m_running[host];
        request(slot);
    }
}

void PageFetcher::request(Slot* slot) {
    QNetworkRequest get(slot->current);
    get.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::ManualRedirectPolicy);
    get.setTransferTimeout(m_options.timeoutMs);
    get.setHeader(QNetworkRequest::UserAgentHeader,
                  QByteArray("FlowAudit/" FLOWAUDIT_VERSION " (cards verify)"));
    get.setRawHeader("Accept", "text/html, application/xhtml+xml, text/plain;q=0.9");
    if (!m_options.extraCertificates.isEmpty()) {
        // The system's roots as well: adding certificates turns their loading on demand off;
        // and those the process's default configuration holds already.
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setCaCertificates(ssl.caCertificates() + QSslConfiguration::systemCaCertificates() +
                              m_options.extraCertificates);
        get.setSslConfiguration(ssl);
    }
    QNetworkReply* reply = m_network.get(get);
    m_replies.insert(reply, slot);
    // The deadline, on the reply so it cannot fire after the reply is gone.
    QTimer::singleShot(m_options.deadlineMs, reply, [this, reply, slot] {
        if (!m_replies.contains(reply))
            return;
        slot->page.error = tr("the page did not come whole within %1 s (it came too slowly)")
                               .arg(m_options.deadlineMs / 1000.0);
        slot->page.body.clear();
        reply->abort();
    });
    const auto tooLarge = [this, reply, slot] {
        slot->page.error = tr("the page is larger than %1 MB; not read")
                               .arg(FetchedPage::MaxBytes / (1024 * 1024));
        slot->page.body.clear();
        reply->abort();
    };
    // abort() ends the reply at once (finished, done, the slot deleted) while the reply may
    // still be handing out what it had: each handler first asks whether it is still running.
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, reply, tooLarge] {
        if (!m_replies.contains(reply))
            return;
        const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
        if (length.isValid() && length.toLongLong() > FetchedPage::MaxBytes)
            tooLarge();
    });
    connect(reply, &QNetworkReply::readyRead, this, [this, reply, slot, tooLarge] {
        if (!m_replies.contains(reply) || !slot->page.error.isEmpty())
            return;
        slot->page.body += reply->readAll();
        if (slot->page.body.size() > FetchedPage::MaxBytes)
            tooLarge();
    });
    connect(reply, &QNetworkReply::finished, this, [this, reply, slot] {
        if (!m_replies.remove(reply))
            return;              // ended already
        reply->disconnect(this); // nothing of it reaches the deleted slot
        reply->deleteLater();
        FetchedPage& page = slot->page;
        if (!page.error.isEmpty() || m_cancelled) {
            if (page.error.isEmpty()) { // aborted by cancel(): nothing known of the page
                page.error = tr("cancelled");
                page.cancelled = true;
            }
            done(slot);
            return;
        }
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray location = reply->rawHeader("Location");
        if (status >= 300 && status < 400 && !location.isEmpty()) {
            const QUrl target = slot->current.resolved(QUrl::fromEncoded(location));
            const QString next = target.toString();
            if (next == page.requested || page.redirects.contains(next)) {
                page.error =
                    tr("a redirect loop: %1 → %2")
                        .arg(page.requested,
                             (page.redirects + QStringList{next}).join(QStringLiteral(" → ")));
            } else if (page.redirects.size() >= m_options.maxRedirects) {
                page.error = tr("more than %1 redirects").arg(m_options.maxRedirects);
            } else if (target.scheme() != QLatin1String("https")) {
                page.redirects.append(next);
                page.finalUrl = next;
                page.error = tr("redirected to %1, which is not https; not followed").arg(next);
            } else {
                page.redirects.append(next);
                page.finalUrl = next;
                page.body.clear();
                slot->current = target;
                const QString nextHost = target.host().toLower();
                if (nextHost == slot->host) {
                    request(slot);
                    return;
                }
                // On to another host: this one's place goes to its next page, and the
                // redirect waits for a place at the host it now loads from.
                --m_running[slot->host];
                startNext(slot->host);
                slot->host = nextHost;
                m_queued[nextHost].push_back(slot);
                startNext(nextHost);
                return;
            }
            done(slot);
            return;
        }
        page.status = status;
        if (reply->isOpen())
            page.body += reply->readAll();
        // A network error (codes under 200) is one even after a status came: a body cut off
        // by a timeout or a reset is not the page. An HTTP error keeps its status.
        const QNetworkReply::NetworkError error = reply->error();
        if (error != QNetworkReply::NoError && (status == 0 || int(error) < 200)) {
            page.error = error == QNetworkReply::OperationCanceledError
                             ? tr("no answer within %1 s").arg(m_options.timeoutMs / 1000.0)
                             : reply->errorString();
            // A CA the system does not know: say how to trust it.
            if (error == QNetworkReply::SslHandshakeFailedError)
                page.error += QStringLiteral("; ") + TlsTrust::untrustedAdvice();
            page.body.clear();
        }
        const QString type = reply->header(QNetworkRequest::ContentTypeHeader).toString();
        page.contentType = type.section(QLatin1Char(';'), 0, 0).trimmed().toLower().toLatin1();
        for (const QString& parameter : type.split(QLatin1Char(';')).mid(1)) {
            const QString p = parameter.trimmed();
            if (p.startsWith(QLatin1String("charset="), Qt::CaseInsensitive))
                page.charset = p.mid(8).remove(QLatin1Char('"')).toLatin1();
        }
        done(slot);
    });
}

void PageFetcher::done(Slot* slot) {
    const QString host = slot->host;
    m_pages.insert(slot->page.requested, slot->page);
    delete slot;
    --m_running[host];
    ++m_done;
    emit progress(m_done, m_total);
    QStringList waiting;
    for (const Slot* running : std::as_const(m_replies))
        waiting.append(running->page.requested);
    if (!waiting.isEmpty())
        emit waitingOn(waiting);
    if (!m_cancelled)
        startNext(host);
    if (m_replies.isEmpty() && m_done >= m_total)
        finish();
}

} // namespace FlowAudit
