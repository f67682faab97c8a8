#pragma once

#include <QFileSystemWatcher>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QTimer>

namespace FlowAudit {

// Files and folders watched for changes by other programs (a git pull, another editor,
// `cards verify --stamp`): the one watch of the editor and the language server.
//
// One policy for all: events settle first (one git checkout is several events), then each
// watched path whose state on disk differs from the one last seen is reported by
// `changed`, once. The state of a file is whether it exists, its size and its dates; of a
// folder, that of each file in it. So a file replaced by a rename, deleted, made again or
// written in place is reported, and a folder's file added, removed or rewritten; a folder
// event of another file beside a watched file is not. QFileSystemWatcher forgets a file
// replaced by a rename (docs/pitfalls.md): every event arms the paths again.
//
// A write of one's own (an atomic save) is no change once acknowledged: the receiver
// compares contents anyway, as a `touch` is reported too.
class FileWatch : public QObject {
    Q_OBJECT
public:
    static constexpr int SettleMilliseconds = 250;

    explicit FileWatch(QObject* parent = nullptr);

    // Besides those watched already; watching a path again changes nothing. Empty: none.
    void watchFile(const QString& path);
    void watchFolder(const QString& folder);
    void clear();
    // The watched paths, absolute, sorted.
    QStringList paths() const;
    // What is on disk at `path` now is known (a save of one's own just renamed over it):
    // not reported. A settle period starts, which ends in `settled`.
    void acknowledge(const QString& path);

signals:
    // Watched paths (as paths() names them) whose state changed, after the events settled.
    void changed(const QStringList& paths);
    // A settle period ended, after the receivers of `changed` ran (when it said anything):
    // what the events before it did is known. For tests that assert nothing happened.
    void settled();

private:
    struct Entry {
        bool folder = false;
        QString state; // as last seen
    };

    void watch(const QString& path, bool folder);
    void touched(const QString& systemPath);
    void arm(const QString& path, const Entry& entry);
    void settle();
    static QString stateOf(const QString& path, bool folder);

    QFileSystemWatcher m_system;
    QTimer m_settle;
    QHash<QString, Entry> m_entries;
    QSet<QString> m_pending;
};

} // namespace FlowAudit
