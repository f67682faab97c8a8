#include "ui/commands/toplevelkeyscommand.h"

#include "core/document/inventorydocument.h"

namespace FlowAudit {

TopLevelKeysCommand::TopLevelKeysCommand(InventoryDocument* document, YamlEntries before,
                                         YamlEntries after, const QString& text,
                                         QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after)) {}

void TopLevelKeysCommand::redo() {
    m_document->replaceSystems(m_after);
}

void TopLevelKeysCommand::undo() {
    m_document->replaceSystems(m_before);
}

} // namespace FlowAudit
