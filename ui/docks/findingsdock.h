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
    QTableView* view() const { return m_view; }
    // The dock's height that shows this many findings, for the first layout.
    int heightForRows(int rows) const;
    // While a file of this name is read (empty: none), the summary says so instead of
    // judging the document behind it.
    void setLoadingName(const QString& name);

signals:
    void findingActivated(int flowIndex, std::optional<Field> field);
    // A context menu asked for on a finding (by mouse or the menu key), at a screen position.
    void findingMenuRequested(int flowIndex, const QString& rule, std::optional<Field> field,
                              const QPoint& globalPos);

protected:
    void changeEvent(QEvent* event) override;

private:
    static constexpr int MinimumRows = 3;
    static constexpr int AcceptedChoice = -1; // the severity list's data for "accepted"

    void applyFilter();
    void fitToFont();
    int viewHeightForRows(int rows) const;
    void updateCounts();
    void updateTitle();

    InventoryDocument* m_document;
    FindingsModel* m_model;
    QTableView* m_view;
    QLabel* m_summary;
    QComboBox* m_severity;
    QComboBox* m_rule;
    QLineEdit* m_text;
    QString m_loadingName;
};

} // namespace FlowAudit
