#include "ui/painting/reportpages.h"

#include "ui/painting/pagebreaks.h"
#include "ui/painting/reporttextdocument.h"

#include <QAbstractTextDocumentLayout>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>

#include <algorithm>

namespace FlowAudit {

namespace {

// The running header and the footer sit in bands inside the margins, above and below
// the text.
constexpr qreal BandPoints = 22;
constexpr qreal BandTextPoints = 7.5;

qreal pointsToPixels(qreal points) {
    return points * ReportPages::Resolution / 72.0;
}

// Between two parts that share a page: about a heading's space above it.
constexpr qreal SeamGapPoints = 12;

// Where a laid-out document's text ends, in its own coordinates.
qreal contentBottom(QTextDocument* document) {
    return document->documentLayout()->blockBoundingRect(document->lastBlock()).bottom();
}

// How many layout pixels a margin of 1 moves text on `device`: the layout scales margins
// to the device's resolution. Measured on a document of two lines, laid out once.
qreal marginScale(QPagedPaintDevice* device, const QSizeF& pageSize) {
    constexpr qreal Trial = 100;
    QTextDocument probe;
    probe.setDocumentMargin(0);
    probe.documentLayout()->setPaintDevice(device);
    probe.setPageSize(pageSize);
    QTextCursor cursor(&probe);
    cursor.insertText(QStringLiteral("x"));
    cursor.insertBlock();
    cursor.insertText(QStringLiteral("x"));
    const QAbstractTextDocumentLayout* layout = probe.documentLayout();
    const qreal before = layout->blockBoundingRect(probe.lastBlock()).top();
    QTextBlockFormat format;
    format.setBottomMargin(Trial);
    QTextCursor(probe.begin()).setBlockFormat(format);
    const qreal moved = layout->blockBoundingRect(probe.lastBlock()).top() - before;
    return moved > 0 ? moved / Trial : 1;
}

// Moves a document's text down by `height` layout pixels, before it is laid out: it begins
// where the text before it ended on a shared page. Qt gives the first block of a page no
// top margin (and a root frame's margin is every page's), so an empty block of tiny type
// goes first, its bottom margin the room.
bool pushDown(QTextDocument* document, qreal height, qreal marginScale) {
    QTextCursor cursor(document);
    if (cursor.currentTable())
        return false; // a table first: it starts a page of its own
    const QTextBlockFormat firstFormat = cursor.blockFormat();
    const QTextCharFormat firstChar = cursor.charFormat();
    cursor.insertBlock(firstFormat, firstChar); // the text moves to the second block
    cursor.movePosition(QTextCursor::Start);
    QTextCharFormat tiny = firstChar;
    tiny.setFontPointSize(1);
    cursor.setBlockCharFormat(tiny);
    QTextBlockFormat spacer;
    spacer.setTopMargin(0);
    spacer.setBottomMargin(height / marginScale);
    cursor.setBlockFormat(spacer);
    return true;
}

} // namespace

ReportPages::~ReportPages() = default;

QPageLayout ReportPages::layoutFor(ReportPaper paper) {
    const QPageSize size(paper == ReportPaper::Letter ? QPageSize::Letter : QPageSize::A4);
    return QPageLayout(size, QPageLayout::Portrait, QMarginsF(15, 10, 15, 10),
                       QPageLayout::Millimeter);
}

std::unique_ptr<ReportPages> ReportPages::lay(const ReportDocument& report, ReportPaper paper,
                                              const ReportProgress& progress) {
    std::unique_ptr<ReportPages> pages(new ReportPages);
    pages->m_header = ReportDocument::printable(report.runningHeader);
    pages->m_footer = report.pageFooter;
    pages->m_layout = layoutFor(paper);
    pages->m_metricsSink.open(QIODevice::WriteOnly);
    pages->m_metrics = std::make_unique<QPdfWriter>(&pages->m_metricsSink);
    pages->m_metrics->setResolution(Resolution);
    pages->m_metrics->setPageLayout(pages->m_layout);
    const qsizetype total = report.blocks.size();
    const qreal pageHeight = pages->bodyRect().height();
    const qreal scale = marginScale(pages->m_metrics.get(), pages->bodyRect().size());
    qsizetype start = 0;
    bool runsOn = false;  // the part begins after a seam, on the last page of the one before
    qreal usedHeight = 0; // of the last page so far
    while (start < total) {
        if (progress && !progress(int(start), int(total)))
            return nullptr;
        qsizetype end = start;
        while (end < total && report.blocks[end].kind != ReportBlock::Kind::PageBreak &&
               report.blocks[end].kind != ReportBlock::Kind::Seam)
            ++end;
        if (end > start) {
            Part part;
            part.document = ReportTextDocument::build(report, start, end);
            // Room for the part's first lines on the page the last part ends on; else a new page.
            const qreal gap = pointsToPixels(SeamGapPoints);
            const bool sharesPage = runsOn && pages->m_pageCount > 0 &&
                                    usedHeight + gap < pageHeight * 0.85 &&
                                    pushDown(part.document.get(), usedHeight + gap, scale);
            part.document->documentLayout()->setPaintDevice(pages->m_metrics.get());
            part.document->setPageSize(pages->bodyRect().size());
            PageBreaks::settle(part.document.get());
            part.pages = part.document->pageCount();
            part.firstPage = sharesPage ? pages->m_pageCount - 1 : pages->m_pageCount;
            pages->m_pageCount = part.firstPage + part.pages;
            usedHeight = contentBottom(part.document.get()) - (part.pages - 1) * pageHeight;
            pages->m_parts.push_back(std::move(part));
        }
        runsOn = end < total && report.blocks[end].kind == ReportBlock::Kind::Seam;
        start = end + 1;
    }
    return pages;
}

QRectF ReportPages::bodyRect() const {
    const QRect paint = m_layout.paintRectPixels(Resolution);
    const qreal band = pointsToPixels(BandPoints);
    return QRectF(0, band, paint.width(), paint.height() - 2 * band);
}

int ReportPages::pageCount() const {
    return m_pageCount;
}

const ReportPages::Part& ReportPages::partOf(int page) const {
    const auto after = std::upper_bound(m_parts.begin(), m_parts.end(), page,
                                        [](int p, const Part& part) { return p < part.firstPage; });
    return *(after - 1);
}

void ReportPages::paintPage(QPainter* painter, int index) const {
    const QRectF body = bodyRect();
    const QRect paint = m_layout.paintRectPixels(Resolution);
    painter->save();
    QFont font(ReportTextDocument::bodyFamily());
    font.setPixelSize(qRound(pointsToPixels(BandTextPoints)));
    font.setLetterSpacing(QFont::AbsoluteSpacing, 0.3); // no ligatures, as in the text
    painter->setFont(font);
    painter->setPen(QColor(0x33, 0x33, 0x33));
    const qreal band = pointsToPixels(BandPoints);
    const QRectF header(0, 0, paint.width(), band * 0.7);
    painter->drawText(header, Qt::AlignLeft | Qt::AlignVCenter, m_header);
    painter->setPen(QPen(QColor(0x88, 0x88, 0x88), pointsToPixels(0.5)));
    painter->drawLine(QPointF(0, band * 0.75), QPointF(paint.width(), band * 0.75));
    painter->restore();

    // Header, text, footer: drawn top down, so tools that extract the text read it so.
    painter->save();
    painter->setClipRect(body);
    // A page holds the end of one part and the start of the next when they run on.
    for (const Part* part = &partOf(index);; --part) {
        const int local = index - part->firstPage;
        painter->save();
        painter->translate(0, body.top() - local * body.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, local * body.height(), body.width(), body.height());
        context.palette.setColor(QPalette::Text, Qt::black);
        part->document->documentLayout()->draw(painter, context);
        painter->restore();
        if (part == &m_parts.front() || (part - 1)->firstPage + (part - 1)->pages <= index)
            break;
    }
    painter->restore();

    painter->save();
    painter->setFont(font);
    painter->setPen(QPen(QColor(0x88, 0x88, 0x88), pointsToPixels(0.5)));
    const QRectF footer(0, paint.height() - band * 0.7, paint.width(), band * 0.7);
    painter->drawLine(QPointF(0, footer.top()), QPointF(paint.width(), footer.top()));
    painter->setPen(QColor(0x33, 0x33, 0x33));
    painter->drawText(footer, Qt::AlignRight | Qt::AlignVCenter,
                      m_footer.arg(index + 1).arg(pageCount()));
    painter->restore();
}

QImage ReportPages::pageImage(int index, qreal dpi) const {
    const QSizeF full = m_layout.fullRectPoints().size() * (dpi / 72.0);
    QImage image(full.toSize(), QImage::Format_RGB32);
    image.fill(Qt::white);
    image.setDotsPerMeterX(qRound(dpi / 0.0254));
    image.setDotsPerMeterY(qRound(dpi / 0.0254));
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                           QPainter::SmoothPixmapTransform);
    const qreal scale = dpi / Resolution;
    painter.scale(scale, scale);
    painter.translate(m_layout.paintRectPixels(Resolution).topLeft());
    paintPage(&painter, index);
    return image;
}

bool ReportPages::print(QPagedPaintDevice* device, const ReportProgress& progress) const {
    QPainter painter(device);
    if (!painter.isActive())
        return false;
    // A device of another resolution (a printer) draws the same layout, scaled.
    const qreal scale = qreal(device->logicalDpiX()) / Resolution;
    painter.scale(scale, scale);
    const int count = pageCount();
    for (int page = 0; page < count; ++page) {
        if (progress && !progress(page, count))
            return false;
        if (page > 0)
            device->newPage();
        paintPage(&painter, page);
    }
    return painter.end();
}

} // namespace FlowAudit
