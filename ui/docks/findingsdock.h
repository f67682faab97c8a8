#pragma once

#include "core/model/field.h"

#include <QDockWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace FlowAudit {

class FindingsModel;
class InventoryDocument;

// Every finding of the inventory with the counts per severity and per rule, filterable by
// severity, rule and text. Activating a finding asks for its flow and field to be shown.
class FindingsDock : public QDockWidget {
    Q_OBJECT
public:
    FindingsDock(InventoryDocument* document, QWidget* parent = nullptr);

    FindingsModel* model() const { return m_model; }

signals:
    void findingActivated(int flowIndex, std::optional<Field> field);

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyFilter();
    void fitToFont();
    void updateCounts();

    FindingsModel* m_model;
    QTableView* m_view;
    QLabel* m_summary;
    QComboBox* m_severity;
    QComboBox* m_rule;
    QLineEdit* m_text;
};

} // namespace FlowAudit
