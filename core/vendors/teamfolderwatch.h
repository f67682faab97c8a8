#pragma once

#include <QFileSystemWatcher>
#include <QObject>
#include <QSet>

namespace FlowAudit {

// Team card folders watched for a change on disk (a git pull, an editor, cards verify
// --stamp): each folder, for a card added, removed or replaced by a rename, and each file in
// it, for one written in place. A file replaced by a rename is a new file to the system's
// watch, so every change watches the folder's files again.
class TeamFolderWatch : public QObject {
    Q_OBJECT
public:
    explicit TeamFolderWatch(QObject* parent = nullptr);

    void watch(const QString& folder); // besides those watched already; empty: none
    void clear();

signals:
    void changed(const QString& folder);

private:
    void rearm(const QString& folder);

    QFileSystemWatcher m_watch;
    QSet<QString> m_folders;
};

} // namespace FlowAudit
