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

// A report cut into pages: the text laid out at the PDF's resolution, then drawn page by
// page with the running header and the "page N of M" footer, onto the PDF, a printer or
// preview images alike, so the preview shows exactly the pages that are saved.
class ReportPages {
public:
    static constexpr int Resolution = 300; // dots per inch of the layout

    // Where a heading with an anchor landed: the page (0-based) and how far down it, in
    // points from the page's top edge. The PDF's outline and its links go there.
    struct Target {
        QString anchor;
        QString title;
        int level = 1;
        int page = 0;
        qreal top = 0;
    };

    // Parts kept laid out by lay(), about a flow's brief each (some 30 KB): a report of
    // 1,500 flagged flows is kept whole, its PDF drawn without laying it out again; a longer
    // one holds some 45 MB of parts.
    static constexpr std::size_t DefaultKeptParts = 1500;
    // Every page laid out and counted, to be drawn in any order (the preview): the newest
    // `keptParts` parts are kept, an older one laid out again, the same, when a page of it
    // is drawn; nullptr when progress asked to cancel.
    static std::unique_ptr<ReportPages> lay(const ReportDocument& report, ReportPaper paper,
                                            const ReportProgress& progress = {},
                                            std::size_t keptParts = DefaultKeptParts);
    // The same pages drawn onto a device set up with layoutFor(paper), in two passes: the
    // first lays every part out to count the pages (M of "page N of M"), keeping the first
    // `keptParts` laid out; the second draws the pages in order, laying out again, the same,
    // each part that was let go, and lets each part go once its pages are drawn. Memory
    // stays that of the kept parts and a few pages however long the report. False when
    // progress asked to cancel or the device would not paint.
    // `targets`, when given, gets every anchored heading's place.
    static bool stream(const ReportDocument& report, ReportPaper paper, QPagedPaintDevice* device,
                       const ReportProgress& progress = {},
                       std::size_t keptParts = DefaultKeptParts, QList<Target>* targets = nullptr);
    ~ReportPages();

    int pageCount() const;
    // Every anchored heading's place, in the order of the report.
    const QList<Target>& targets() const { return m_targets; }
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
    // Lays out the next part (false when there is none), reporting the work done.
    bool layNextPart(const ReportProgress& progress, bool* cancelled);
    // A painter on `device` drawing in layout pixels.
    static void scaleToLayout(QPainter* painter, QPagedPaintDevice* device);

    ReportDocument m_report; // its contents' page numbers filled in once laid out
    QString m_header;
    QString m_footer; // "page %1 of %2"
    QPageLayout m_layout;
    // The report is laid out in parts, one per stretch between page breaks or seams (the
    // cover, the summary, the matrix, each flow…): Qt's layout slows down as a document
    // grows, and a part is also where a cancel is heard. A part after a seam begins on the
    // last page of the part before, below its text.
    struct Part {
        // What it is laid out from: blocks [start, end), the rows of a long table's slice,
        // and how far down the page the last part ended (-1: a page of its own).
        qsizetype start = 0;
        qsizetype end = 0;
        qsizetype firstRow = 0;
        qsizetype endRow = -1;
        qreal pushDown = -1;
        std::unique_ptr<QTextDocument> document; // null until laid out again
        int firstPage = 0;
        int pages = 0;
    };
    std::unique_ptr<QTextDocument> layOut(Part& part) const;
    QTextDocument* documentOf(qsizetype index) const; // laid out again when let go
    void keep(qsizetype index) const; // the newest laid out; the oldest beyond the bound let go
    std::size_t m_keptParts = DefaultKeptParts;
    qsizetype partOf(int page) const; // the last kept part that starts on or before it

    QBuffer m_metricsSink;                 // the layout device writes nowhere
    std::unique_ptr<QPdfWriter> m_metrics; // the device the text is laid out for
    qreal m_marginScale = 1;
    std::unique_ptr<ReportColumnWidths> m_columns; // measured with m_metrics
    // Every part's plan, with its layout while kept: after lay(), the newest keptParts;
    // while streaming, those whose pages are not drawn yet.
    mutable std::deque<Part> m_parts;
    mutable std::deque<qsizetype> m_loaded; // parts laid out again, oldest first
    int m_pageCount = 0;
    QList<Target> m_targets;
    void addTargets(const Part& part); // of a part just laid out
    // The contents' page column, once every part is laid out: each row's anchor's page,
    // no wider than the composer's "0000", so the parts keep their pages; those holding the
    // contents are laid out again when drawn.
    void fillPageNumbers();
    // Where the next part's layout starts.
    qsizetype m_nextBlock = 0;
    qsizetype m_nextRow = 0;    // of its table, when a long table goes on in the next part
    QList<qint64> m_workBefore; // per block, and the whole at the end
    bool m_runsOn = false;      // after a seam, on the last page of the part before
    qreal m_usedHeight = 0;     // of the last page so far
};

} // namespace FlowAudit
