#pragma once

#include "ui/dialogs/comparesource.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace FlowAudit {

// File → Compare With…: another inventory file, or (when the open inventory's file is in a
// git work tree) a committed version of it: HEAD, a revision picked from the file's log or
// typed (a hash, a branch, `main~2`).
class CompareWithDialog : public QDialog {
    Q_OBJECT
public:
    CompareWithDialog(const CompareOffer& offer, QWidget* parent = nullptr);

    CompareSource source() const;
    QLineEdit* filePath() const { return m_path; }
    QComboBox* revision() const { return m_revision; }

private:
    void browse();
    void updateButtons();

    CompareOffer m_offer;
    QRadioButton* m_fileChoice;
    QLineEdit* m_path;
    QPushButton* m_browse;
    QRadioButton* m_revisionChoice;
    QComboBox* m_revision;
    QPushButton* m_compare = nullptr;
};

} // namespace FlowAudit
