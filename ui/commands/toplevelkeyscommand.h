#pragma once

#include "core/model/yamlvalue.h"

#include <QUndoCommand>

namespace FlowAudit {

class InventoryDocument;

// The inventory's other top-level keys changed as one undo step (a system placed on the map,
// Reset Layout, the team's folder of cards named): the keys before and after.
class TopLevelKeysCommand : public QUndoCommand {
public:
    TopLevelKeysCommand(InventoryDocument* document, YamlEntries before, YamlEntries after,
                        const QString& text, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    InventoryDocument* m_document;
    YamlEntries m_before;
    YamlEntries m_after;
};

} // namespace FlowAudit
