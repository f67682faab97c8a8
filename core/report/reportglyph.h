#pragma once

#include "core/report/reportdocument.h"

#include <QList>
#include <QPointF>

namespace FlowAudit {

// The icon of a mark as plain geometry in a 16 × 16 box, so the PDF (QPainter) and the
// HTML (inline SVG) draw the same shapes. The shapes alone tell the marks apart in black
// and white: a filled disc with a cross, a filled triangle, outlined circles holding a
// tick, an i, a dash or clock hands, and an outlined shield holding a tick (accepted).
struct GlyphShape {
    enum class Kind : quint8 { Circle, Polygon, Polyline };
    Kind kind = Kind::Polyline;
    QList<QPointF> points; // a circle's centre is points[0]
    double radius = 0;
    bool filled = false;   // filled in the mark's colour; otherwise stroked
    bool knockout = false; // stroked in white, over a filled shape
    double strokeWidth = 1.5;
};

struct ReportGlyph {
    static constexpr double Size = 16;
    QString colour; // #rrggbb, dark enough to print as black
    QList<GlyphShape> shapes;

    static ReportGlyph of(ReportMark mark); // no shapes for ReportMark::None
};

} // namespace FlowAudit
