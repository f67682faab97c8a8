#include "ui/commands/systemscommand.h"

#include "core/document/inventorydocument.h"

namespace FlowAudit {

SystemsCommand::SystemsCommand(InventoryDocument* document, YamlEntries before, YamlEntries after,
                               const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after)) {}

void SystemsCommand::redo() {
    m_document->replaceSystems(m_after);
}

void SystemsCommand::undo() {
    m_document->replaceSystems(m_before);
}

} // namespace FlowAudit
