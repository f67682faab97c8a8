#include "painting/mapimage.h"

#include "core/map/mapsvg.h"
#include "painting/figurefile.h"
#include "painting/mappainter.h"

#include <QPainter>

#include <cmath>

namespace FlowAudit::MapImage {

QByteArray png(const MapGraph& graph, const MapLayout& layout, double scale) {
    const QSizeF figure = MapStyle::figureBounds(layout).size();
    const double longest = std::max(figure.width(), figure.height());
    if (longest * scale > MaxPixels)
        scale = MaxPixels / longest;
    // The area too: an image of MaxArea pixels takes 4 bytes each in memory.
    const double area = figure.width() * figure.height() * scale * scale;
    if (area > MaxArea)
        scale *= std::sqrt(MaxArea / area);
    const QSize pixels(std::clamp(int(figure.width() * scale), 1, MaxPixels),
                       std::clamp(int(figure.height() * scale), 1, MaxPixels));
    const MapPainter painter(graph, layout);
    return FigureFile::png(pixels,
                           [&painter](QPainter& p, const QRectF& area) { painter.paint(p, area); });
}

QByteArray pdf(const MapGraph& graph, const MapLayout& layout, const QString& title) {
    const MapPainter painter(graph, layout);
    return FigureFile::pdf(MapStyle::figureBounds(layout).size(), title,
                           [&painter](QPainter& p, const QRectF& area) { painter.paint(p, area); });
}

bool writes(QStringView extension) {
    return extension == u"svg" || extension == u"png" || extension == u"pdf";
}

QByteArray file(const MapGraph& graph, const MapLayout& layout, QStringView extension,
                const QString& title) {
    if (extension == u"svg")
        return MapSvg::write(graph, layout);
    if (extension == u"png")
        return png(graph, layout, 2);
    if (extension == u"pdf")
        return pdf(graph, layout, title);
    return {};
}

} // namespace FlowAudit::MapImage
