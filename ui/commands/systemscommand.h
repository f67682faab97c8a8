#pragma once

#include "core/model/yamlvalue.h"

#include <QUndoCommand>

namespace FlowAudit {

class InventoryDocument;

// The `systems:` block changed as one undo step (a system placed on the map, Reset
// Layout): the top-level keys before and after.
class SystemsCommand : public QUndoCommand {
public:
    SystemsCommand(InventoryDocument* document, YamlEntries before, YamlEntries after,
                   const QString& text, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    InventoryDocument* m_document;
    YamlEntries m_before;
    YamlEntries m_after;
};

} // namespace FlowAudit
