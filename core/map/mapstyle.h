#pragma once

#include "core/map/maplayout.h"

#include <QLatin1StringView>

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <array>

namespace FlowAudit {

// How the systems map draws a verdict, one catalogue for the SVG writer and the QPainter
// drawing (editor, PNG, PDF, report): a colour and a line that differ per verdict, so a
// verdict never reads by colour alone (fail thick and solid, warn dashed, accepted dotted,
// ok thin), and the legend that says so under the map.
struct MapStroke {
    QLatin1StringView colour; // #rrggbb
    double width = 1;
    QList<double> dashes; // in points, dash and gap; empty: solid
};

struct MapLegendEntry {
    MapVerdict verdict = MapVerdict::Ok;
    QString text;
    QPointF lineFrom; // the line sample
    QPointF lineTo;
    QPointF textAt; // the text's baseline start
};

namespace MapStyle {

MapStroke strokeOf(MapVerdict verdict);
// An arrow head at `tip`, pointing away from `from`: its tip and the two corners of its base.
std::array<QPointF, 3> arrowHead(QPointF from, QPointF tip);

inline constexpr QLatin1StringView SystemBorder{"#37474f"};
inline constexpr QLatin1StringView GroupFill{"#f4f6f8"};
inline constexpr QLatin1StringView GroupBorder{"#90a4ae"};
inline constexpr QLatin1StringView LabelText{"#455a64"};
inline constexpr int FontSize = 11; // the layout's points; MapLayout::CharWidth is its average
inline constexpr double LegendHeight = 26;

// About how wide a text is at FontSize in DejaVu Sans, without a font at hand (the SVG
// writer has none): capitals and digits wider than small letters.
double textWidth(const QString& text);
// Where a group's name stands: at the top left of its box, `textWidth` and a little room
// wide, never wider than the box allows.
QRectF groupLabelRect(const QRectF& box, double textWidth);
// The legend's entries in a strip under `mapBounds`, worst verdict first.
QList<MapLegendEntry> legend(const QRectF& mapBounds);
// The whole figure: the map's bounds and the legend under them.
QRectF figureBounds(const MapLayout& layout);

} // namespace MapStyle

} // namespace FlowAudit
