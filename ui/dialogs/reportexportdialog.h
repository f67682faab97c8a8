#pragma once

#include "core/report/reportoptions.h"

#include <QDialog>

class QCheckBox;
class QComboBox;

namespace FlowAudit {

// Asks how to write the audit report: PDF or HTML, A4 or Letter, and PDF/A-1b for
// archiving (PDF only). Starts from the last choices (report/format, report/paper,
// report/pdfA) and keeps the new ones when accepted. The report speaks the editor's
// language, so there is no choice of it here.
class ReportExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ReportExportDialog(QWidget* parent = nullptr);

    ReportOptions options() const;
    void setOptions(const ReportOptions& options);

    // The choices kept from the last time (pdfA as ticked, whatever the format).
    static ReportOptions lastOptions();

private:
    void remember() const;
    void updatePdfA();

    QComboBox* m_format;
    QComboBox* m_paper;
    QCheckBox* m_pdfA;
    QComboBox* m_detail;
    QComboBox* m_ledgers;
};

} // namespace FlowAudit
