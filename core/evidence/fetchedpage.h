#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace FlowAudit {

// A page as it came back, fetched or read from a saved copy: where the request ended after
// its redirects, and its bytes, or why there are none.
struct FetchedPage {
    // Past this a page is refused, not read: a vendor's page is far smaller, and a reply that
    // never ends must not fill the memory.
    static constexpr qint64 MaxBytes = 16 * 1024 * 1024;

    QString requested;      // the URL asked for, without its #fragment
    QString finalUrl;       // where the redirects ended; the same when there were none
    QStringList redirects;  // each URL a redirect led to, in order
    int status = 0;         // the HTTP status; 0 for a saved page or a network error
    QByteArray contentType; // `text/html`, without parameters
    QByteArray charset;     // the Content-Type's charset, if named
    QByteArray body;
    QString error;          // why the page could not be had; empty when it was
    bool cancelled = false; // the user stopped before it came: nothing is known of it

    bool isMoved() const { return !redirects.isEmpty() && finalUrl != requested; }
};

} // namespace FlowAudit
