#pragma once

#include "core/model/field.h"

#include <QDockWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTableView;

namespace FlowAudit {

class InventoryDocument;
class InventoryEditor;
class WaiversModel;

// The inventory's accepted risks: each waiver with its state, edited in place, removed
// (undoably), and a jump to the finding it accepts.
class WaiversDock : public QDockWidget {
    Q_OBJECT
public:
    WaiversDock(InventoryDocument* document, InventoryEditor* editor, QWidget* parent = nullptr);

    WaiversModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    // "1 waiver expired; 2 expire within 14 days", or empty: said once when a file opens.
    QString expiryNotice() const;

signals:
    void findingRequested(int flowIndex, std::optional<Field> field);

private:
    int currentPosition() const;
    void showFinding();
    void removeCurrent();
    void updateState();

    InventoryDocument* m_document;
    InventoryEditor* m_editor;
    WaiversModel* m_model;
    QTableView* m_view;
    QLabel* m_summary;
    QPushButton* m_show;
    QPushButton* m_remove;
};

} // namespace FlowAudit
