#pragma once

#include <QByteArray>
#include <QRectF>
#include <QSize>
#include <QString>

#include <functional>

class QPainter;

namespace FlowAudit {

// A figure (the map, a chart) as the bytes of a PNG or a one-page PDF, drawn by its own
// painter into the whole page on white, for the command line's `map` and `chart` and the
// HTML report. The caller writes the bytes atomically.
namespace FigureFile {

using Paint = std::function<void(QPainter& painter, const QRectF& area)>;

// Exactly `pixels` in size at pixel ratio 1; empty when the image could not be made.
QByteArray png(QSize pixels, const Paint& paint);
// One page of `points`, as vectors and text.
QByteArray pdf(QSizeF points, const QString& title, const Paint& paint);

} // namespace FigureFile

} // namespace FlowAudit
