#pragma once

#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>

namespace FlowAudit {

// Watches the open document's file for changes by other programs (a git pull, another
// editor). Saving atomically renames a new file over the old one, after which
// QFileSystemWatcher forgets the path (docs/pitfalls.md); so does a program that deletes and
// re-creates it. The folder is watched as well and the file re-added whenever it exists.
// Changes settle for a moment first: one git checkout is several events.
class DiskWatch : public QObject {
    Q_OBJECT
public:
    explicit DiskWatch(QObject* parent = nullptr);

    // An empty path watches nothing.
    void watch(const QString& path);
    const QString& path() const { return m_path; }

signals:
    // Something happened to the file: its owner compares contents to decide what.
    void changed();

private:
    void fileTouched();
    void folderTouched();

    QFileSystemWatcher m_watcher;
    QTimer m_settle;
    QString m_path;
};

} // namespace FlowAudit
