#include "core/evidence/savedpages.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

namespace FlowAudit {

QStringList SavedPages::candidates(const QString& url) {
    const QUrl page(url);
    QString path = page.path(QUrl::FullyDecoded);
    if (page.hasQuery())
        path += QLatin1Char('?') + page.query(QUrl::FullyDecoded);
    const QString base = page.host() + (path.isEmpty() ? QStringLiteral("/") : path);
    if (base.endsWith(QLatin1Char('/')))
        return {base + QStringLiteral("index.html")};
    return {base + QStringLiteral(".html"), base, base + QStringLiteral("/index.html")};
}

FetchedPage SavedPages::read(const QString& folder, const QString& url) {
    FetchedPage page;
    page.requested = QUrl(url).adjusted(QUrl::RemoveFragment).toString();
    page.finalUrl = page.requested;
    const QString root = QFileInfo(folder).canonicalFilePath();
    for (const QString& candidate : candidates(url)) {
        const QFileInfo file(QDir(folder).filePath(candidate));
        // A URL's `..` never reads a file outside the folder.
        if (!file.isFile() || root.isEmpty() ||
            !file.canonicalFilePath().startsWith(root + QLatin1Char('/')))
            continue;
        if (file.size() > FetchedPage::MaxBytes) {
            page.error =
                QCoreApplication::translate("SavedPages", "%1 is larger than %2 MB; not read")
                    .arg(QDir::toNativeSeparators(file.filePath()))
                    .arg(FetchedPage::MaxBytes / (1024 * 1024));
            return page;
        }
        QFile in(file.filePath());
        if (!in.open(QIODevice::ReadOnly)) {
            page.error = QCoreApplication::translate("SavedPages", "%1 cannot be read: %2")
                             .arg(QDir::toNativeSeparators(file.filePath()), in.errorString());
            return page;
        }
        page.body = in.readAll();
        const bool html = !candidate.endsWith(QLatin1String(".txt"));
        page.contentType = html ? QByteArray("text/html") : QByteArray("text/plain");
        return page;
    }
    page.error =
        QCoreApplication::translate("SavedPages", "no saved page in %1 (looked for %2)")
            .arg(QDir::toNativeSeparators(folder), candidates(url).join(QStringLiteral(", ")));
    return page;
}

} // namespace FlowAudit
