#include "core/io/files/filewatch.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace FlowAudit {

FileWatch::FileWatch(QObject* parent)
    : QObject(parent) {
    m_settle.setSingleShot(true);
    m_settle.setInterval(SettleMilliseconds);
    connect(&m_settle, &QTimer::timeout, this, &FileWatch::settle);
    connect(&m_system, &QFileSystemWatcher::fileChanged, this, &FileWatch::touched);
    connect(&m_system, &QFileSystemWatcher::directoryChanged, this, &FileWatch::touched);
}

void FileWatch::watchFile(const QString& path) {
    watch(path, false);
}

void FileWatch::watchFolder(const QString& folder) {
    watch(folder, true);
}

void FileWatch::watch(const QString& path, bool folder) {
    if (path.isEmpty())
        return;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_entries.contains(absolute))
        return;
    const Entry entry{folder, stateOf(absolute, folder)};
    m_entries.insert(absolute, entry);
    arm(absolute, entry);
}

void FileWatch::clear() {
    if (const QStringList watched = m_system.files() + m_system.directories(); !watched.isEmpty())
        m_system.removePaths(watched);
    m_entries.clear();
    m_pending.clear();
    m_settle.stop();
}

QStringList FileWatch::paths() const {
    QStringList paths = m_entries.keys();
    std::sort(paths.begin(), paths.end());
    return paths;
}

void FileWatch::acknowledge(const QString& path) {
    const auto found = m_entries.find(QFileInfo(path).absoluteFilePath());
    if (found == m_entries.end())
        return;
    found->state = stateOf(found.key(), found->folder);
    arm(found.key(), *found);
    m_settle.start();
}

// The system names a file or a folder it watches for us: a watched file's own, its folder
// (the file went or came back), or a watched folder's or a file in it.
void FileWatch::touched(const QString& systemPath) {
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        const QString& path = it.key();
        const bool concerned =
            path == systemPath || (it->folder ? QFileInfo(systemPath).absolutePath() == path
                                              : QFileInfo(path).absolutePath() == systemPath);
        if (concerned) {
            m_pending.insert(path);
            arm(path, *it);
        }
    }
    m_settle.start();
}

// Watched by the system: a file and its folder; a folder and each file in it.
void FileWatch::arm(const QString& path, const Entry& entry) {
    QStringList wanted;
    if (entry.folder) {
        if (!QFileInfo(path).isDir())
            return;
        wanted.append(path);
        for (const QFileInfo& file : QDir(path).entryInfoList(QDir::Files))
            wanted.append(file.absoluteFilePath());
    } else {
        if (QFileInfo(path).absoluteDir().exists())
            wanted.append(QFileInfo(path).absolutePath());
        if (QFileInfo::exists(path))
            wanted.append(path);
    }
    const QStringList watched = m_system.files() + m_system.directories();
    for (const QString& one : std::as_const(wanted))
        if (!watched.contains(one))
            m_system.addPath(one);
}

void FileWatch::settle() {
    QStringList changedPaths;
    for (const QString& path : std::as_const(m_pending)) {
        const auto found = m_entries.find(path);
        if (found == m_entries.end())
            continue;
        arm(path, *found);
        const QString state = stateOf(path, found->folder);
        if (state != found->state) {
            found->state = state;
            changedPaths.append(path);
        }
    }
    m_pending.clear();
    std::sort(changedPaths.begin(), changedPaths.end());
    if (!changedPaths.isEmpty())
        emit changed(changedPaths);
    emit settled();
}

// Empty for a path that is not there.
QString FileWatch::stateOf(const QString& path, bool folder) {
    const auto stateOfFile = [](const QFileInfo& file) {
        return QStringLiteral("%1 %2 %3 %4\n")
            .arg(file.fileName())
            .arg(file.size())
            .arg(file.lastModified().toMSecsSinceEpoch())
            .arg(file.metadataChangeTime().toMSecsSinceEpoch());
    };
    if (!folder) {
        const QFileInfo file(path);
        return file.exists() ? stateOfFile(file) : QString();
    }
    QString state;
    for (const QFileInfo& file : QDir(path).entryInfoList(QDir::Files, QDir::Name))
        state += stateOfFile(file);
    return state;
}

} // namespace FlowAudit
