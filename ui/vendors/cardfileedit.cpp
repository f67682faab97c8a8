#include "ui/vendors/cardfileedit.h"

#include "ui/vendors/cardfiledocument.h"

namespace FlowAudit {

CardFileEdit::CardFileEdit(CardFileDocument* document, QByteArray before, QByteArray after,
                           const QString& text)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after)) {}

void CardFileEdit::redo() {
    if (m_document)
        m_document->setBytes(m_after);
}

void CardFileEdit::undo() {
    if (m_document)
        m_document->setBytes(m_before);
}

} // namespace FlowAudit
