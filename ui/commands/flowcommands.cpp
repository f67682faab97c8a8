#include "ui/commands/flowcommands.h"

#include "core/document/inventorydocument.h"

#include <algorithm>

namespace FlowAudit {

ReplaceFlowsCommand::ReplaceFlowsCommand(InventoryDocument* document,
                                         QList<FlowReplacement> replacements, const QString& text,
                                         QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_replacements(std::move(replacements)) {}

// One document change for the whole step: a paste of thousands of rows is one notice.
void ReplaceFlowsCommand::redo() {
    QList<std::pair<int, Flow>> flows;
    flows.reserve(m_replacements.size());
    for (const FlowReplacement& r : std::as_const(m_replacements))
        flows.append({r.index, r.after});
    m_document->replaceFlows(std::move(flows));
}

void ReplaceFlowsCommand::undo() {
    QList<std::pair<int, Flow>> flows;
    flows.reserve(m_replacements.size());
    for (auto it = m_replacements.crbegin(); it != m_replacements.crend(); ++it)
        flows.append({it->index, it->before});
    m_document->replaceFlows(std::move(flows));
}

InsertFlowsCommand::InsertFlowsCommand(InventoryDocument* document, int index, QList<Flow> flows,
                                       const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_index(index)
    , m_flows(std::move(flows)) {}

void InsertFlowsCommand::redo() {
    m_document->insertFlows(m_index, m_flows);
}

void InsertFlowsCommand::undo() {
    m_document->removeFlows(m_index, int(m_flows.size()));
}

RemoveFlowsCommand::RemoveFlowsCommand(InventoryDocument* document, QList<int> indexes,
                                       const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_indexes(std::move(indexes)) {
    std::sort(m_indexes.begin(), m_indexes.end());
    m_indexes.erase(std::unique(m_indexes.begin(), m_indexes.end()), m_indexes.end());
}

// Contiguous runs go in one call each, from the end so earlier indexes stay valid.
void RemoveFlowsCommand::redo() {
    m_removed.clear();
    m_removed.resize(m_indexes.size());
    qsizetype end = m_indexes.size();
    while (end > 0) {
        qsizetype start = end - 1;
        while (start > 0 && m_indexes[start - 1] == m_indexes[start] - 1)
            --start;
        const QList<Flow> removed = m_document->removeFlows(m_indexes[start], int(end - start));
        std::copy(removed.begin(), removed.end(), m_removed.begin() + start);
        end = start;
    }
}

void RemoveFlowsCommand::undo() {
    qsizetype start = 0;
    while (start < m_indexes.size()) {
        qsizetype end = start + 1;
        while (end < m_indexes.size() && m_indexes[end] == m_indexes[end - 1] + 1)
            ++end;
        m_document->insertFlows(m_indexes[start], m_removed.mid(start, end - start));
        start = end;
    }
}

MoveFlowCommand::MoveFlowCommand(InventoryDocument* document, int from, int to, const QString& text,
                                 QUndoCommand* parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_from(from)
    , m_to(to) {}

void MoveFlowCommand::redo() {
    m_document->moveFlow(m_from, m_to);
}

void MoveFlowCommand::undo() {
    m_document->moveFlow(m_to, m_from);
}

} // namespace FlowAudit
