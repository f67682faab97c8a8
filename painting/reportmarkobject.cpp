#include "painting/reportmarkobject.h"

#include "core/report/reportglyph.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QTextDocument>

namespace FlowAudit {

void ReportMarkObject::registerWith(QTextDocument* document) {
    document->documentLayout()->registerHandler(Type, new ReportMarkObject(document));
}

QTextCharFormat ReportMarkObject::format(ReportMark mark, const QTextCharFormat& textFormat) {
    QTextCharFormat format = textFormat;
    format.setObjectType(Type);
    format.setProperty(MarkProperty, int(mark));
    return format;
}

QSizeF ReportMarkObject::intrinsicSize(QTextDocument* document, int, const QTextFormat& format) {
    // As tall as the text's capitals, plus a gap before the word that follows.
    const QFontMetricsF metrics(format.toCharFormat().font(),
                                document->documentLayout()->paintDevice());
    const qreal side = metrics.ascent() * 0.95;
    return {side * 1.3, side};
}

void ReportMarkObject::drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                                  const QTextFormat& format) {
    const ReportGlyph glyph = ReportGlyph::of(ReportMark(format.property(MarkProperty).toInt()));
    const qreal scale = rect.height() / ReportGlyph::Size;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(rect.topLeft());
    painter->scale(scale, scale);
    const QColor colour(glyph.colour);
    for (const GlyphShape& shape : glyph.shapes) {
        const QColor ink = shape.knockout ? QColor(Qt::white) : colour;
        if (shape.filled) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(ink);
        } else {
            painter->setPen(
                QPen(ink, shape.strokeWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter->setBrush(Qt::NoBrush);
        }
        switch (shape.kind) {
        case GlyphShape::Kind::Circle:
            painter->drawEllipse(shape.points[0], shape.radius, shape.radius);
            break;
        case GlyphShape::Kind::Polygon:
            painter->drawPolygon(QPolygonF(shape.points));
            break;
        case GlyphShape::Kind::Polyline:
            painter->drawPolyline(QPolygonF(shape.points));
            break;
        }
    }
    painter->restore();
}

} // namespace FlowAudit
