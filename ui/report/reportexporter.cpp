#include "ui/report/reportexporter.h"

#include "core/document/inventorydocument.h"
#include "core/io/files/fileformats.h"
#include "core/io/files/samefile.h"
#include "ui/dialogs/reportexportdialog.h"
#include "ui/dialogs/userprompts.h"
#include "ui/files/documentfiles.h"
#include "ui/report/reportpreviewdialog.h"
#include "ui/report/reportsession.h"
#include "ui/vendors/vendorcardstore.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>

namespace FlowAudit {

ReportExporter::ReportExporter(QWidget* window, InventoryDocument* document, DocumentFiles* files,
                               VendorCardStore* cards, UserPrompts* prompts)
    : QObject(window)
    , m_window(window)
    , m_document(document)
    , m_files(files)
    , m_cards(cards)
    , m_prompts(prompts)
    , m_action(new QAction(tr("Export Audit Re&port…"), this)) {
    m_action->setObjectName(QStringLiteral("actionExportAuditReport"));
    m_action->setStatusTip(tr("Write the audit report of this inventory as PDF or HTML"));
    connect(m_action, &QAction::triggered, this, &ReportExporter::exportReport);
}

ReportExporter::~ReportExporter() = default;

bool ReportExporter::exportReport() {
    // The draft question first: saving may ask for a path, before any report choice.
    const std::optional<AuditReportInput> input = askInput();
    if (!input)
        return false;
    ReportExportDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const ReportOptions options = dialog.options(); // in the editor's language
    ReportSession session(options);
    if (!session.make(m_window, m_document->inventory(), m_cards->cards(), *input))
        return false;

    ReportPreviewDialog preview(
        session.renderer(), tr("Audit Report Preview — %1").arg(m_files->displayName()), m_window);
    std::optional<QString> savedPath;
    connect(&preview, &ReportPreviewDialog::saveRequested, &preview, [&] {
        savedPath = save(session, options, &preview);
        if (savedPath)
            preview.accept();
    });
    preview.exec();
    if (!savedPath)
        return false;
    emit written(*savedPath);
    return true;
}

// What the cover says of the file: its checksum as saved, or DRAFT when the inventory
// shown differs from it, unless the user saves first.
std::optional<AuditReportInput> ReportExporter::askInput() {
    const bool neverSaved = m_files->path().isEmpty();
    if (neverSaved || m_files->isModified()) {
        switch (m_prompts->askDraftReport(m_window, m_files->displayName(), neverSaved)) {
        case UserPrompts::DraftChoice::SaveFirst:
            if (!m_files->save())
                return std::nullopt;
            break;
        case UserPrompts::DraftChoice::ExportAnyway:
            break;
        case UserPrompts::DraftChoice::Cancel:
            return std::nullopt;
        }
    }
    AuditReportInput input;
    input.fileName = m_files->path();
    input.sha256 = m_files->diskHash(); // empty while untitled
    input.unsavedChanges = m_files->path().isEmpty() || m_files->isModified();
    input.staleAfterDays = m_cards->staleAfterDays();
    // The report says which cards carry the user's edits, as the cards dock does.
    for (const VendorCard& card : m_cards->cards().cards()) {
        if (const CardOverride* edits = m_cards->overrides().find(card.id);
            edits && !edits->isEmpty())
            input.editedCards.append(card.id);
    }
    // What Verify Now found, beside each fact in the evidence appendix.
    input.verifications = m_cards->verifications();
    return input;
}

std::optional<QString> ReportExporter::save(ReportSession& session, const ReportOptions& options,
                                            QWidget* preview) {
    const QString suffix = ReportOptions::suffix(options.format);
    const QString suggested =
        QDir(m_files->folder()).filePath(m_files->baseName() + QStringLiteral("-audit.") + suffix);
    const QString filter = FileFormats::dialogFilter(options.format == ReportFormat::Pdf
                                                         ? FileFormats::Purpose::ReportPdf
                                                         : FileFormats::Purpose::ReportHtml);
    QString path = m_prompts->askSavePath(preview, tr("Save Audit Report"), suggested, filter);
    if (path.isEmpty())
        return std::nullopt;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + suffix;
    // The report never replaces the inventory it reports on (the command line refuses the
    // same): a path typed by hand, or a link to it, would lose the team's file.
    if (namesOneOf(path, {m_files->path()})) {
        m_prompts->showError(
            preview, tr("Cannot save the audit report"),
            tr("%1 is the inventory this report is made from; the report never replaces it, "
               "so nothing was written. Choose another file.")
                .arg(QDir::toNativeSeparators(path)));
        return std::nullopt;
    }

    // The PDF is drawn from the previewed pages themselves: what is saved is what was seen.
    const std::optional<ReportFailure> failure = session.save(preview, path);
    if (failure && failure->kind != ReportFailure::Kind::Cancelled)
        m_prompts->showError(preview, tr("Cannot save the audit report"), failure->message);
    if (failure)
        return std::nullopt; // nothing written
    return path;
}

} // namespace FlowAudit
