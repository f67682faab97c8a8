#pragma once

#include "core/report/auditreportbuilder.h"
#include "core/report/reportdocument.h"
#include "core/report/reportoptions.h"

#include <QBuffer>
#include <QPageLayout>

#include <memory>
#include <vector>

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
    static std::unique_ptr<ReportPages> lay(const ReportDocument& report, ReportPaper paper,
                                            const ReportProgress& progress = {});
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
    // The report is laid out in parts, one per stretch between page breaks or seams (the
    // cover, the summary, the matrix, each flow…): Qt's layout slows down as a document
    // grows, and a part is also where a cancel is heard. A part after a seam begins on the
    // last page of the part before, below its text.
    struct Part {
        std::unique_ptr<QTextDocument> document;
        int firstPage = 0;
        int pages = 0;
    };
    const Part& partOf(int page) const;

    QBuffer m_metricsSink;                 // the layout device writes nowhere
    std::unique_ptr<QPdfWriter> m_metrics; // the device the text is laid out for
    std::vector<Part> m_parts;
    int m_pageCount = 0;
};

} // namespace FlowAudit
