#include "ui/commands/waivercommands.h"

#include "core/document/inventorydocument.h"

namespace FlowAudit {

WaiverCommand::WaiverCommand(InventoryDocument* document, int position,
                             std::optional<Waiver> before, std::optional<Waiver> after,
                             const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_position(position)
    , m_before(std::move(before))
    , m_after(std::move(after)) {}

void WaiverCommand::redo() {
    apply(m_before, m_after);
}

void WaiverCommand::undo() {
    apply(m_after, m_before);
}

void WaiverCommand::apply(const std::optional<Waiver>& from, const std::optional<Waiver>& to) {
    if (from && to)
        m_document->replaceWaiver(m_position, *to);
    else if (to)
        m_document->insertWaiver(m_position, *to);
    else if (from)
        m_document->removeWaiver(m_position);
}

} // namespace FlowAudit
