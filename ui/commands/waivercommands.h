#pragma once

#include "core/model/waiver.h"

#include <QUndoCommand>

#include <optional>

namespace FlowAudit {

class InventoryDocument;

// One waiver added, changed or removed, as one undo step. `before` empty: added at
// `position`; `after` empty: removed from it; both: changed in place.
class WaiverCommand : public QUndoCommand {
public:
    WaiverCommand(InventoryDocument* document, int position, std::optional<Waiver> before,
                  std::optional<Waiver> after, const QString& text, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    void apply(const std::optional<Waiver>& from, const std::optional<Waiver>& to);

    InventoryDocument* m_document;
    int m_position; // 1-based
    std::optional<Waiver> m_before;
    std::optional<Waiver> m_after;
};

} // namespace FlowAudit
