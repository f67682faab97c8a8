#pragma once

#include "core/model/waiver.h"
#include "core/rules/finding.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QToolButton;

namespace FlowAudit {

// Accepts one finding as a known risk: why (justification), who answers for it (owner,
// remembered for the next time), who approved it (asked each time), and until when (90
// days by default, at most 366, typed or chosen in a calendar and taken as given). Gives the
// waiver; the caller adds it as one undo step.
class AcceptRiskDialog : public QDialog {
    Q_OBJECT
public:
    static constexpr int DefaultDays = Waiver::DefaultTermDays;
    static constexpr int MaxJustificationChars = 2000;

    AcceptRiskDialog(const Finding& finding, const QString& flowId, QDate today,
                     QWidget* parent = nullptr);

    Waiver waiver() const;
    void accept() override;

private:
    void updateState();

    Finding m_finding;
    QString m_flowId;
    QDate m_today;
    QPlainTextEdit* m_justification;
    QLineEdit* m_owner;
    QLineEdit* m_approvedBy;
    QLineEdit* m_expires;
    QToolButton* m_calendar;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
};

} // namespace FlowAudit
