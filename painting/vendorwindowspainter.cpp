#include "painting/vendorwindowspainter.h"

#include "core/rules/verdictpalette.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>

#include <cmath>

namespace FlowAudit {

namespace {

const Duration AxisStart = Duration::fromSeconds(60);
const Duration AxisEnd = Duration::fromDays(60);

struct Tick {
    Duration at;
    const char* label;
};

// Labels are the card files' units, the same in every language.
const Tick Ticks[] = {
    {Duration::fromSeconds(60), "1 min"}, {Duration::fromSeconds(15 * 60), "15 min"},
    {Duration::fromSeconds(3600), "1 h"}, {Duration::fromSeconds(6 * 3600), "6 h"},
    {Duration::fromDays(1), "1 d"},       {Duration::fromDays(3), "3 d"},
    {Duration::fromDays(7), "7 d"},       {Duration::fromDays(15), "15 d"},
    {Duration::fromDays(30), "30 d"},     {Duration::fromDays(60), "60 d"},
};

// A text to wrap in `width`, each word wider than the width elided: wrapped, it never runs
// past its column, and a long word is cut with an ellipsis rather than mid-glyph.
QString fittedWords(const QFontMetrics& metrics, const QString& text, int width) {
    QStringList words = text.split(u' ');
    for (QString& word : words) {
        if (metrics.horizontalAdvance(word) > width)
            word = metrics.elidedText(word, Qt::ElideRight, width);
    }
    return words.join(u' ');
}

// The ledger's line and legend swatch: the one red of the chart.
QColor ledgerColour() {
    return QColor(VerdictPalette::Fail);
}

} // namespace

QString VendorWindowsPainter::shownLabel(const Row& row, const QFontMetrics& metrics, int width) {
    const QStringList words = row.label.split(u' ');
    const bool fits = std::all_of(words.cbegin(), words.cend(), [&](const QString& word) {
        return metrics.horizontalAdvance(word) <= width;
    });
    return fits ? row.label : row.shortLabel;
}

double VendorWindowsPainter::axisPosition(Duration duration) {
    if (duration <= AxisStart)
        return 0;
    if (duration >= AxisEnd)
        return 1;
    return std::log(double(duration.milliseconds()) / double(AxisStart.milliseconds())) /
           std::log(double(AxisEnd.milliseconds()) / double(AxisStart.milliseconds()));
}

void VendorWindowsPainter::setCards(QList<VendorCard> cards, QDate today, int staleAfterDays) {
    std::stable_sort(cards.begin(), cards.end(),
                     [](const VendorCard& a, const VendorCard& b) { return a.vendor < b.vendor; });
    m_rows.clear();
    forgetMeasures();
    QString vendor;
    for (const VendorCard& card : cards) {
        if (card.windows.isEmpty())
            continue;
        if (card.vendor != vendor) {
            vendor = card.vendor;
            m_rows.append({vendor, vendor, vendor, QString(), false, std::nullopt});
        }
        const CardAge age = CardAge::of(card, today, staleAfterDays);
        const qsizetype first = m_rows.size();
        for (const VendorWindow& window : card.windows)
            m_rows.append(
                {vendor, QStringLiteral("%1 · %2").arg(card.product, windowKindLabel(window.kind)),
                 QStringLiteral("%1 · %2").arg(card.product, windowKindShortLabel(window.kind)),
                 age.stamp(), age.isStale(), window});
        // Two windows of one kind on a card: the card's own words tell them apart.
        for (qsizetype i = first; i < m_rows.size(); ++i) {
            const QString label = m_rows[i].label;
            const auto same = [&](const Row& r) { return r.label == label; };
            if (std::count_if(m_rows.begin() + first, m_rows.end(), same) > 1) {
                for (qsizetype j = first; j < m_rows.size(); ++j)
                    if (m_rows[j].label == label && !m_rows[j].window->note.isEmpty()) {
                        m_rows[j].label =
                            QStringLiteral("%1 (%2)").arg(label, m_rows[j].window->note);
                        m_rows[j].shortLabel = QStringLiteral("%1 (%2)").arg(
                            m_rows[j].shortLabel, m_rows[j].window->note);
                    }
            }
        }
    }
    m_page = 0;
}

QString VendorWindowsPainter::summary() const {
    QStringList parts;
    for (const Row& row : m_rows) {
        if (row.window)
            parts.append(
                QStringLiteral("%1 %2: %3, %4")
                    .arg(row.vendor, row.label, row.window->duration.describe(), row.checked));
    }
    return parts.join(QStringLiteral("; "));
}

// Kinds that matter for replays and dedupe are dark, timeouts light: the label says
// which is which, the shade only groups them.
QColor VendorWindowsPainter::kindColour(WindowKind kind) const {
    switch (kind) {
    case WindowKind::Retry:
    case WindowKind::ManualResend:
    case WindowKind::Replay:
        return m_palette.color(QPalette::Highlight);
    case WindowKind::Dedupe:
    case WindowKind::KeyLifetime:
        return QColor(0xb3, 0x58, 0x06);
    default:
        return m_palette.color(QPalette::Mid);
    }
}

void VendorWindowsPainter::setFlowLines(const QString& flowId,
                                        std::optional<Duration> ledgerRetention,
                                        std::optional<Duration> maxReplayWindow) {
    m_flowId = flowId;
    m_ledger = ledgerRetention;
    m_replay = maxReplayWindow;
}

void VendorWindowsPainter::setPageHeight(int height) {
    m_pageHeight = height;
    m_page = std::clamp(m_page, 0, pageCount() - 1);
}

void VendorWindowsPainter::setPage(int page) {
    m_page = std::clamp(page, 0, pageCount() - 1);
}

int VendorWindowsPainter::pageCount() const {
    return int(pages().size());
}

QList<int> VendorWindowsPainter::shownOnPage() const {
    const QList<QList<int>> all = pages();
    return all.value(std::clamp(m_page, 0, int(all.size()) - 1));
}

QList<int> VendorWindowsPainter::rowsOnPage() const {
    QList<int> rows = shownOnPage();
    rows.removeIf([](int row) { return row < 0; });
    return rows;
}

QList<QList<int>> VendorWindowsPainter::pages() const {
    QList<QList<int>> out{QList<int>()};
    const int room = m_pageHeight > 0 ? m_pageHeight - headerHeight() - footerHeight()
                                      : std::numeric_limits<int>::max();
    const Columns& c = columns();
    int used = 0;
    int heading = -1;
    for (int i = 0; i < m_rows.size(); ++i) {
        const int h = rowHeightOf(i, c);
        // A vendor heading never ends a page: it starts the next one with its rows.
        const bool isHeading = !m_rows[i].window;
        const int need = isHeading && i + 1 < m_rows.size() ? h + rowHeightOf(i + 1, c) : h;
        if (used > 0 && used + need > room) {
            out.append(QList<int>());
            used = 0;
            // A page that goes on with a vendor's windows says whose they are (where the
            // page has room for the heading too).
            if (!isHeading && heading >= 0 && rowHeightOf(heading, c) + h <= room) {
                out.last().append(-1 - heading);
                used += rowHeightOf(heading, c);
            }
        }
        if (isHeading)
            heading = i;
        out.last().append(i);
        used += h;
    }
    return out;
}

QStringList VendorWindowsPainter::legendEntries() const {
    QStringList entries{QCoreApplication::translate("FlowAudit::VendorWindowsChart",
                                                    "retry, resend and replay windows"),
                        QCoreApplication::translate("FlowAudit::VendorWindowsChart",
                                                    "dedupe windows and key lifetimes"),
                        QCoreApplication::translate("FlowAudit::VendorWindowsChart",
                                                    "timeouts, tolerances, bans and other limits")};
    if (m_ledger)
        entries << QCoreApplication::translate("FlowAudit::VendorWindowsChart",
                                               "%1: ledger retention")
                       .arg(m_flowId);
    if (m_replay)
        entries << QCoreApplication::translate("FlowAudit::VendorWindowsChart",
                                               "%1: longest replay window")
                       .arg(m_flowId);
    return entries;
}

QString VendorWindowsPainter::rowText(int row) const {
    const Row& r = m_rows.at(row);
    if (!r.window)
        return r.label;
    QString text = QStringLiteral("%1 · %2").arg(r.label, r.checked);
    if (m_ledger && r.window->duration > *m_ledger)
        text += QStringLiteral(" · ") +
                QCoreApplication::translate("FlowAudit::VendorWindowsChart", "outlives the ledger");
    return text;
}

int VendorWindowsPainter::rowHeight() const {
    return QFontMetrics(m_font, const_cast<QPaintDevice*>(m_device)).height() * 3 / 2;
}

VendorWindowsPainter::RowTexts VendorWindowsPainter::rowTexts(const Row& r,
                                                              const Columns& c) const {
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    const int em = metrics.averageCharWidth();
    const int labelWidth = std::max(em * 4, c.labels - em * 3);
    RowTexts texts;
    texts.label = r.window ? shownLabel(r, metrics, labelWidth) : r.label;
    texts.labelHeight = metrics
                            .boundingRect(QRect(0, 0, labelWidth, 1 << 20), Qt::TextWordWrap,
                                          fittedWords(metrics, texts.label, labelWidth))
                            .height();
    if (r.window) {
        // The checked date wraps too when its column is narrow (a projector, a large zoom).
        QFont bold = m_font;
        bold.setBold(r.confirm);
        const QFontMetrics boldMetrics(bold, const_cast<QPaintDevice*>(m_device));
        const int checkedWidth = c.stacked ? labelWidth : std::max(em * 4, c.dates - em);
        texts.dateHeight = boldMetrics
                               .boundingRect(QRect(0, 0, checkedWidth, 1 << 20), Qt::TextWordWrap,
                                             fittedWords(boldMetrics, r.checked, checkedWidth))
                               .height();
    }
    return texts;
}

int VendorWindowsPainter::rowHeightOf(int row, const Columns& c) const {
    const int index = row < 0 ? -1 - row : row;
    std::optional<RowHeights>& cache = m_rowHeights[c.stacked ? 1 : 0];
    if (!cache || cache->columns != c)
        cache = RowHeights{c, QList<int>(m_rows.size(), -1)};
    int& height = cache->heights[index];
    if (height < 0)
        height = measuredRowHeight(index, c);
    return height;
}

int VendorWindowsPainter::measuredRowHeight(int row, const Columns& c) const {
    const RowTexts texts = rowTexts(m_rows.at(row), c);
    const int height = c.stacked ? texts.labelHeight + texts.dateHeight
                                 : std::max(texts.labelHeight, texts.dateHeight);
    // Apart by half a line; stacked rows by a third, their two texts set them apart.
    const int line = QFontMetrics(m_font, const_cast<QPaintDevice*>(m_device)).height();
    return std::max(rowHeight(), height + line / (c.stacked ? 3 : 2));
}

int VendorWindowsPainter::rowsHeight(const Columns& c) const {
    int height = 0;
    for (int i = 0; i < m_rows.size(); ++i)
        height += rowHeightOf(i, c);
    return height;
}

const VendorWindowsPainter::Columns& VendorWindowsPainter::columns() const {
    if (!m_columns) {
        const Columns beside = besideColumns();
        const Columns stacked = stackedColumns();
        // Not laid out yet: the widest texts side by side.
        m_columns = m_width > 0 && rowsHeight(stacked) < rowsHeight(beside) ? stacked : beside;
    }
    return *m_columns;
}

VendorWindowsPainter::Columns VendorWindowsPainter::besideColumns() const {
    if (m_width <= 0)
        return {labelWidth(), checkedWidth(), false};
    // The dates keep their width while the room allows, then wrap before the plot shrinks;
    // the labels take the rest of textRoom(), and wrap below their width.
    const int em = QFontMetrics(m_font, const_cast<QPaintDevice*>(m_device)).averageCharWidth();
    const int dates = std::min(checkedWidth(), std::max(em * 8, textRoom() / 2));
    return {std::max(em * 8, std::min(labelWidth(), textRoom() - dates)), dates, false};
}

// One column as wide as the widest label or date, within textRoom().
VendorWindowsPainter::Columns VendorWindowsPainter::stackedColumns() const {
    const int em = QFontMetrics(m_font, const_cast<QPaintDevice*>(m_device)).averageCharWidth();
    return {std::min(textRoom(), std::max(labelWidth(), checkedWidth() + em * 2)), 0, true};
}

// Labels and dates together take at most 45 % of the width (never under sixteen average
// characters): the plot keeps the rest, and the texts wrap first.
int VendorWindowsPainter::textRoom() const {
    const int em = QFontMetrics(m_font, const_cast<QPaintDevice*>(m_device)).averageCharWidth();
    return std::max(
        {em * 16, m_width * 9 / 20, m_width - preferredWidth() + labelWidth() + checkedWidth()});
}

// The top axis, then the lanes of the flow lines' labels.
int VendorWindowsPainter::headerHeight() const {
    const QList<QRect> labels = flowLineLabels(columns());
    int bottom = rowHeight();
    for (const QRect& label : labels)
        bottom = std::max(bottom, label.bottom() + 1);
    return bottom;
}

std::pair<int, int> VendorWindowsPainter::plotSpan(const Columns& c) const {
    const int em = QFontMetrics(m_font, const_cast<QPaintDevice*>(m_device)).averageCharWidth();
    const int left = c.labels + c.dates;
    const int width = m_width > 0 ? m_width : preferredWidth();
    return {left, std::max(left + em * 4, width - valueRoom())};
}

QList<VendorWindowsPainter::FlowLine> VendorWindowsPainter::flowLines() const {
    QList<FlowLine> lines;
    if (m_ledger)
        lines.append({*m_ledger, ledgerColour(), Qt::SolidLine,
                      QCoreApplication::translate("FlowAudit::VendorWindowsChart", "ledger %1")
                          .arg(m_ledger->describe())});
    if (m_replay)
        lines.append({*m_replay, m_palette.color(QPalette::Text), Qt::DashLine,
                      QCoreApplication::translate("FlowAudit::VendorWindowsChart", "replay %1")
                          .arg(m_replay->describe())});
    return lines;
}

// Each flow line's label in the lanes under the top axis: right of its line where the
// width allows, else left of it; away from the other line, which passes through its lane
// too. The second shares the first's lane where the two do not meet there (a slide keeps
// a row for windows), else takes the next lane.
QList<QRect> VendorWindowsPainter::flowLineLabels(const Columns& c) const {
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    const int em = metrics.averageCharWidth();
    const int width = m_width > 0 ? m_width : preferredWidth();
    // Not a structured binding: clang 14 cannot capture one in the lambda below.
    const std::pair<int, int> span = plotSpan(c);
    const int left = span.first;
    const int right = span.second;
    const QList<FlowLine> lines = flowLines();
    const auto x = [&](Duration at) { return left + int((right - left) * axisPosition(at)); };
    QList<QRect> rects;
    for (qsizetype l = 0; l < lines.size(); ++l) {
        const int w = metrics.horizontalAdvance(lines[l].label) + 2;
        const int at = x(lines[l].at);
        const auto placed = [&](int lane) {
            QRect rect(at + em / 2, lane, w, rowHeight());
            const bool meetsFirst =
                l > 0 && rect.left() - em <= x(lines[0].at) && x(lines[0].at) <= rect.right() + em;
            if (rect.right() > width || meetsFirst)
                rect.moveRight(at - em / 2);
            if (rect.left() < 0)
                rect = QRect(0, lane, std::max(em, at - em / 2), rowHeight());
            return rect;
        };
        QRect rect = placed(rowHeight());
        if (l > 0 && (rect.adjusted(-em, 0, em, 0).intersects(rects[0]) ||
                      (rect.left() <= x(lines[0].at) && x(lines[0].at) <= rect.right())))
            rect = placed(rowHeight() * 2);
        rects.append(rect);
    }
    return rects;
}

// The bottom axis, the legend's rows at this width, and a little room below.
int VendorWindowsPainter::footerHeight() const {
    return rowHeight() + legendRowHeight() * legendRows() + rowHeight() / 2;
}

// The legend's rows are closer than the chart's: a slide keeps its room for windows.
int VendorWindowsPainter::legendRowHeight() const {
    return QFontMetrics(m_font, const_cast<QPaintDevice*>(m_device)).height() * 5 / 4;
}

int VendorWindowsPainter::legendRows() const {
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    const int em = metrics.averageCharWidth();
    const int width = m_width > 0 ? m_width : preferredWidth();
    int rows = 1, x = em;
    for (const QString& entry : legendEntries()) {
        const int w = em * 7 + metrics.horizontalAdvance(entry);
        if (x + w > width && x > em) {
            ++rows;
            x = em;
        }
        x += w;
    }
    return rows;
}

int VendorWindowsPainter::labelWidth() const {
    if (m_labelWidth)
        return *m_labelWidth;
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    int widest = 0;
    for (const Row& row : m_rows)
        widest = std::max(widest, metrics.horizontalAdvance(row.label));
    m_labelWidth =
        std::min(widest + metrics.averageCharWidth() * 3, metrics.averageCharWidth() * 56);
    return *m_labelWidth;
}

int VendorWindowsPainter::checkedWidth() const {
    if (m_checkedWidth)
        return *m_checkedWidth;
    QFont bold = m_font;
    bold.setBold(true);
    const QFontMetrics metrics(bold, const_cast<QPaintDevice*>(m_device));
    int widest = 0;
    for (const Row& row : m_rows)
        widest = std::max(widest, metrics.horizontalAdvance(row.checked));
    m_checkedWidth = widest + metrics.averageCharWidth() * 2;
    return *m_checkedWidth;
}

int VendorWindowsPainter::preferredWidth() const {
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    return labelWidth() + checkedWidth() + metrics.averageCharWidth() * 70;
}

// Labels and dates wrap in eight average characters each; the plot keeps its minimum.
int VendorWindowsPainter::minimumWidth() const {
    const int em = QFontMetrics(m_font, const_cast<QPaintDevice*>(m_device)).averageCharWidth();
    return em * 16 + axisMinimumWidth();
}

int VendorWindowsPainter::contentHeight() const {
    const Columns& c = columns();
    int rows = 0;
    for (int i : shownOnPage())
        rows += rowHeightOf(i, c);
    return headerHeight() + rows + footerHeight();
}

int VendorWindowsPainter::axisMinimumWidth() const {
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    return metrics.averageCharWidth() * 14 + valueRoom();
}

// Right of the plot: room for the longest bar's length ("60 d") after its end; a length
// that does not fit after its bar is written inside it.
int VendorWindowsPainter::valueRoom() const {
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    return metrics.horizontalAdvance(QStringLiteral("60 d")) + metrics.averageCharWidth() * 2;
}

namespace {

// A vertical line drawn in pieces around the texts it would cross, `clear` away from
// them (and from half the pen's width either side): a label is never crossed by a line,
// nor touched by one.
QList<QLine> around(const QLine& line, const QList<QRect>& texts, int clear) {
    QList<std::pair<int, int>> gaps;
    for (const QRect& t : texts) {
        if (t.left() - clear <= line.x1() && line.x1() <= t.right() + clear &&
            t.bottom() + clear >= line.y1() && t.top() - clear <= line.y2())
            gaps.append({t.top() - clear, t.bottom() + clear});
    }
    std::sort(gaps.begin(), gaps.end());
    QList<QLine> pieces;
    int from = line.y1();
    for (const auto& [top, bottom] : gaps) {
        if (top > from)
            pieces.append(QLine(line.x1(), from, line.x1(), top));
        from = std::max(from, bottom);
    }
    if (from < line.y2())
        pieces.append(QLine(line.x1(), from, line.x1(), line.y2()));
    return pieces;
}

} // namespace

// Everything the current page draws, worked out once: paint() draws it, layout() tells
// tests where it went.
struct VendorWindowsPainter::Drawing {
    struct Text {
        QRect rect;
        QString text;
        QFont font;
        QColor colour;
        int flags = Qt::AlignLeft | Qt::AlignVCenter;
    };
    struct Stroke {
        QLine line;
        QPen pen;
    };
    struct Fill {
        QRect rect;
        QColor colour;
    };
    QList<Fill> fills;
    QList<Stroke> strokes;
    QList<Text> texts;
    QList<ShownRow> rows;
    QRect plot;
    bool cut = false; // a text was elided to fit its room

    // A text no wider than its room: elided (or its words fitted), never cut; kept where it
    // really goes, which tests check against the columns and the width.
    void addText(const QPaintDevice* device, QRect rect, const QString& words, const QFont& font,
                 const QColor& colour, int flags = Qt::AlignLeft | Qt::AlignVCenter) {
        const QFontMetrics fm(font, const_cast<QPaintDevice*>(device));
        const QString shown = flags & Qt::TextWordWrap
                                  ? fittedWords(fm, words, rect.width())
                                  : fm.elidedText(words, Qt::ElideRight, rect.width());
        texts.append({fm.boundingRect(rect, flags, shown), shown, font, colour, flags});
        cut = cut || shown != words;
    }
};

// The page's geometry, in the device's pixels: the columns, the plot, the rows shown.
struct VendorWindowsPainter::Grid {
    int width = 0;
    int rowH = 0;
    int em = 0;
    Columns columns; // the label column's right edge, the dates' width (0: under the labels)
    int left = 0;    // the plot's left edge, and its right
    int right = 0;
    int axisTop = 0;
    int bottom = 0;
    QList<int> shown;

    int x(Duration duration) const { return left + int((right - left) * axisPosition(duration)); }
};

VendorWindowsPainter::Drawing VendorWindowsPainter::drawing() const {
    Drawing d;
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    Grid g;
    g.width = m_width > 0 ? m_width : preferredWidth();
    g.rowH = rowHeight();
    g.em = metrics.averageCharWidth();
    const Columns& c = columns();
    g.columns = c;
    std::tie(g.left, g.right) = plotSpan(c);
    g.axisTop = headerHeight();
    g.shown = shownOnPage();
    g.bottom = g.axisTop;
    for (int i : g.shown)
        g.bottom += rowHeightOf(i, c);
    d.plot = QRect(g.left, g.axisTop, g.right - g.left, g.bottom - g.axisTop);
    const QColor text = m_palette.color(QPalette::Text);

    // The axis labels at the top and again below the rows, where they do not collide.
    const auto axisLabels = [&](int top) {
        int labelledUpTo = -1 << 20;
        for (const Tick& tick : Ticks) {
            const QString label = QString::fromLatin1(tick.label);
            const int w = metrics.horizontalAdvance(label) + 2;
            const int from = std::clamp(g.x(tick.at) - w / 2, 0, g.width - w);
            if (from < labelledUpTo + g.em)
                continue;
            d.addText(m_device, QRect(from, top, w, g.rowH), label, m_font, text, Qt::AlignCenter);
            labelledUpTo = from + w;
        }
    };
    axisLabels(0);
    axisLabels(g.bottom);
    // The page, left of the axis's first label (centred on the plot's left edge).
    const int firstTick = metrics.horizontalAdvance(QString::fromLatin1(Ticks[0].label));
    if (pageCount() > 1)
        d.addText(m_device,
                  QRect(g.em, 0, std::max(g.em, g.left - g.em * 2 - firstTick / 2), g.rowH),
                  (m_pageKeys ? QCoreApplication::translate("FlowAudit::VendorWindowsChart",
                                                            "page %1 of %2 (Page Down, Page Up)")
                              : QCoreApplication::translate("FlowAudit::VendorWindowsChart",
                                                            "page %1 of %2"))
                      .arg(m_page + 1)
                      .arg(pageCount()),
                  m_font, text);
    drawRows(d, g);
    drawLines(d, g);
    drawLegend(d, g);
    return d;
}

// The rows: a vendor's heading, or a window's label, date, bar and length.
void VendorWindowsPainter::drawRows(Drawing& d, const Grid& g) const {
    const QColor text = m_palette.color(QPalette::Text);
    QFont bold = m_font;
    bold.setBold(true);
    const Columns& c = g.columns;
    int top = g.axisTop;
    for (int i : g.shown) {
        const bool continued = i < 0;
        const Row& row = m_rows[continued ? -1 - i : i];
        const int h = rowHeightOf(i, c);
        const QRect band(0, top, g.width, h);
        top += h;
        if (!row.window) {
            const QString heading =
                continued
                    ? QCoreApplication::translate("FlowAudit::VendorWindowsChart", "%1 (continued)")
                          .arg(row.label)
                    : row.label;
            d.addText(m_device, band.adjusted(4, 0, 0, 0), heading, bold, text);
            d.rows.append({heading, true, continued});
            continue;
        }
        const int labelWidth = std::max(g.em * 4, c.labels - g.em * 3);
        const RowTexts texts = rowTexts(row, c);
        d.rows.append({texts.label, false, false});
        const QFont& dateFont = row.confirm ? bold : m_font;
        constexpr int wrapped = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap;
        if (c.stacked) {
            // The label, and its date under it, centred on the row together.
            const int labelTop = band.top() + (h - texts.labelHeight - texts.dateHeight) / 2;
            d.addText(m_device, QRect(g.em * 2, labelTop, labelWidth, texts.labelHeight),
                      texts.label, m_font, text, wrapped);
            d.addText(m_device,
                      QRect(g.em * 2, labelTop + texts.labelHeight, labelWidth, texts.dateHeight),
                      row.checked, dateFont, text, wrapped);
        } else {
            d.addText(m_device, QRect(g.em * 2, band.top(), labelWidth, h), texts.label, m_font,
                      text, wrapped);
            d.addText(m_device, QRect(c.labels, band.top(), std::max(g.em * 4, c.dates - g.em), h),
                      row.checked, dateFont, text, wrapped);
        }
        const Duration duration = row.window->duration;
        const int end = std::max(g.x(duration), g.left + 3);
        const QRect bar(g.left, band.top() + (h - g.rowH * 3 / 5) / 2, end - g.left,
                        g.rowH * 3 / 5);
        const QColor colour = kindColour(row.window->kind);
        d.fills.append({bar, colour});
        // Its length, and in words when the window outlives the flow's ledger.
        const bool outlives = m_ledger && duration > *m_ledger;
        QString value =
            duration < AxisStart
                ? QCoreApplication::translate("FlowAudit::VendorWindowsChart", "%1 (under 1 min)")
                      .arg(duration.describe())
                : duration.describe();
        if (outlives)
            value +=
                QStringLiteral(" · ") +
                QCoreApplication::translate("FlowAudit::VendorWindowsChart", "outlives the ledger");
        const QFont& valueFont = outlives ? bold : m_font;
        const int w =
            QFontMetrics(valueFont, const_cast<QPaintDevice*>(m_device)).horizontalAdvance(value) +
            2;
        if (end + g.em + w <= g.width) {
            d.addText(m_device, QRect(end + g.em, band.top(), w, h), value, valueFont, text);
        } else if (bar.width() >= w + g.em) {
            // Inside its own bar, in the colour that reads on it.
            d.addText(m_device, QRect(end - g.em / 2 - w, band.top(), w, h), value, valueFont,
                      colour.lightness() < 140 ? QColor(Qt::white) : QColor(Qt::black));
        } else {
            d.addText(m_device,
                      QRect(end + g.em, band.top(), std::max(g.em, g.width - end - g.em), h), value,
                      valueFont, text);
        }
    }
}

// The flow's ledger and replay window: a lane each for the label, the line below it. Then
// every line, in pieces around every text so far, a sixth of a line clear of each: the
// axis's ticks and these two.
void VendorWindowsPainter::drawLines(Drawing& d, const Grid& g) const {
    const QList<FlowLine> lines = flowLines();
    const QList<QRect> labels = flowLineLabels(g.columns);
    QList<int> lineXs;
    for (const FlowLine& line : lines)
        lineXs.append(g.x(line.at));
    for (qsizetype l = 0; l < lines.size(); ++l)
        d.addText(m_device, labels[l], lines[l].label, m_font, lines[l].colour);

    const int clear = std::max(2, g.rowH / 6);
    QList<QRect> textRects;
    for (const Drawing::Text& t : std::as_const(d.texts))
        textRects.append(t.rect);
    for (const Tick& tick : Ticks) {
        for (const QLine& piece :
             around(QLine(g.x(tick.at), g.axisTop, g.x(tick.at), g.bottom), textRects, clear))
            d.strokes.append({piece, QPen(m_palette.color(QPalette::Mid), 1, Qt::DotLine)});
    }
    const bool equal = m_ledger && m_replay && *m_ledger == *m_replay;
    for (qsizetype l = 0; l < lines.size(); ++l) {
        // When the two are equal, the ledger's red is drawn wider under the replay's
        // dashes, so both show.
        const int penWidth = std::max(2, g.rowH / 10) * (equal && l == 0 ? 3 : 1);
        const QLine line(lineXs[l], labels[l].bottom() + 1, lineXs[l], g.bottom);
        for (const QLine& piece : around(line, textRects, clear + penWidth / 2))
            d.strokes.append({piece, QPen(lines[l].colour, penWidth, lines[l].style)});
    }
}

// The legend: every colour and line, wrapped below the bottom axis.
void VendorWindowsPainter::drawLegend(Drawing& d, const Grid& g) const {
    const QColor text = m_palette.color(QPalette::Text);
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    const QStringList entries = legendEntries();
    const QList<QColor> swatches{kindColour(WindowKind::Replay), kindColour(WindowKind::Dedupe),
                                 kindColour(WindowKind::AckTimeout)};
    const int rowH = legendRowHeight();
    int lx = g.em, ly = g.bottom + g.rowH;
    for (int e = 0; e < entries.size(); ++e) {
        const int w = g.em * 7 + metrics.horizontalAdvance(entries[e]);
        if (lx + w > g.width && lx > g.em) {
            lx = g.em;
            ly += rowH;
        }
        const QRect sw(lx, ly + rowH / 4, g.em * 3, rowH / 2);
        if (e < swatches.size()) {
            d.fills.append({sw, swatches[e]});
        } else {
            const bool ledger = m_ledger && e == swatches.size();
            d.strokes.append({QLine(sw.center().x(), sw.top(), sw.center().x(), sw.bottom()),
                              QPen(ledger ? ledgerColour() : text, std::max(2, g.rowH / 10),
                                   ledger ? Qt::SolidLine : Qt::DashLine)});
        }
        d.addText(m_device,
                  QRect(lx + g.em * 4, ly, std::min(w - g.em * 4, g.width - lx - g.em * 4), rowH),
                  entries[e], m_font, text);
        lx += w;
    }
}

bool VendorWindowsPainter::showsEveryTextWhole() const {
    if (m_width > 0 && m_width < minimumWidth())
        return false;
    VendorWindowsPainter page = *this;
    for (int p = 0; p < pageCount(); ++p) {
        page.m_page = p;
        if (page.drawing().cut || (m_pageHeight > 0 && page.contentHeight() > m_pageHeight))
            return false;
    }
    return true;
}

VendorWindowsPainter::Layout VendorWindowsPainter::layout() const {
    const Drawing d = drawing();
    Layout out;
    out.plot = d.plot;
    out.rows = d.rows;
    for (const Drawing::Text& t : d.texts)
        out.texts.append({t.rect, t.text});
    for (const Drawing::Stroke& s : d.strokes)
        out.lines.append(s.line);
    out.width = m_width > 0 ? m_width : preferredWidth();
    out.height = contentHeight();
    return out;
}

void VendorWindowsPainter::paint(QPainter& painter) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const Drawing d = drawing();
    for (const Drawing::Fill& fill : d.fills)
        painter.fillRect(fill.rect, fill.colour);
    for (const Drawing::Stroke& stroke : d.strokes) {
        painter.setPen(stroke.pen);
        painter.drawLine(stroke.line);
    }
    for (const Drawing::Text& t : d.texts) {
        painter.setFont(t.font);
        painter.setPen(t.colour);
        painter.drawText(t.rect, t.flags, t.text);
    }
    painter.restore();
}

} // namespace FlowAudit
