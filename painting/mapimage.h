#pragma once

#include "core/map/maplayout.h"

#include <QByteArray>

namespace FlowAudit {

// The systems map as PNG or PDF bytes, the same drawing as the editor's (MapPainter), at
// the figure's own size: a PNG at `scale` pixels per point (smaller when that would pass
// MaxPixels across or MaxArea in all), a PDF page of the figure's points.
namespace MapImage {

inline constexpr int MaxPixels = 16000;
inline constexpr double MaxArea = 40e6; // pixels: 160 MB as an image in memory

QByteArray png(const MapGraph& graph, const MapLayout& layout, double scale);
QByteArray pdf(const MapGraph& graph, const MapLayout& layout, const QString& title);

// The map as a file of the kind its extension names (`map --output` and the editor's
// Export…): svg (MapSvg), png at 2 pixels a point, pdf titled `title`. Empty when it
// cannot be drawn or the extension is none of those (`writes` says which are).
bool writes(QStringView extension);
QByteArray file(const MapGraph& graph, const MapLayout& layout, QStringView extension,
                const QString& title);

} // namespace MapImage

} // namespace FlowAudit
