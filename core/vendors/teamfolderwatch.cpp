#include "core/vendors/teamfolderwatch.h"

#include <QDir>
#include <QFileInfo>

namespace FlowAudit {

TeamFolderWatch::TeamFolderWatch(QObject* parent)
    : QObject(parent) {
    connect(&m_watch, &QFileSystemWatcher::directoryChanged, this, [this](const QString& folder) {
        rearm(folder);
        emit changed(folder);
    });
    connect(&m_watch, &QFileSystemWatcher::fileChanged, this, [this](const QString& file) {
        const QString folder = QFileInfo(file).absolutePath();
        rearm(folder);
        emit changed(folder);
    });
}

void TeamFolderWatch::watch(const QString& folder) {
    if (folder.isEmpty())
        return;
    m_folders.insert(folder);
    rearm(folder);
}

void TeamFolderWatch::clear() {
    if (const QStringList watched = m_watch.files() + m_watch.directories(); !watched.isEmpty())
        m_watch.removePaths(watched);
    m_folders.clear();
}

void TeamFolderWatch::rearm(const QString& folder) {
    if (!m_folders.contains(folder))
        return;
    const QStringList watched = m_watch.files() + m_watch.directories();
    QStringList paths{folder};
    for (const QFileInfo& file : QDir(folder).entryInfoList(QDir::Files))
        paths.append(file.filePath());
    for (const QString& path : paths)
        if (!watched.contains(path))
            m_watch.addPath(path);
}

} // namespace FlowAudit
