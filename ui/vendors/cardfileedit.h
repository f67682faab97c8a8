#pragma once

#include <QByteArray>
#include <QString>
#include <QUndoCommand>

#include <functional>

namespace FlowAudit {

// One undo step that changed a team's card file (Mark as Checked…): undo writes the bytes
// before it back, redo the bytes after, each atomically and only while the file still holds
// what the step left there, so a change made meanwhile by hand or by git is never lost.
class CardFileEdit : public QUndoCommand {
public:
    CardFileEdit(QString path, QByteArray before, QByteArray after, QString text,
                 std::function<void(const QString& problem)> written);

    void undo() override;
    void redo() override;

private:
    void replace(const QByteArray& expected, const QByteArray& next);

    QString m_path;
    QByteArray m_before;
    QByteArray m_after;
    std::function<void(const QString& problem)> m_written; // empty problem: written
};

} // namespace FlowAudit
