#pragma once

#include "core/report/auditreportbuilder.h"
#include "core/report/reportoptions.h"

#include <QObject>

#include <optional>

class QAction;
class QWidget;

namespace FlowAudit {

class DocumentFiles;
class InventoryDocument;
class ReportSession;
class UserPrompts;
class VendorCardStore;

// File → Export Audit Report…: asks for the format and paper, says when the report will be
// a draft (unsaved changes), makes the report on a worker thread behind a progress dialog,
// shows the pages, and writes what was shown (PDF from the same pages, or HTML) atomically.
class ReportExporter : public QObject {
    Q_OBJECT
public:
    ReportExporter(QWidget* window, InventoryDocument* document, DocumentFiles* files,
                   VendorCardStore* cards, UserPrompts* prompts);
    ~ReportExporter() override;

    QAction* action() const { return m_action; }
    // The whole way from the options dialog to the file. True when a report was written.
    bool exportReport();

signals:
    void written(const QString& path);

private:
    std::optional<AuditReportInput> askInput();
    // The path written, or nullopt when cancelled or failed (said).
    std::optional<QString> save(ReportSession& session, const ReportOptions& options,
                                QWidget* preview);

    QWidget* m_window;
    InventoryDocument* m_document;
    DocumentFiles* m_files;
    VendorCardStore* m_cards;
    UserPrompts* m_prompts;
    QAction* m_action;
};

} // namespace FlowAudit
