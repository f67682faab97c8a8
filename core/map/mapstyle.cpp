#include "core/map/mapstyle.h"

#include "core/rules/verdictpalette.h"

#include <QCoreApplication>

#include <cmath>

namespace FlowAudit::MapStyle {

MapStroke strokeOf(MapVerdict verdict) {
    switch (verdict) {
    case MapVerdict::Fail:
        return {VerdictPalette::Fail, 3, {}};
    case MapVerdict::Warn:
        return {VerdictPalette::Warn, 2, {8, 4}};
    case MapVerdict::Accepted:
        return {VerdictPalette::Accepted, 2, {2, 4}};
    case MapVerdict::Ok:
        break;
    }
    return {VerdictPalette::Pass, 1.2, {}};
}

double textWidth(const QString& text) {
    double width = 0;
    for (const QChar c : text)
        width += c.isSpace() ? 3.5 : c.isUpper() || c.isDigit() ? 7.5 : 6.2;
    return width;
}

QRectF groupLabelRect(const QRectF& box, double textWidth) {
    return QRectF(box.left() + 5, box.top() + 3, std::min(box.width() - 16, textWidth + 6),
                  MapLayout::GroupLabelHeight - 3);
}

std::array<QPointF, 3> arrowHead(QPointF from, QPointF tip) {
    QPointF direction = tip - from;
    const double length = std::hypot(direction.x(), direction.y());
    direction = length > 0 ? direction / length : QPointF(1, 0);
    const QPointF across(-direction.y(), direction.x());
    const QPointF base = tip - direction * 10;
    return {tip, base + across * 5, base - across * 5};
}

QList<MapLegendEntry> legend(const QRectF& mapBounds) {
    const std::pair<MapVerdict, QString> entries[] = {
        {MapVerdict::Fail, QCoreApplication::translate("MapStyle", "FAIL")},
        {MapVerdict::Warn, QCoreApplication::translate("MapStyle", "WARN")},
        {MapVerdict::Accepted, QCoreApplication::translate("MapStyle", "accepted by a waiver")},
        {MapVerdict::Ok, QCoreApplication::translate("MapStyle", "OK")},
    };
    QList<MapLegendEntry> placed;
    double x = mapBounds.left() + MapLayout::Margin;
    const double middle = mapBounds.bottom() + LegendHeight / 2;
    for (const auto& [verdict, text] : entries) {
        MapLegendEntry entry;
        entry.verdict = verdict;
        entry.text = text;
        entry.lineFrom = QPointF(x, middle);
        entry.lineTo = QPointF(x + 32, middle);
        entry.textAt = QPointF(x + 38, middle + 4);
        placed.append(entry);
        // The text's width as the layout measures it, and a gap before the next entry.
        x += 38 + textWidth(text) + 22;
    }
    return placed;
}

QRectF figureBounds(const MapLayout& layout) {
    const QList<MapLegendEntry> entries = legend(layout.bounds);
    const MapLegendEntry& last = entries.last();
    const double legendRight = last.textAt.x() + textWidth(last.text) + MapLayout::Margin;
    QRectF figure = layout.bounds;
    figure.setBottom(figure.bottom() + LegendHeight);
    figure.setRight(std::max(figure.right(), legendRight));
    return figure;
}

} // namespace FlowAudit::MapStyle
