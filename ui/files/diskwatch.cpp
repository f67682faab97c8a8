#include "ui/files/diskwatch.h"

#include <QFileInfo>

namespace FlowAudit {

DiskWatch::DiskWatch(QObject* parent)
    : QObject(parent) {
    m_settle.setSingleShot(true);
    m_settle.setInterval(250);
    connect(&m_settle, &QTimer::timeout, this, &DiskWatch::changed);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &DiskWatch::fileTouched);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &DiskWatch::folderTouched);
}

void DiskWatch::watch(const QString& path) {
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    m_settle.stop();
    m_path = path;
    if (path.isEmpty())
        return;
    m_watcher.addPath(QFileInfo(path).absolutePath());
    if (QFileInfo::exists(path))
        m_watcher.addPath(path);
}

void DiskWatch::fileTouched() {
    if (QFileInfo::exists(m_path) && !m_watcher.files().contains(m_path))
        m_watcher.addPath(m_path);
    m_settle.start();
}

// The folder changes with every file in it: only this file's going and coming back count.
void DiskWatch::folderTouched() {
    if (m_path.isEmpty())
        return;
    const bool exists = QFileInfo::exists(m_path);
    const bool watched = m_watcher.files().contains(m_path);
    if (exists && !watched)
        m_watcher.addPath(m_path);
    if (exists != watched)
        m_settle.start();
}

} // namespace FlowAudit
