#include "ui/painting/vendorwindowspainter.h"

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

} // namespace

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
    QString vendor;
    for (const VendorCard& card : cards) {
        if (card.windows.isEmpty())
            continue;
        if (card.vendor != vendor) {
            vendor = card.vendor;
            m_rows.append({vendor, vendor, QString(), false, std::nullopt});
        }
        const CardAge age{card.checked, today, staleAfterDays};
        const qsizetype first = m_rows.size();
        for (const VendorWindow& window : card.windows)
            m_rows.append(
                {vendor, QStringLiteral("%1 · %2").arg(card.product, windowKindLabel(window.kind)),
                 age.stamp(), age.isStale(), window});
        // Two windows of one kind on a card: the card's own words tell them apart.
        for (qsizetype i = first; i < m_rows.size(); ++i) {
            const QString label = m_rows[i].label;
            const auto same = [&](const Row& r) { return r.label == label; };
            if (std::count_if(m_rows.begin() + first, m_rows.end(), same) > 1) {
                for (qsizetype j = first; j < m_rows.size(); ++j)
                    if (m_rows[j].label == label && !m_rows[j].window->note.isEmpty())
                        m_rows[j].label =
                            QStringLiteral("%1 (%2)").arg(label, m_rows[j].window->note);
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

QList<int> VendorWindowsPainter::rowsOnPage() const {
    const QList<QList<int>> all = pages();
    return all.value(std::clamp(m_page, 0, int(all.size()) - 1));
}

QList<QList<int>> VendorWindowsPainter::pages() const {
    QList<QList<int>> out{QList<int>()};
    const int room = m_pageHeight > 0 ? m_pageHeight - headerHeight() - footerHeight()
                                      : std::numeric_limits<int>::max();
    int used = 0;
    for (int i = 0; i < m_rows.size(); ++i) {
        const int h = rowHeightOf(i);
        // A vendor heading never ends a page: it starts the next one with its rows.
        const bool heading = !m_rows[i].window;
        const int need = heading && i + 1 < m_rows.size() ? h + rowHeightOf(i + 1) : h;
        if (used > 0 && used + need > room) {
            out.append(QList<int>());
            used = 0;
        }
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

int VendorWindowsPainter::rowHeightOf(int row) const {
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    const int width =
        std::max(metrics.averageCharWidth() * 8, labelColumn() - metrics.averageCharWidth() * 3);
    const QRect wrapped =
        metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, m_rows.at(row).label);
    return std::max(rowHeight(), wrapped.height() + metrics.height() / 2);
}

int VendorWindowsPainter::labelColumn() const {
    // Labels and dates take half the width at most, unless the axis keeps its minimum
    // beside them: the axis is what the room reads.
    if (m_width <= 0) // not laid out yet: the widest label
        return labelWidth();
    return std::max(QFontMetrics(m_font, const_cast<QPaintDevice*>(m_device)).averageCharWidth() *
                        12,
                    std::min(labelWidth(),
                             std::max(m_width / 2, m_width - axisMinimumWidth()) - checkedWidth()));
}

int VendorWindowsPainter::headerHeight() const {
    return rowHeight() * ((m_ledger || m_replay) ? 2 : 1);
}

int VendorWindowsPainter::footerHeight() const {
    return rowHeight() * 3;
}

int VendorWindowsPainter::labelWidth() const {
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    int widest = 0;
    for (const Row& row : m_rows)
        widest = std::max(widest, metrics.horizontalAdvance(row.label));
    return std::min(widest + metrics.averageCharWidth() * 3, metrics.averageCharWidth() * 56);
}

int VendorWindowsPainter::checkedWidth() const {
    QFont bold = m_font;
    bold.setBold(true);
    const QFontMetrics metrics(bold, const_cast<QPaintDevice*>(m_device));
    int widest = 0;
    for (const Row& row : m_rows)
        widest = std::max(widest, metrics.horizontalAdvance(row.checked));
    return widest + metrics.averageCharWidth() * 2;
}

int VendorWindowsPainter::preferredWidth() const {
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    return labelWidth() + checkedWidth() + metrics.averageCharWidth() * 70;
}

int VendorWindowsPainter::minimumWidth() const {
    return labelWidth() + checkedWidth() + axisMinimumWidth();
}

int VendorWindowsPainter::contentHeight() const {
    int rows = 0;
    for (int i : rowsOnPage())
        rows += rowHeightOf(i);
    return headerHeight() + rows + footerHeight();
}

int VendorWindowsPainter::axisMinimumWidth() const {
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    return metrics.averageCharWidth() * 40 +
           metrics.horizontalAdvance(QStringLiteral("10 h 35 min  "));
}

// Where everything goes on the current page, worked out once for all the parts.
namespace {
// The ledger's line and legend swatch: the one red of the chart.
QColor ledgerColour() {
    return QColor(0xB0, 0x00, 0x20);
}
} // namespace

struct VendorWindowsPainter::Geometry {
    QFont font;
    QFontMetrics metrics;
    int rowH = 0;
    int em = 0;
    int dates = 0;
    int labels = 0;
    int left = 0;
    int right = 0;
    int axisTop = 0;
    int bottom = 0;
    QList<int> shown;
    QColor text;
    int x(Duration d) const { return left + int((right - left) * axisPosition(d)); }
};

VendorWindowsPainter::Geometry VendorWindowsPainter::geometry() const {
    const QFontMetrics metrics(m_font, const_cast<QPaintDevice*>(m_device));
    Geometry g{m_font, metrics};
    g.rowH = rowHeight();
    g.em = metrics.averageCharWidth();
    g.dates = checkedWidth();
    g.labels = labelColumn();
    g.left = g.labels + g.dates;
    const int valueRoom = metrics.horizontalAdvance(QStringLiteral("10 h 35 min  ")) + g.em * 2;
    g.right = m_width - valueRoom;
    g.axisTop = headerHeight();
    g.shown = rowsOnPage();
    g.bottom = g.axisTop;
    for (int i : g.shown)
        g.bottom += rowHeightOf(i);
    g.text = m_palette.color(QPalette::Text);
    return g;
}

void VendorWindowsPainter::paint(QPainter& painter) const {
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(m_font);
    const Geometry g = geometry();
    paintAxis(painter, g);
    paintRows(painter, g);
    paintFlowLines(painter, g);
    paintLegend(painter, g);
}

// The axis at the top and again below the rows: grid lines at every tick, labels where
// they do not collide.
void VendorWindowsPainter::paintAxis(QPainter& painter, const Geometry& g) const {
    const auto axisLabels = [&](int top) {
        int labelledUpTo = -1 << 20;
        for (const Tick& tick : Ticks) {
            const int at = g.x(tick.at);
            const QString label = QString::fromLatin1(tick.label);
            const int w = g.metrics.horizontalAdvance(label);
            const int from = std::min(at - w / 2, m_width - w);
            if (from < labelledUpTo + g.em)
                continue;
            painter.setPen(g.text);
            painter.drawText(QRect(from, top, w + 2, g.rowH), Qt::AlignCenter, label);
            labelledUpTo = from + w;
        }
    };
    for (const Tick& tick : Ticks) {
        painter.setPen(QPen(m_palette.color(QPalette::Mid), 1, Qt::DotLine));
        painter.drawLine(g.x(tick.at), g.axisTop, g.x(tick.at), g.bottom);
    }
    axisLabels(0);
    axisLabels(g.bottom);
}

// Each vendor's heading, and each window as a bar with its label, date and length.
void VendorWindowsPainter::paintRows(QPainter& painter, const Geometry& g) const {
    int top = g.axisTop;
    for (int i : g.shown) {
        const Row& row = m_rows[i];
        const int h = rowHeightOf(i);
        const QRect band(0, top, m_width, h);
        top += h;
        if (!row.window) {
            QFont heading = g.font;
            heading.setBold(true);
            painter.setFont(heading);
            painter.setPen(g.text);
            painter.drawText(band.adjusted(4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                             row.label);
            painter.setFont(g.font);
            continue;
        }
        painter.setPen(g.text);
        painter.drawText(QRect(g.em * 2, band.top(), g.labels - g.em * 3, h),
                         Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, row.label);
        QFont checkedFont = g.font;
        checkedFont.setBold(row.confirm);
        painter.setFont(checkedFont);
        painter.drawText(QRect(g.labels, band.top(), g.dates, h), Qt::AlignLeft | Qt::AlignVCenter,
                         row.checked);
        painter.setFont(g.font);
        const Duration duration = row.window->duration;
        const int end = std::max(g.x(duration), g.left + 3);
        const QRect bar(g.left, band.top() + (h - g.rowH * 3 / 5) / 2, end - g.left,
                        g.rowH * 3 / 5);
        painter.setPen(Qt::NoPen);
        painter.setBrush(kindColour(row.window->kind));
        painter.drawRect(bar);
        const bool outlives = m_ledger && duration > *m_ledger;
        QFont valueFont = g.font;
        valueFont.setBold(outlives);
        painter.setFont(valueFont);
        painter.setPen(g.text);
        QString value =
            duration < AxisStart
                ? QCoreApplication::translate("FlowAudit::VendorWindowsChart", "%1 (under 1 min)")
                      .arg(duration.describe())
                : duration.describe();
        painter.drawText(QRect(end + g.em, band.top(), m_width - end, h),
                         Qt::AlignLeft | Qt::AlignVCenter, value);
        painter.setFont(g.font);
    }
}

// The flow's ledger and replay window across every vendor's rows, labelled above.
void VendorWindowsPainter::paintFlowLines(QPainter& painter, const Geometry& g) const {
    const auto flowLine = [&](const std::optional<Duration>& d, const QColor& colour,
                              Qt::PenStyle style, const QString& label, int slot) {
        if (!d)
            return;
        const int at = g.x(*d);
        painter.setPen(QPen(colour, std::max(2, g.rowH / 10), style));
        painter.drawLine(at, g.rowH, at, g.bottom);
        const int w = g.metrics.horizontalAdvance(label);
        const int from =
            slot == 0 ? std::max(g.left, at - w - g.em / 2) : std::min(at + g.em / 2, m_width - w);
        painter.setPen(colour);
        painter.drawText(QRect(from, g.rowH, w + 2, g.rowH), Qt::AlignVCenter | Qt::AlignLeft,
                         label);
    };
    // The shorter one's label goes left of its line, the longer one's right: they never cross.
    const bool ledgerFirst = !m_replay || (m_ledger && *m_ledger <= *m_replay);
    flowLine(m_ledger, ledgerColour(), Qt::SolidLine,
             QCoreApplication::translate("FlowAudit::VendorWindowsChart", "ledger %1")
                 .arg(m_ledger ? m_ledger->describe() : QString()),
             ledgerFirst ? 0 : 1);
    flowLine(m_replay, g.text, Qt::DashLine,
             QCoreApplication::translate("FlowAudit::VendorWindowsChart", "replay %1")
                 .arg(m_replay ? m_replay->describe() : QString()),
             ledgerFirst ? 1 : 0);
}

// The legend: every colour and line, wrapped below the bottom axis, and the page.
void VendorWindowsPainter::paintLegend(QPainter& painter, const Geometry& g) const {
    const QStringList entries = legendEntries();
    const QList<QColor> swatches{kindColour(WindowKind::Replay), kindColour(WindowKind::Dedupe),
                                 kindColour(WindowKind::AckTimeout)};
    int lx = g.em, ly = g.bottom + g.rowH;
    for (int e = 0; e < entries.size(); ++e) {
        const int w = g.em * 4 + g.metrics.horizontalAdvance(entries[e]) + g.em * 3;
        if (lx + w > m_width && lx > g.em) {
            lx = g.em;
            ly += g.rowH;
        }
        const QRect sw(lx, ly + g.rowH / 4, g.em * 3, g.rowH / 2);
        if (e < swatches.size()) {
            painter.fillRect(sw, swatches[e]);
        } else {
            const bool ledger = m_ledger && e == swatches.size();
            painter.setPen(QPen(ledger ? ledgerColour() : g.text, std::max(2, g.rowH / 10),
                                ledger ? Qt::SolidLine : Qt::DashLine));
            painter.drawLine(sw.center().x(), sw.top() - g.rowH / 6, sw.center().x(),
                             sw.bottom() + g.rowH / 6);
        }
        painter.setPen(g.text);
        painter.drawText(QRect(lx + g.em * 4, ly, w, g.rowH), Qt::AlignLeft | Qt::AlignVCenter,
                         entries[e]);
        lx += w;
    }
    if (pageCount() > 1) {
        const QString pageText = QCoreApplication::translate("FlowAudit::VendorWindowsChart",
                                                             "page %1 of %2 (Page Down, Page Up)")
                                     .arg(m_page + 1)
                                     .arg(pageCount());
        painter.drawText(QRect(g.em, 0, g.left - g.em * 2, g.rowH),
                         Qt::AlignLeft | Qt::AlignVCenter, pageText);
    }
}

} // namespace FlowAudit
