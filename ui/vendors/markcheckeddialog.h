#pragma once

#include "core/vendors/cardfacts.h"

#include <QDate>
#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace FlowAudit {

// A manual check of one fact of a team's card: the page it was read on, the vendor's exact
// sentence pasted from it, optionally the words just before and after (to tell a repeated
// passage apart), and who read it (remembered for the next time). Gives the evidence, dated
// today; the caller writes it to the card file as one undo step.
class MarkCheckedDialog : public QDialog {
    Q_OBJECT
public:
    // `card` holds the fact: its window or retries say the number a quote must state.
    MarkCheckedDialog(const VendorCard& card, const CardFact& fact, QDate today,
                      QWidget* parent = nullptr);

    FactEvidence evidence() const;
    void accept() override;

    QLineEdit* pageField() const { return m_url; }
    QPlainTextEdit* quoteField() const { return m_quote; }
    QLineEdit* prefixField() const { return m_prefix; }
    QLineEdit* suffixField() const { return m_suffix; }
    QLineEdit* checkedByField() const { return m_checkedBy; }
    QLabel* problemLabel() const { return m_problem; }
    bool canRecord() const;

private:
    void updateState();

    VendorCard m_card;
    CardFact m_fact;
    QDate m_today;
    QLineEdit* m_url;
    QPlainTextEdit* m_quote;
    QLineEdit* m_prefix;
    QLineEdit* m_suffix;
    QLineEdit* m_checkedBy;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
};

} // namespace FlowAudit
