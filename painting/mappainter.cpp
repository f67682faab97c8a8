#include "painting/mappainter.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace FlowAudit {

namespace {

QColor colourOf(MapVerdict verdict) {
    return QColor(MapStyle::strokeOf(verdict).colour);
}

// The label's own text, elided to the width it has.
QString fitted(const QFont& font, const QString& text, double width) {
    return QFontMetricsF(font).elidedText(text, Qt::ElideRight, std::max(0.0, width));
}

} // namespace

MapPainter::MapPainter(const MapGraph& graph, const MapLayout& layout)
    : m_graph(graph)
    , m_layout(layout)
    , m_font(mapFont(QFont(QStringLiteral("DejaVu Sans")))) {}

QFont MapPainter::mapFont(const QFont& base) {
    // In the map's own units, which the painter's transform scales on any device.
    QFont font = base;
    font.setPixelSize(MapStyle::FontSize);
    // Any letter spacing makes Qt shape without ligatures, so a PDF's "fi" stays two
    // letters that can be searched and copied, as in the report's text.
    font.setLetterSpacing(QFont::AbsoluteSpacing, 0.1);
    return font;
}

QPen MapPainter::penOf(MapVerdict verdict, bool highlighted) {
    const MapStroke stroke = MapStyle::strokeOf(verdict);
    QPen pen(colourOf(verdict), stroke.width + (highlighted ? 2 : 0));
    pen.setCapStyle(Qt::FlatCap);
    if (!stroke.dashes.isEmpty()) {
        // QPen's dashes are in line widths; the style's are in points, as in the SVG.
        QList<qreal> pattern;
        for (const double d : stroke.dashes)
            pattern.append(d / pen.widthF());
        pen.setDashPattern(pattern);
    }
    return pen;
}

QPainterPath MapPainter::pathOf(const MapLayout::Arrow& arrow) {
    QPainterPath path;
    if (arrow.path.isEmpty())
        return path;
    path.moveTo(arrow.path[0]);
    for (qsizetype i = 1; i + 2 < arrow.path.size(); i += 3)
        path.cubicTo(arrow.path[i], arrow.path[i + 1], arrow.path[i + 2]);
    if (arrow.tip != arrow.path.last())
        path.lineTo(arrow.tip);
    return path;
}

QPolygonF MapPainter::headOf(QPointF from, QPointF tip) {
    const std::array<QPointF, 3> head = MapStyle::arrowHead(from, tip);
    return QPolygonF({head[0], head[1], head[2]});
}

QTransform MapPainter::fitting(const QRectF& area) const {
    const QRectF figure = MapStyle::figureBounds(m_layout);
    if (figure.isEmpty() || area.isEmpty())
        return {};
    const double scale = std::min(area.width() / figure.width(), area.height() / figure.height());
    const QPointF offset(area.left() + (area.width() - figure.width() * scale) / 2,
                         area.top() + (area.height() - figure.height() * scale) / 2);
    return QTransform::fromTranslate(-figure.left(), -figure.top()) *
           QTransform::fromScale(scale, scale) * QTransform::fromTranslate(offset.x(), offset.y());
}

void MapPainter::paint(QPainter& painter, const QRectF& area) const {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setTransform(fitting(area), true);
    painter.fillRect(MapStyle::figureBounds(m_layout), Qt::white);
    for (qsizetype i = 0; i < m_graph.groups.size(); ++i)
        paintGroup(painter, int(i), m_layout.groups[i]);
    for (qsizetype i = 0; i < m_graph.arrows.size(); ++i)
        paintArrow(painter, int(i), m_layout.arrows[i]);
    for (qsizetype i = 0; i < m_graph.systems.size(); ++i)
        paintSystem(painter, int(i), m_layout.systems[i]);
    paintTexts(painter, m_layout.arrows);
    paintLegend(painter);
    painter.restore();
}

void MapPainter::paintGroup(QPainter& painter, int, const QRectF& box) const {
    painter.save();
    painter.setPen(QPen(QColor(MapStyle::GroupBorder), 1));
    painter.setBrush(QColor(MapStyle::GroupFill));
    painter.drawRoundedRect(box, 6, 6);
    painter.restore();
}

namespace {

QFont boldOf(const QFont& font) {
    QFont bold = font;
    bold.setBold(true);
    return bold;
}

} // namespace

QRectF MapPainter::groupLabelRect(int group, const QRectF& box) const {
    const QFont bold = boldOf(m_font);
    const QString text = fitted(bold, m_graph.groups[group].name, box.width() - 16);
    return MapStyle::groupLabelRect(box, QFontMetricsF(bold).horizontalAdvance(text));
}

void MapPainter::paintTexts(QPainter& painter, const QList<MapLayout::Arrow>& arrows) const {
    painter.save();
    painter.setPen(QColor(MapStyle::LabelText));
    painter.setFont(m_font);
    for (qsizetype i = 0; i < m_graph.arrows.size() && i < arrows.size(); ++i) {
        if (m_graph.arrows[i].label().isEmpty())
            continue;
        const QRectF lane = ipaasRect(int(i), arrows[i].labelAt);
        painter.fillRect(lane, Qt::white);
        painter.drawText(lane, Qt::AlignCenter, m_graph.arrows[i].label());
    }
    const QFont bold = boldOf(m_font);
    painter.setFont(bold);
    painter.setPen(QColor(MapStyle::SystemBorder));
    for (qsizetype i = 0; i < m_graph.groups.size(); ++i) {
        const QRectF strip = groupLabelRect(int(i), m_layout.groups[i]);
        painter.fillRect(strip, QColor(MapStyle::GroupFill));
        painter.drawText(strip, Qt::AlignCenter,
                         fitted(bold, m_graph.groups[i].name, strip.width() - 6));
    }
    painter.restore();
}

void MapPainter::paintSystem(QPainter& painter, int system, const QRectF& box,
                             bool highlighted) const {
    const MapSystem& s = m_graph.systems[system];
    painter.save();
    QPen border(QColor(MapStyle::SystemBorder), highlighted ? 2.5 : 1);
    if (s.unknown)
        border.setDashPattern({4 / border.widthF(), 3 / border.widthF()});
    painter.setPen(border);
    painter.setBrush(s.unknown ? QColor(0xfa, 0xfa, 0xfa) : QColor(Qt::white));
    painter.drawRoundedRect(box, 4, 4);
    painter.setFont(m_font);
    painter.setPen(Qt::black);
    const QRectF text = box.adjusted(4, 0, -4, 0);
    painter.drawText(text, Qt::AlignCenter, fitted(m_font, s.label, text.width()));
    painter.restore();
}

QRectF MapPainter::ipaasRect(int arrow, QPointF at) const {
    const double width = QFontMetricsF(m_font).horizontalAdvance(m_graph.arrows[arrow].label()) + 6;
    const double height = QFontMetricsF(m_font).height();
    return QRectF(at.x() - width / 2, at.y() - height / 2, width, height);
}

void MapPainter::paintArrow(QPainter& painter, int arrow, const MapLayout::Arrow& path,
                            bool highlighted) const {
    const MapArrow& a = m_graph.arrows[arrow];
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(penOf(a.verdict(), highlighted));
    painter.drawPath(pathOf(path));
    if (path.path.size() >= 2) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(colourOf(a.verdict()));
        painter.drawPolygon(headOf(path.path[path.path.size() - 2], path.tip));
    }
    painter.restore();
}

void MapPainter::paintLegend(QPainter& painter) const {
    painter.save();
    painter.setFont(m_font);
    for (const MapLegendEntry& entry : MapStyle::legend(m_layout.bounds)) {
        painter.setPen(penOf(entry.verdict));
        painter.drawLine(entry.lineFrom, entry.lineTo);
        painter.setPen(Qt::black);
        painter.drawText(entry.textAt, entry.text);
    }
    painter.restore();
}

QList<MapPainter::Label> MapPainter::labels() const {
    QList<Label> all;
    const QFontMetricsF metrics(m_font);
    for (qsizetype i = 0; i < m_graph.systems.size(); ++i) {
        const QRectF box = m_layout.systems[i].adjusted(4, 0, -4, 0);
        const QString text = fitted(m_font, m_graph.systems[i].label, box.width());
        const double width = metrics.horizontalAdvance(text);
        all.append({QRectF(box.center().x() - width / 2, box.center().y() - metrics.height() / 2,
                           width, metrics.height()),
                    text});
    }
    for (qsizetype i = 0; i < m_graph.arrows.size(); ++i) {
        if (!m_graph.arrows[i].label().isEmpty())
            all.append({ipaasRect(int(i), m_layout.arrows[i].labelAt), m_graph.arrows[i].label()});
    }
    for (qsizetype i = 0; i < m_graph.groups.size(); ++i) {
        const QRectF rect = groupLabelRect(int(i), m_layout.groups[i]);
        all.append({rect, fitted(boldOf(m_font), m_graph.groups[i].name, rect.width() - 6)});
    }
    for (const MapLegendEntry& entry : MapStyle::legend(m_layout.bounds))
        all.append({QRectF(entry.textAt.x(), entry.textAt.y() - metrics.ascent(),
                           metrics.horizontalAdvance(entry.text), metrics.height()),
                    entry.text});
    return all;
}

} // namespace FlowAudit
