#include "ui/vendors/vendorwindowschart.h"

#include <QEvent>
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
    {Duration::fromSeconds(60), "1 min"},     {Duration::fromSeconds(15 * 60), "15 min"},
    {Duration::fromSeconds(3600), "1 h"},     {Duration::fromSeconds(6 * 3600), "6 h"},
    {Duration::fromDays(1), "1 d"},           {Duration::fromDays(3), "3 d"},
    {Duration::fromDays(7), "7 d"},           {Duration::fromDays(15), "15 d"},
    {Duration::fromDays(30), "30 d"},         {Duration::fromDays(60), "60 d"},
};

// Kinds that matter for replays and dedupe are dark, timeouts light: the label says
// which is which, the shade only groups them.
QColor kindColour(WindowKind kind, const QPalette& palette)
{
    switch (kind) {
    case WindowKind::Retry:
    case WindowKind::ManualResend:
    case WindowKind::Replay:
        return palette.color(QPalette::Highlight);
    case WindowKind::Dedupe:
    case WindowKind::KeyLifetime:
        return QColor(0xb3, 0x58, 0x06);
    default:
        return palette.color(QPalette::Mid);
    }
}

} // namespace

VendorWindowsChart::VendorWindowsChart(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("vendorWindowsChart"));
    setAccessibleName(tr("Vendor windows chart"));
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

double VendorWindowsChart::axisPosition(Duration duration)
{
    if (duration <= AxisStart)
        return 0;
    if (duration >= AxisEnd)
        return 1;
    return std::log(double(duration.milliseconds()) / double(AxisStart.milliseconds()))
        / std::log(double(AxisEnd.milliseconds()) / double(AxisStart.milliseconds()));
}

void VendorWindowsChart::setCards(QList<VendorCard> cards, QDate today, int staleAfterDays)
{
    std::stable_sort(cards.begin(), cards.end(), [](const VendorCard& a, const VendorCard& b) { return a.vendor < b.vendor; });
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
        for (const VendorWindow& window : card.windows)
            m_rows.append({vendor, QStringLiteral("%1 · %2").arg(card.product, windowKindLabel(window.kind)), age.stamp(),
                           age.isStale(), window});
    }
    QStringList summary;
    for (const Row& row : m_rows) {
        if (row.window)
            summary.append(QStringLiteral("%1 %2: %3, %4").arg(row.vendor, row.label, row.window->duration.describe(), row.checked));
    }
    setAccessibleDescription(summary.join(QStringLiteral("; ")));
    updateGeometry();
    update();
}

void VendorWindowsChart::setScale(double scale)
{
    m_scale = scale;
    updateGeometry();
    update();
}

int VendorWindowsChart::rowCount() const
{
    return int(m_rows.size());
}

QString VendorWindowsChart::rowText(int row) const
{
    const Row& r = m_rows.at(row);
    return r.window ? QStringLiteral("%1 · %2").arg(r.label, r.checked) : r.label;
}

QFont VendorWindowsChart::chartFont() const
{
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 1.25 * m_scale);
    return font;
}

int VendorWindowsChart::rowHeight() const
{
    return QFontMetrics(chartFont()).height() * 3 / 2;
}

int VendorWindowsChart::labelWidth() const
{
    const QFontMetrics metrics(chartFont());
    int widest = 0;
    for (const Row& row : m_rows)
        widest = std::max(widest, metrics.horizontalAdvance(row.label));
    return std::min(widest + metrics.averageCharWidth() * 2, metrics.averageCharWidth() * 48);
}

int VendorWindowsChart::checkedWidth() const
{
    QFont bold = chartFont();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    int widest = 0;
    for (const Row& row : m_rows)
        widest = std::max(widest, metrics.horizontalAdvance(row.checked));
    return widest + metrics.averageCharWidth() * 2;
}

QSize VendorWindowsChart::sizeHint() const
{
    const QFontMetrics metrics(chartFont());
    return {labelWidth() + checkedWidth() + metrics.averageCharWidth() * 70, rowHeight() * (int(m_rows.size()) + 3)};
}

int VendorWindowsChart::axisMinimumWidth() const
{
    const QFontMetrics metrics(chartFont());
    return metrics.averageCharWidth() * 40 + metrics.horizontalAdvance(QStringLiteral("10 h 35 min  "));
}

QSize VendorWindowsChart::minimumSizeHint() const
{
    return {labelWidth() + checkedWidth() + axisMinimumWidth(), sizeHint().height()};
}

void VendorWindowsChart::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateGeometry();
}

void VendorWindowsChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font = chartFont();
    painter.setFont(font);
    const QFontMetrics metrics(font);
    const int rowH = rowHeight();
    // Labels and dates take half the width at most, unless the axis keeps its minimum
    // beside them: the axis is what the room reads.
    const int dates = checkedWidth();
    const int labels = std::min(labelWidth(), std::max(width() / 2, width() - axisMinimumWidth()) - dates);
    const int left = labels + dates;
    const int valueRoom = metrics.horizontalAdvance(QStringLiteral("10 h 35 min  "));
    const int right = width() - valueRoom;
    const int axisTop = rowH;
    const int bottom = axisTop + rowH * int(m_rows.size());
    const auto x = [&](Duration d) { return left + int((right - left) * axisPosition(d)); };
    const QColor text = palette().color(QPalette::Text);

    // The axis: grid lines at every tick, labels where they do not collide.
    int labelledUpTo = 0;
    for (const Tick& tick : Ticks) {
        const int at = x(tick.at);
        painter.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DotLine));
        painter.drawLine(at, axisTop, at, bottom);
        const QString label = QString::fromLatin1(tick.label);
        const int w = metrics.horizontalAdvance(label);
        const int from = std::min(at - w / 2, width() - w);
        if (from < labelledUpTo + metrics.averageCharWidth())
            continue;
        painter.setPen(text);
        painter.drawText(QRect(from, 0, w + 2, rowH), Qt::AlignCenter, label);
        labelledUpTo = from + w;
    }

    for (int i = 0; i < m_rows.size(); ++i) {
        const Row& row = m_rows[i];
        const QRect band(0, axisTop + rowH * i, width(), rowH);
        if (!row.window) {
            QFont heading = font;
            heading.setBold(true);
            painter.setFont(heading);
            painter.setPen(text);
            painter.drawText(band.adjusted(4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, row.label);
            painter.setFont(font);
            continue;
        }
        painter.setPen(text);
        painter.drawText(QRect(metrics.averageCharWidth() * 2, band.top(), labels - metrics.averageCharWidth() * 2, rowH),
                         Qt::AlignLeft | Qt::AlignVCenter, metrics.elidedText(row.label, Qt::ElideRight, labels - metrics.averageCharWidth() * 3));
        QFont checkedFont = font;
        checkedFont.setBold(row.confirm);
        painter.setFont(checkedFont);
        painter.drawText(QRect(labels, band.top(), dates, rowH), Qt::AlignLeft | Qt::AlignVCenter, row.checked);
        painter.setFont(font);
        const Duration duration = row.window->duration;
        const int end = std::max(x(duration), left + 3);
        const QRect bar(left, band.top() + rowH / 5, end - left, rowH * 3 / 5);
        painter.setPen(Qt::NoPen);
        painter.setBrush(kindColour(row.window->kind, palette()));
        painter.drawRect(bar);
        painter.setPen(text);
        const QString value = duration < AxisStart ? tr("%1 (under 1 min)").arg(duration.describe()) : duration.describe();
        painter.drawText(QRect(end + metrics.averageCharWidth(), band.top(), width() - end, rowH), Qt::AlignLeft | Qt::AlignVCenter, value);
    }
}

} // namespace FlowAudit
