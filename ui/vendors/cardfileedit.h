#pragma once

#include <QByteArray>
#include <QPointer>
#include <QUndoCommand>

namespace FlowAudit {

class CardFileDocument;

// One undo step of a team's card file open as a document (Mark Fact as Checked…): redo puts
// the bytes after it in the document, undo the bytes before. The file on disk changes when
// the document is saved, never by a step.
class CardFileEdit : public QUndoCommand {
public:
    CardFileEdit(CardFileDocument* document, QByteArray before, QByteArray after,
                 const QString& text);

    void undo() override;
    void redo() override;

private:
    QPointer<CardFileDocument> m_document;
    QByteArray m_before;
    QByteArray m_after;
};

} // namespace FlowAudit
