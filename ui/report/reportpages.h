#pragma once

#include "core/report/auditreportbuilder.h"
#include "core/report/reportdocument.h"
#include "core/report/reportoptions.h"

#include <QBuffer>
#include <QPageLayout>

#include <memory>

class QImage;
class QPagedPaintDevice;
class QPainter;
class QPdfWriter;
class QTextDocument;

namespace FlowAudit {

// A report cut into pages: the text laid out once, at the PDF's resolution, then drawn
// page by page with the running header and "page N of M" footer, onto the PDF, a printer
// or preview images alike, so the preview shows exactly the pages that are saved.
class ReportPages {
public:
    static constexpr int Resolution = 300; // dots per inch of the layout

    // nullptr when progress asked to cancel.
    static std::unique_ptr<ReportPages> lay(const ReportDocument& report, ReportPaper paper, const ReportProgress& progress = {});
    ~ReportPages();

    int pageCount() const;
    QPageLayout pageLayout() const { return m_layout; }
    // Draws page `index` (0-based) with the painter's origin at the page's top left corner
    // inside the margins, in layout pixels (Resolution dots per inch).
    void paintPage(QPainter* painter, int index) const;
    // The whole page, margins included, as an image of `dpi` dots per inch: the preview.
    QImage pageImage(int index, qreal dpi) const;
    // Every page onto a device set up with pageLayout() (a QPdfWriter or a QPrinter).
    bool print(QPagedPaintDevice* device, const ReportProgress& progress = {}) const;

    static QPageLayout layoutFor(ReportPaper paper);

private:
    ReportPages() = default;
    QRectF bodyRect() const;

    QString m_header;
    QString m_footer;
    QPageLayout m_layout;
    QBuffer m_metricsSink;                   // the layout device writes nowhere
    std::unique_ptr<QPdfWriter> m_metrics;   // the device the text is laid out for
    std::unique_ptr<QTextDocument> m_document;
};

} // namespace FlowAudit
