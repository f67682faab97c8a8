#pragma once

#include <QObject>
#include <QStringList>

namespace FlowAudit {

// The files opened last, newest first, kept in the settings.
class RecentFiles : public QObject {
    Q_OBJECT
public:
    static constexpr int Limit = 10;
    explicit RecentFiles(QObject* parent = nullptr);

    QStringList paths() const { return m_paths; }
    void add(const QString& path);
    void remove(const QString& path);
    void clear();

signals:
    void changed();

private:
    void store();
    QStringList m_paths;
};

} // namespace FlowAudit
