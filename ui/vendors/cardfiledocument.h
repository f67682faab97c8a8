#pragma once

#include "core/io/ioerror.h"

#include <QByteArray>
#include <QObject>

#include <optional>

class QUndoStack;

namespace FlowAudit {

// A team's card file open as a document of its own, beside the inventory (as Tiled opens an
// external tileset): its bytes as edited, its own undo stack, its own modified state and
// its own save. An edit (Mark Fact as Checked…) changes the bytes here; the file on disk
// changes when this document is saved, and the inventory's save never writes it.
class CardFileDocument : public QObject {
    Q_OBJECT
public:
    // The file as read; null with the reason when it cannot be read.
    static CardFileDocument* open(const QString& path, IoError* error, QObject* parent);

    const QString& path() const { return m_path; }
    QString fileName() const;
    const QByteArray& bytes() const { return m_bytes; }
    // The bytes as last read or written: what the file holds unless another program
    // changed it since.
    const QByteArray& diskBytes() const { return m_diskBytes; }
    QUndoStack* undoStack() const { return m_stack; }
    // Unsaved: undo steps since the save, or kept over another program's version.
    bool isModified() const;

    // One undo step giving the document these bytes; nothing when they are its own.
    void edit(const QByteArray& after, const QString& text);
    // Writes the bytes atomically; the error otherwise, and nothing changed.
    std::optional<IoError> save();
    // The file as it is on disk now, its steps dropped.
    std::optional<IoError> reload();
    // The user keeps these bytes over another program's version `onDisk`: unsaved, and
    // saving writes over that version.
    void keepOver(const QByteArray& onDisk);
    // Whether `onDisk` is a version the document does not know: neither the one read or
    // written nor one the user kept this document over.
    bool isOtherVersion(const QByteArray& onDisk) const;

    // CardFileEdit's undo and redo.
    void setBytes(const QByteArray& bytes);

signals:
    void bytesChanged();
    void modifiedChanged();
    void edited(); // a step was pushed: the user edits this document

private:
    CardFileDocument(QString path, QByteArray bytes, QObject* parent);
    void noteModified();

    QString m_path;
    QByteArray m_bytes;
    QByteArray m_diskBytes;
    std::optional<QByteArray> m_keptOver; // another program's version the user kept these over
    QUndoStack* m_stack;
    bool m_forcedModified = false;
    bool m_wasModified = false;
};

} // namespace FlowAudit
