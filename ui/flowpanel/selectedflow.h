#pragma once

#include <QObject>
#include <QPersistentModelIndex>

namespace FlowAudit {

class Flow;
class InventoryDocument;
class InventoryModel;

// The flow the side panels show. It follows the flow through inserts, removals and
// moves, and says `changed` when the flow is another one or its fields or findings change.
class SelectedFlow : public QObject {
    Q_OBJECT
public:
    SelectedFlow(InventoryDocument* document, InventoryModel* model, QObject* parent = nullptr);

    InventoryDocument* document() const { return m_document; }
    int index() const { return m_flow.isValid() ? m_flow.row() : -1; }
    const Flow* flow() const; // nullptr when none

    void select(int flowIndex); // -1: none

signals:
    void changed();

private:
    InventoryDocument* m_document;
    InventoryModel* m_model;
    QPersistentModelIndex m_flow;
};

} // namespace FlowAudit
