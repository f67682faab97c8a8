#include "ui/painting/reportpages.h"

#include "ui/painting/pagebreaks.h"
#include "ui/painting/reporttextdocument.h"

#include <QAbstractTextDocumentLayout>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

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
    qsizetype start = 0;
    while (start < total) {
        if (progress && !progress(int(start), int(total)))
            return nullptr;
        qsizetype end = start;
        while (end < total && report.blocks[end].kind != ReportBlock::Kind::PageBreak)
            ++end;
        if (end > start) {
            Part part;
            part.document = ReportTextDocument::build(report, start, end);
            part.document->documentLayout()->setPaintDevice(pages->m_metrics.get());
            part.document->setPageSize(pages->bodyRect().size());
            PageBreaks::settle(part.document.get());
            part.firstPage = pages->m_pageCount;
            pages->m_pageCount += part.document->pageCount();
            pages->m_parts.push_back(std::move(part));
        }
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
    const Part& part = partOf(index);
    const int local = index - part.firstPage;
    painter->translate(0, body.top() - local * body.height());
    QAbstractTextDocumentLayout::PaintContext context;
    context.clip = QRectF(0, local * body.height(), body.width(), body.height());
    context.palette.setColor(QPalette::Text, Qt::black);
    part.document->documentLayout()->draw(painter, context);
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
