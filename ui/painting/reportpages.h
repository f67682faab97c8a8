#pragma once

#include "core/report/auditreportbuilder.h"
#include "core/report/reportdocument.h"
#include "core/report/reportoptions.h"

#include <QBuffer>
#include <QPageLayout>

#include <deque>
#include <memory>

class QImage;
class QPagedPaintDevice;
class QPainter;
class QPdfWriter;
class QTextDocument;

namespace FlowAudit {

class ReportColumnWidths;

// A report cut into pages: the text laid out once, at the PDF's resolution, then drawn
// page by page with the running header and the "page N" footer (the last page says it is
// the last), onto the PDF, a printer or preview images alike, so the preview shows exactly
// the pages that are saved.
class ReportPages {
public:
    static constexpr int Resolution = 300; // dots per inch of the layout

    // Every page laid out and kept, to be drawn in any order (the preview); nullptr when
    // progress asked to cancel.
    static std::unique_ptr<ReportPages> lay(const ReportDocument& report, ReportPaper paper,
                                            const ReportProgress& progress = {});
    // The same pages drawn onto a device set up with layoutFor(paper) as they are laid out,
    // each part let go once its pages are drawn: memory stays that of a few pages however
    // long the report. False when progress asked to cancel or the device would not paint.
    static bool stream(const ReportDocument& report, ReportPaper paper, QPagedPaintDevice* device,
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
    ReportPages(const ReportDocument& report, ReportPaper paper);
    QRectF bodyRect() const;
    // Lays out the next part (false when there is none), reporting the blocks done.
    bool layNextPart(const ReportProgress& progress, bool* cancelled);
    // A painter on `device` drawing in layout pixels.
    static void scaleToLayout(QPainter* painter, QPagedPaintDevice* device);

    const ReportDocument& m_report; // while laying out
    QString m_header;
    QString m_footer;
    QString m_lastFooter;
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
    qsizetype partOf(int page) const; // the last kept part that starts on or before it

    QBuffer m_metricsSink;                 // the layout device writes nowhere
    std::unique_ptr<QPdfWriter> m_metrics; // the device the text is laid out for
    qreal m_marginScale = 1;
    std::unique_ptr<ReportColumnWidths> m_columns; // measured with m_metrics
    // The parts laid out and kept: every one after lay(), the last few while streaming.
    std::deque<Part> m_parts;
    int m_pageCount = 0;
    bool m_complete = false; // every part laid out: the last page is known
    // Where the next part's layout starts.
    qsizetype m_nextBlock = 0;
    qsizetype m_nextRow = 0; // of its table, when a long table goes on in the next part
    bool m_runsOn = false;   // after a seam, on the last page of the part before
    qreal m_usedHeight = 0;  // of the last page so far
};

} // namespace FlowAudit
