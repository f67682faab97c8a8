#pragma once

#include "core/model/flow.h"

#include <QUndoCommand>

namespace FlowAudit {

class InventoryDocument;

// A flow before and after one change; the one generic change-value step of the editor.
struct FlowReplacement {
    int index = 0;
    Flow before;
    Flow after;
};

// Replaces flows (cell edits, pastes, reviews). Built only for real changes: the editor
// facade drops edits that change nothing before they reach the stack.
class ReplaceFlowsCommand : public QUndoCommand {
public:
    ReplaceFlowsCommand(InventoryDocument* document, QList<FlowReplacement> replacements,
                        const QString& text, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    InventoryDocument* m_document;
    QList<FlowReplacement> m_replacements;
};

class InsertFlowsCommand : public QUndoCommand {
public:
    InsertFlowsCommand(InventoryDocument* document, int index, QList<Flow> flows,
                       const QString& text, QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    InventoryDocument* m_document;
    int m_index;
    QList<Flow> m_flows;
};

// Removes flows at any indexes; undo puts each back where it was.
class RemoveFlowsCommand : public QUndoCommand {
public:
    RemoveFlowsCommand(InventoryDocument* document, QList<int> indexes, const QString& text,
                       QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    InventoryDocument* m_document;
    QList<int> m_indexes;  // ascending
    QList<Flow> m_removed; // in m_indexes' order
};

class MoveFlowCommand : public QUndoCommand {
public:
    MoveFlowCommand(InventoryDocument* document, int from, int to, const QString& text,
                    QUndoCommand* parent = nullptr);
    void redo() override;
    void undo() override;

private:
    InventoryDocument* m_document;
    int m_from;
    int m_to;
};

} // namespace FlowAudit
