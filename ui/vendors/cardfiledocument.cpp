#include "ui/vendors/cardfiledocument.h"

#include "core/io/files/atomicfile.h"
#include "ui/vendors/cardfileedit.h"

#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

namespace FlowAudit {

CardFileDocument* CardFileDocument::open(const QString& path, IoError* error, QObject* parent) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = {path, 0, 0, file.errorString()};
        return nullptr;
    }
    return new CardFileDocument(path, file.readAll(), parent);
}

CardFileDocument::CardFileDocument(QString path, QByteArray bytes, QObject* parent)
    : QObject(parent)
    , m_path(std::move(path))
    , m_bytes(bytes)
    , m_diskBytes(std::move(bytes))
    , m_stack(new QUndoStack(this)) {
    connect(m_stack, &QUndoStack::cleanChanged, this, &CardFileDocument::noteModified);
}

QString CardFileDocument::fileName() const {
    return QFileInfo(m_path).fileName();
}

bool CardFileDocument::isModified() const {
    return m_forcedModified || !m_stack->isClean();
}

void CardFileDocument::noteModified() {
    const bool modified = isModified();
    if (modified == m_wasModified)
        return;
    m_wasModified = modified;
    emit modifiedChanged();
}

void CardFileDocument::edit(const QByteArray& after, const QString& text) {
    if (after == m_bytes)
        return;
    m_stack->push(new CardFileEdit(this, m_bytes, after, text));
    emit edited();
}

void CardFileDocument::setBytes(const QByteArray& bytes) {
    if (bytes == m_bytes)
        return;
    m_bytes = bytes;
    emit bytesChanged();
}

std::optional<IoError> CardFileDocument::save() {
    if (std::optional<IoError> error = AtomicFile::write(m_path, m_bytes))
        return error;
    m_diskBytes = m_bytes;
    m_keptOver.reset();
    m_forcedModified = false;
    m_stack->setClean();
    noteModified();
    return std::nullopt;
}

std::optional<IoError> CardFileDocument::reload() {
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return IoError{m_path, 0, 0, file.errorString()};
    m_diskBytes = file.readAll();
    m_keptOver.reset();
    m_forcedModified = false;
    m_stack->clear(); // its steps were made on bytes that are gone
    setBytes(m_diskBytes);
    noteModified();
    return std::nullopt;
}

void CardFileDocument::keepOver(const QByteArray& onDisk) {
    m_keptOver = onDisk;
    m_forcedModified = true;
    noteModified();
}

bool CardFileDocument::isOtherVersion(const QByteArray& onDisk) const {
    return onDisk != m_diskBytes && onDisk != m_keptOver;
}

} // namespace FlowAudit
