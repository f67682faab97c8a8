#pragma once

#include "core/model/field.h"

#include <QDockWidget>
#include <QPersistentModelIndex>

#include <array>

class QLabel;
class QTableView;
class QWidget;

namespace FlowAudit {

class FindingActions;
class InventoryDocument;
class InventoryEditor;
class InventoryModel;
class ReviewChecklistModel;

// The selected flow as a form: every field with its findings under it, and the manual
// review checklist. Edits go through the editor, as the table's do.
class FlowFormDock : public QDockWidget {
    Q_OBJECT
public:
    FlowFormDock(InventoryDocument* document, InventoryEditor* editor, InventoryModel* model,
                 QWidget* parent = nullptr);

    void setFlow(int flowIndex); // -1: none
    // Each finding under a field then offers its actions as links ("Fix…").
    void setFindingActions(FindingActions* actions);
    int flow() const { return m_flow.isValid() ? m_flow.row() : -1; }
    QWidget* fieldEditor(Field field) const { return m_editors[std::size_t(field)]; }
    QTableView* checklistView() const { return m_checklistView; }

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* makeEditor(Field field);
    void commit(Field field);
    void refresh();
    void refreshFindings();
    void fitHeadingToFont();
    void fitChecklistToFont();

    InventoryDocument* m_document;
    InventoryEditor* m_editor;
    InventoryModel* m_model;
    FindingActions* m_findingActions = nullptr;
    // Follows its flow through inserts, removals and moves, seen in the table or not.
    QPersistentModelIndex m_flow;
    QLabel* m_heading;
    QLabel* m_completeness; // "7 of 11 fields the rules read; 3 of 18 reviews"
    QWidget* m_form;
    std::array<QWidget*, FieldCount> m_editors{};
    std::array<QLabel*, FieldCount> m_findingLabels{};
    ReviewChecklistModel* m_checklist;
    QTableView* m_checklistView;
    QLabel* m_checklistSummary;
};

} // namespace FlowAudit
