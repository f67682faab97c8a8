#pragma once

#include "core/report/auditreportbuilder.h"
#include "core/report/reportdocument.h"
#include "core/report/reportoptions.h"
#include "core/report/reportsteps.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>

namespace FlowAudit {

class ReportPages;

// Why a report was not written; nothing was, in each case.
struct ReportFailure {
    enum class Kind : quint8 {
        Cancelled, // the progress asked to stop: nothing to say
        NotDrawn,  // the PDF's device would not paint
        NotWritten // the file could not be written
    };
    Kind kind = Kind::Cancelled;
    QString message; // for the user, naming the file; empty when cancelled
};

// The audit report from an inventory to its file, the one way the command line's `report`
// and the editor's Export Audit Report make it: check the flows (rules, waivers, the cards'
// maths), compose the report's content, lay out and draw the pages (PDF) or write the HTML
// with its figures, and write the file atomically. Both give it the same options, read the
// same steps for their progress (a dialog, a terminal line), may cancel through it, and say
// its failures as it words them.
//
// Write: the PDF is laid out and drawn in one pass, part by part (memory stays small).
// Preview: make() also lays out every page and keeps them, for a preview to draw, and the
// PDF is drawn from those pages: what is saved is what was seen. The pages hold their
// thread's font engines: make(), pages(), save() and the destructor on one thread.
class ReportPipeline {
    Q_DECLARE_TR_FUNCTIONS(ReportPipeline)
public:
    enum class Use : quint8 { Write, Preview };

    // Installs options.language, when given, as the application's language: the report and
    // whatever the caller says around it speak it. On the application's thread.
    explicit ReportPipeline(ReportOptions options, Use use = Use::Write);
    ~ReportPipeline();
    ReportPipeline(const ReportPipeline&) = delete;
    ReportPipeline& operator=(const ReportPipeline&) = delete;

    const ReportOptions& options() const { return m_options; }
    Use use() const { return m_use; }

    // The steps progress reports: those of make(), then in Write use the one of save()
    // after it (one bar for the whole report); in Preview use, saveSteps() are save()'s.
    ReportSteps steps() const;
    ReportSteps saveSteps() const;

    // Checks the flows and composes the report (Preview: and lays out its pages); the
    // ledgers appendix as options.ledgers says, whatever input.ledgers. False when cancelled.
    bool make(const Inventory& inventory, const VendorCatalogue& cards,
              const AuditReportInput& input, const ReportStepProgress& progress = {});
    // The file's bytes as options.format says, written atomically to `path`; nullopt when
    // written, else why not. After make().
    std::optional<ReportFailure> save(const QString& path, const ReportStepProgress& progress = {});
    // make() and save(): the command line's whole report.
    std::optional<ReportFailure> run(const Inventory& inventory, const VendorCatalogue& cards,
                                     const AuditReportInput& input, const QString& path,
                                     const ReportStepProgress& progress = {});

    // Once made: the content, how many flows it covers, and (Preview) its pages.
    const ReportDocument& document() const { return m_document; }
    qsizetype flowCount() const { return m_flowCount; }
    const ReportPages* pages() const { return m_pages.get(); }

private:
    std::optional<QByteArray> render(const ReportProgress& progress, QString* error);

    ReportOptions m_options;
    Use m_use;
    ReportDocument m_document;
    qsizetype m_flowCount = 0;
    std::unique_ptr<ReportPages> m_pages;
};

} // namespace FlowAudit
