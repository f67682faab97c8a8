#include "core/report/reportglyph.h"

#include "core/rules/verdictpalette.h"

namespace FlowAudit {

namespace {

GlyphShape circle(QPointF centre, double radius, bool filled, double stroke = 1.5) {
    return {GlyphShape::Kind::Circle, {centre}, radius, filled, false, stroke};
}

GlyphShape line(QList<QPointF> points, bool knockout = false, double stroke = 2) {
    return {GlyphShape::Kind::Polyline, std::move(points), 0, false, knockout, stroke};
}

} // namespace

ReportGlyph ReportGlyph::of(ReportMark mark) {
    const QPointF centre(8, 8);
    switch (mark) {
    case ReportMark::None:
        return {};
    case ReportMark::Fail:
        return {QString(VerdictPalette::Fail),
                {circle(centre, 7.5, true), line({{5, 5}, {11, 11}}, true),
                 line({{11, 5}, {5, 11}}, true)}};
    case ReportMark::Warn:
        return {QString(VerdictPalette::Warn),
                {GlyphShape{GlyphShape::Kind::Polygon,
                            {{8, 0.5}, {15.5, 14.5}, {0.5, 14.5}},
                            0,
                            true,
                            false,
                            0},
                 line({{8, 5}, {8, 9.5}}, true), line({{8, 11.5}, {8, 13}}, true)}};
    case ReportMark::Info:
        return {QString(VerdictPalette::Info),
                {circle(centre, 6.75, false), line({{8, 7}, {8, 12}}), line({{8, 4}, {8, 5.5}})}};
    case ReportMark::Pass:
        return {QString(VerdictPalette::Pass),
                {circle(centre, 6.75, false), line({{4.75, 8.25}, {7, 10.75}, {11.25, 5.25}})}};
    case ReportMark::NotEvaluated:
        return {QString(VerdictPalette::NotEvaluated),
                {circle(centre, 6.75, false), line({{5, 8}, {11, 8}})}};
    case ReportMark::Stale:
        return {QString(VerdictPalette::Warn),
                {circle(centre, 6.75, false), line({{8, 4}, {8, 8}, {11, 10}})}};
    case ReportMark::Accepted: // a risk signed for: a shield, not a circle, so it never reads as a
                               // pass
        return {QString(VerdictPalette::Accepted),
                {GlyphShape{GlyphShape::Kind::Polygon,
                            {{8, 1}, {14, 3.25}, {13.5, 9}, {8, 15}, {2.5, 9}, {2, 3.25}},
                            0,
                            false,
                            false,
                            1.5},
                 line({{5.25, 8}, {7.25, 10.25}, {10.75, 5.75}}, false, 1.75)}};
    }
    return {};
}

} // namespace FlowAudit
