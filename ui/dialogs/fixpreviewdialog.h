#pragma once

#include "core/fixes/fix.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace FlowAudit {

// "Fix…": the fixes offered for one finding (or a maths panel's fix), and for the one
// chosen, the cells it changes (before → after) and the flow's findings before and after,
// as the engine gives them. Nothing changes until Apply; the caller applies the chosen fix
// as one undo step.
class FixPreviewDialog : public QDialog {
    Q_OBJECT
public:
    FixPreviewDialog(const QString& flowId, const Finding& finding, QList<Fix> fixes,
                     QWidget* parent = nullptr);
    // A maths panel's what-if on a flow the rule has no finding on.
    FixPreviewDialog(const QString& flowId, const QString& rule, QList<Fix> fixes,
                     QWidget* parent = nullptr);

    const QList<Fix>& fixes() const { return m_fixes; }
    int chosen() const; // index into fixes(); -1 when there are none
    const Fix* chosenFix() const;

    QListWidget* choices() const { return m_choices; }
    QTableWidget* changes() const { return m_changes; }
    QTableWidget* findings() const { return m_findings; }
    QPushButton* applyButton() const { return m_apply; }

private:
    FixPreviewDialog(const QString& flowId, const QString& rule, const QString& heading,
                     QList<Fix> fixes, QWidget* parent);
    void showFix(int index);
    void fillChanges(const Fix& fix);
    void fillFindings(const Fix& fix);

    QList<Fix> m_fixes;
    QListWidget* m_choices;
    QLabel* m_reason;
    QTableWidget* m_changes;
    QTableWidget* m_findings;
    QPushButton* m_apply;
};

} // namespace FlowAudit
