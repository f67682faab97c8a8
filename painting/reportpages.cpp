#include "painting/reportpages.h"

#include "painting/pagebreaks.h"
#include "painting/reportcolumnwidths.h"
#include "painting/reporttextdocument.h"

#include <QAbstractTextDocumentLayout>
#include <QHash>
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
// A part goes on down the page the last one ends on when this much room is left: a heading
// and a few lines; with less, the settling would move its heading over anyway.
constexpr qreal SeamRoomPoints = 72;

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

ReportPages::ReportPages(const ReportDocument& report, ReportPaper paper)
    : m_report(report) // a copy that shares the blocks: the parts are laid out again from it
    , m_header(ReportDocument::printable(report.runningHeader))
    , m_footer(report.pageFooter)
    , m_layout(layoutFor(paper)) {
    m_metricsSink.open(QIODevice::WriteOnly);
    m_metrics = std::make_unique<QPdfWriter>(&m_metricsSink);
    m_metrics->setResolution(Resolution);
    m_metrics->setPageLayout(m_layout);
    m_marginScale = marginScale(m_metrics.get(), bodyRect().size());
    m_columns = std::make_unique<ReportColumnWidths>(m_metrics.get(),
                                                     bodyRect().width() * 72.0 / Resolution);
    // The work before each block, a table's cells counted: Qt lays out a table cell in
    // about the time of a paragraph (the 10,000-row matrix is half a 10,000-flow report),
    // so the progress moves with the time through a long table's slices too.
    m_workBefore.reserve(report.blocks.size() + 1);
    qint64 work = 0;
    for (const ReportBlock& block : report.blocks) {
        m_workBefore.append(work);
        work += 1 + block.table.rows.size() * block.table.header.size();
    }
    m_workBefore.append(work);
}

bool ReportPages::layNextPart(const ReportProgress& progress, bool* cancelled) {
    const QList<ReportBlock>& blocks = m_report.blocks;
    const qsizetype total = blocks.size();
    while (m_nextBlock < total) {
        const qint64 done =
            m_workBefore[m_nextBlock] + m_nextRow * blocks.value(m_nextBlock).table.header.size();
        if (progress && !progress(int(done), int(m_workBefore.last()))) {
            *cancelled = true;
            return false;
        }
        // A part runs to the next page break or seam, or to the end of a slice of a long
        // table; the table's next slice begins the next part, on a page of its own.
        const qsizetype start = m_nextBlock;
        const qsizetype firstRow = m_nextRow;
        qsizetype end = start;
        qsizetype endRow = -1;
        while (end < total && blocks[end].kind != ReportBlock::Kind::PageBreak &&
               blocks[end].kind != ReportBlock::Kind::Seam) {
            const qsizetype rows =
                blocks[end].kind == ReportBlock::Kind::Table ? blocks[end].table.rows.size() : 0;
            const qsizetype from = end == start ? firstRow : 0;
            ++end;
            if (rows - from > ReportTextDocument::SliceRows) {
                endRow = from + ReportTextDocument::SliceRows;
                break;
            }
        }
        const bool runsOn = m_runsOn;
        if (endRow >= 0) { // the same table goes on, from a page of its own
            m_runsOn = false;
            m_nextBlock = end - 1;
            m_nextRow = endRow;
        } else {
            m_runsOn = end < total && blocks[end].kind == ReportBlock::Kind::Seam;
            m_nextBlock = end + 1;
            m_nextRow = 0;
        }
        if (end == start)
            continue;
        Part part;
        part.start = start;
        part.end = end;
        part.firstRow = firstRow;
        part.endRow = endRow;
        // Room for the part's first lines on the page the last part ends on; else a new page.
        const qreal pageHeight = bodyRect().height();
        const qreal gap = pointsToPixels(SeamGapPoints);
        if (runsOn && m_pageCount > 0 &&
            m_usedHeight + gap + pointsToPixels(SeamRoomPoints) < pageHeight)
            part.pushDown = m_usedHeight + gap;
        part.document = layOut(part);
        const bool sharesPage = part.pushDown >= 0;
        part.pages = part.document->pageCount();
        part.firstPage = sharesPage ? m_pageCount - 1 : m_pageCount;
        m_pageCount = part.firstPage + part.pages;
        m_usedHeight = contentBottom(part.document.get()) - (part.pages - 1) * pageHeight;
        addTargets(part);
        m_parts.push_back(std::move(part));
        return true;
    }
    return false;
}

void ReportPages::addTargets(const Part& part) {
    const QTextDocument* document = part.document.get();
    const QAbstractTextDocumentLayout* layout = document->documentLayout();
    const qreal pageHeight = bodyRect().height();
    const qreal pageTop = m_layout.paintRectPoints().top() + BandPoints;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level <= 0)
            continue;
        const QTextBlock::iterator first = block.begin();
        if (first.atEnd())
            continue;
        const QStringList names = first.fragment().charFormat().anchorNames();
        if (names.isEmpty())
            continue;
        const qreal y = layout->blockBoundingRect(block).top();
        const int local = int(y / pageHeight);
        m_targets.append({names.first(), block.text(), level, part.firstPage + local,
                          pageTop + (y - local * pageHeight) * 72.0 / Resolution});
    }
}

void ReportPages::fillPageNumbers() {
    QHash<QString, int> pageOf;
    for (const Target& target : std::as_const(m_targets))
        pageOf.insert(target.anchor, target.page + 1);
    for (qsizetype b = 0; b < m_report.blocks.size(); ++b) {
        ReportTable& table = m_report.blocks[b].table;
        if (m_report.blocks[b].kind != ReportBlock::Kind::Table || table.pageOf.isEmpty())
            continue;
        for (qsizetype row = 0; row < table.rows.size() && row < table.pageOf.size(); ++row) {
            const int page = pageOf.value(table.pageOf[row]);
            table.rows[row].last().text = page > 0 ? QString::number(page) : QString();
        }
        for (qsizetype p = 0; p < qsizetype(m_parts.size()); ++p) {
            Part& part = m_parts[std::size_t(p)];
            if (part.start <= b && b < part.end && part.document) {
                part.document.reset();
                m_loaded.erase(std::remove(m_loaded.begin(), m_loaded.end(), p), m_loaded.end());
            }
        }
    }
}

std::unique_ptr<QTextDocument> ReportPages::layOut(Part& part) const {
    std::unique_ptr<QTextDocument> document = ReportTextDocument::build(
        m_report, part.start, part.end, part.firstRow, part.endRow, m_columns.get());
    if (part.pushDown >= 0 && !pushDown(document.get(), part.pushDown, m_marginScale))
        part.pushDown = -1; // a table first: it starts a page of its own
    document->documentLayout()->setPaintDevice(m_metrics.get());
    document->setPageSize(bodyRect().size());
    PageBreaks::settle(document.get());
    return document;
}

QTextDocument* ReportPages::documentOf(qsizetype index) const {
    Part& part = m_parts[std::size_t(index)];
    if (!part.document) {
        // Laid out again exactly as the first time: the same blocks, rows, room and device.
        part.document = layOut(part);
        keep(index);
    }
    return part.document.get();
}

void ReportPages::keep(qsizetype index) const {
    m_loaded.push_back(index);
    if (m_loaded.size() > m_keptParts) {
        m_parts[std::size_t(m_loaded.front())].document.reset();
        m_loaded.pop_front();
    }
}

std::unique_ptr<ReportPages> ReportPages::lay(const ReportDocument& report, ReportPaper paper,
                                              const ReportProgress& progress,
                                              std::size_t keptParts) {
    std::unique_ptr<ReportPages> pages(new ReportPages(report, paper));
    pages->m_keptParts = std::max<std::size_t>(1, keptParts);
    bool cancelled = false;
    // The last keptParts parts stay laid out; an older one is let go and laid out again
    // when a page of it is drawn: a preview of any length holds at most that many.
    while (pages->layNextPart(progress, &cancelled))
        pages->keep(qsizetype(pages->m_parts.size()) - 1);
    if (cancelled)
        return nullptr;
    pages->fillPageNumbers();
    return pages;
}

void ReportPages::scaleToLayout(QPainter* painter, QPagedPaintDevice* device) {
    // A device of another resolution (a printer) draws the same layout, scaled.
    const qreal scale = qreal(device->logicalDpiX()) / Resolution;
    painter->scale(scale, scale);
}

bool ReportPages::stream(const ReportDocument& report, ReportPaper paper, QPagedPaintDevice* device,
                         const ReportProgress& progress, std::size_t keptParts,
                         QList<Target>* targets) {
    ReportPages pages(report, paper);
    pages.m_keptParts = std::max<std::size_t>(1, keptParts);
    // The counting pass is half the work the progress shows, the drawing pass the other.
    const ReportProgress counting =
        progress ? ReportProgress([&](int done, int total) { return progress(done, 2 * total); })
                 : ReportProgress();
    bool cancelled = false;
    while (pages.layNextPart(counting, &cancelled)) {
        // The first parts stay laid out for the drawing pass, which begins with them.
        if (pages.m_parts.size() > pages.m_keptParts)
            pages.m_parts.back().document.reset();
    }
    if (cancelled)
        return false;
    if (targets)
        *targets = pages.m_targets;
    pages.fillPageNumbers();
    QPainter painter(device);
    if (!painter.isActive())
        return false;
    scaleToLayout(&painter, device);
    const int work = int(pages.m_workBefore.last());
    const int count = pages.m_pageCount;
    std::size_t drawnParts = 0; // the parts whose pages are all drawn, let go
    for (int page = 0; page < count; ++page) {
        if (progress && !progress(work + int(qint64(work) * page / count), 2 * work))
            return false;
        if (page > 0)
            device->newPage();
        pages.paintPage(&painter, page);
        for (; drawnParts < pages.m_parts.size(); ++drawnParts) {
            Part& part = pages.m_parts[drawnParts];
            if (part.firstPage + part.pages > page + 1)
                break;
            part.document.reset();
        }
    }
    return painter.end();
}

QRectF ReportPages::bodyRect() const {
    const QRect paint = m_layout.paintRectPixels(Resolution);
    const qreal band = pointsToPixels(BandPoints);
    return QRectF(0, band, paint.width(), paint.height() - 2 * band);
}

int ReportPages::pageCount() const {
    return m_pageCount;
}

qsizetype ReportPages::partOf(int page) const {
    const auto after = std::upper_bound(m_parts.begin(), m_parts.end(), page,
                                        [](int p, const Part& part) { return p < part.firstPage; });
    return (after - m_parts.begin()) - 1;
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
    for (qsizetype at = partOf(index); at >= 0; --at) {
        const Part* part = &m_parts[std::size_t(at)];
        QTextDocument* document = documentOf(at);
        const int local = index - part->firstPage;
        painter->save();
        painter->translate(0, body.top() - local * body.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, local * body.height(), body.width(), body.height());
        context.palette.setColor(QPalette::Text, Qt::black);
        document->documentLayout()->draw(painter, context);
        painter->restore();
        if (at > 0 &&
            m_parts[std::size_t(at) - 1].firstPage + m_parts[std::size_t(at) - 1].pages <= index)
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
                      m_footer.arg(index + 1).arg(m_pageCount));
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
    scaleToLayout(&painter, device);
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
