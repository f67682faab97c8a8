#include "ui/painting/mapimage.h"

#include "ui/painting/figurefile.h"
#include "ui/painting/mappainter.h"

#include <QPainter>

#include <cmath>

namespace FlowAudit::MapImage {

QByteArray png(const MapGraph& graph, const MapLayout& layout, double scale) {
    const QSizeF figure = MapStyle::figureBounds(layout).size();
    const double longest = std::max(figure.width(), figure.height());
    if (longest * scale > MaxPixels)
        scale = MaxPixels / longest;
    const QSize pixels(std::max(1, int(std::ceil(figure.width() * scale))),
                       std::max(1, int(std::ceil(figure.height() * scale))));
    const MapPainter painter(graph, layout);
    return FigureFile::png(pixels,
                           [&painter](QPainter& p, const QRectF& area) { painter.paint(p, area); });
}

QByteArray pdf(const MapGraph& graph, const MapLayout& layout, const QString& title) {
    const MapPainter painter(graph, layout);
    return FigureFile::pdf(MapStyle::figureBounds(layout).size(), title,
                           [&painter](QPainter& p, const QRectF& area) { painter.paint(p, area); });
}

} // namespace FlowAudit::MapImage
