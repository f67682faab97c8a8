#include "ui/vendors/cardfileedit.h"

#include "core/io/files/atomicfile.h"

#include <QCoreApplication>
#include <QFile>

namespace FlowAudit {

CardFileEdit::CardFileEdit(QString path, QByteArray before, QByteArray after, QString text,
                           std::function<void(const QString&)> written)
    : QUndoCommand(std::move(text))
    , m_path(std::move(path))
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_written(std::move(written)) {}

void CardFileEdit::redo() {
    replace(m_before, m_after);
}

void CardFileEdit::undo() {
    replace(m_after, m_before);
}

void CardFileEdit::replace(const QByteArray& expected, const QByteArray& next) {
    QFile file(m_path);
    const QByteArray now = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    file.close();
    if (now != expected) {
        m_written(QCoreApplication::translate("CardFileEdit", "%1 changed since: left as it is")
                      .arg(m_path));
        return;
    }
    const std::optional<IoError> error = AtomicFile::write(m_path, next);
    m_written(error ? error->toString() : QString());
}

} // namespace FlowAudit
