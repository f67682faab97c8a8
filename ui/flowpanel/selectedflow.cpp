#include "ui/flowpanel/selectedflow.h"

#include "core/document/inventorydocument.h"
#include "ui/models/inventorymodel.h"

namespace FlowAudit {

SelectedFlow::SelectedFlow(InventoryDocument* document, InventoryModel* model, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_model(model) {
    connect(document, &InventoryDocument::flowsChanged, this, [this](const QList<int>& flows) {
        if (flows.contains(index()))
            emit changed();
    });
    // After rows move the persistent index already names the flow's new row (or none).
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(model, signal, this, &SelectedFlow::changed);
    connect(model, &QAbstractItemModel::rowsMoved, this, &SelectedFlow::changed);
    connect(model, &QAbstractItemModel::modelReset, this, &SelectedFlow::changed);
}

const Flow* SelectedFlow::flow() const {
    const int row = index();
    return row >= 0 && row < m_document->flowCount() ? &m_document->flow(row) : nullptr;
}

void SelectedFlow::select(int flowIndex) {
    const QPersistentModelIndex next(m_model->index(flowIndex, 0)); // invalid when out of range
    if (next == m_flow)
        return;
    m_flow = next;
    emit changed();
}

} // namespace FlowAudit
