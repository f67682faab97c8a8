#include "ui/files/recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace FlowAudit {

namespace {
const QString RecentKey = QStringLiteral("files/recent");
}

RecentFiles::RecentFiles(QObject* parent)
    : QObject(parent)
    , m_paths(QSettings().value(RecentKey).toStringList()) {}

void RecentFiles::add(const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_paths.removeAll(absolute);
    m_paths.prepend(absolute);
    while (m_paths.size() > Limit)
        m_paths.removeLast();
    store();
}

void RecentFiles::remove(const QString& path) {
    if (m_paths.removeAll(QFileInfo(path).absoluteFilePath()) > 0)
        store();
}

void RecentFiles::clear() {
    m_paths.clear();
    store();
}

void RecentFiles::store() {
    QSettings().setValue(RecentKey, m_paths);
    emit changed();
}

} // namespace FlowAudit
