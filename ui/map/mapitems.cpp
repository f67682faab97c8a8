#include "ui/map/mapitems.h"

#include "painting/mappainter.h"
#include "ui/map/mapscene.h"

#include <QGraphicsSceneMouseEvent>
#include <QLineF>
#include <QPainter>
#include <QPainterPathStroker>

namespace FlowAudit {

namespace {

constexpr double HitWidth = 8; // an arrow is easy to hover and click

} // namespace

MapSystemItem::MapSystemItem(MapScene* scene, int system, const QRectF& box, bool movable)
    : m_scene(scene)
    , m_system(system)
    , m_rect(QPointF(0, 0), box.size()) {
    setPos(box.topLeft());
    setFlag(ItemIsMovable, movable);
    setFlag(ItemSendsGeometryChanges, movable);
    setAcceptHoverEvents(true);
    setCursor(movable ? Qt::OpenHandCursor : Qt::PointingHandCursor);
    setToolTip(scene->systemToolTip(system));
    setZValue(2);
}

QRectF MapSystemItem::boundingRect() const {
    return m_rect.adjusted(-2, -2, 2, 2);
}

void MapSystemItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    m_scene->painter()->paintSystem(*painter, m_system, m_rect, m_lit);
}

QVariant MapSystemItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    if (change == ItemPositionHasChanged)
        m_scene->systemMoved(m_system);
    return QGraphicsItem::itemChange(change, value);
}

void MapSystemItem::hoverEnterEvent(QGraphicsSceneHoverEvent* event) {
    m_lit = true;
    m_scene->lightSystem(m_system, true);
    update();
    QGraphicsItem::hoverEnterEvent(event);
}

void MapSystemItem::hoverLeaveEvent(QGraphicsSceneHoverEvent* event) {
    m_lit = false;
    m_scene->lightSystem(m_system, false);
    update();
    QGraphicsItem::hoverLeaveEvent(event);
}

void MapSystemItem::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    m_pressedAt = pos();
    QGraphicsItem::mousePressEvent(event);
    event->accept();
}

void MapSystemItem::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    QGraphicsItem::mouseReleaseEvent(event);
    if (event->button() != Qt::LeftButton)
        return;
    if (QLineF(m_pressedAt, pos()).length() < 1)
        m_scene->systemClicked(m_system);
    else
        m_scene->systemDropped(m_system, box().center());
}

void MapSystemItem::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() == Qt::LeftButton && (flags() & ItemIsMovable))
        m_scene->systemDoubleClicked(m_system);
    event->accept();
}

MapArrowItem::MapArrowItem(MapScene* scene, int arrow, MapLayout::Arrow path)
    : m_scene(scene)
    , m_arrow(arrow)
    , m_path(std::move(path)) {
    setAcceptHoverEvents(true);
    setCursor(Qt::PointingHandCursor);
    setToolTip(scene->arrowToolTip(arrow));
    setZValue(1);
}

void MapArrowItem::followBoxes(const QRectF& from, const QRectF& to) {
    prepareGeometryChange();
    m_path = MapLayout::direct(from, to);
    update();
}

void MapArrowItem::setLit(bool lit) {
    if (m_lit == lit)
        return;
    m_lit = lit;
    setZValue(lit ? 1.5 : 1);
    update();
}

QRectF MapArrowItem::boundingRect() const {
    QRectF bounds = MapPainter::pathOf(m_path).boundingRect().adjusted(-HitWidth, -HitWidth,
                                                                       HitWidth, HitWidth);
    bounds = bounds.united(QRectF(m_path.tip, QSizeF(1, 1)).adjusted(-12, -12, 12, 12));
    if (!m_scene->graph()->arrows[m_arrow].label().isEmpty())
        bounds = bounds.united(m_scene->painter()->ipaasRect(m_arrow, m_path.labelAt));
    return bounds;
}

QPainterPath MapArrowItem::shape() const {
    QPainterPathStroker stroker;
    stroker.setWidth(HitWidth);
    QPainterPath hit = stroker.createStroke(MapPainter::pathOf(m_path));
    if (!m_scene->graph()->arrows[m_arrow].label().isEmpty())
        hit.addRect(m_scene->painter()->ipaasRect(m_arrow, m_path.labelAt));
    return hit;
}

void MapArrowItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    m_scene->painter()->paintArrow(*painter, m_arrow, m_path, m_lit);
}

void MapArrowItem::hoverEnterEvent(QGraphicsSceneHoverEvent* event) {
    setLit(true);
    QGraphicsItem::hoverEnterEvent(event);
}

void MapArrowItem::hoverLeaveEvent(QGraphicsSceneHoverEvent* event) {
    setLit(false);
    QGraphicsItem::hoverLeaveEvent(event);
}

void MapArrowItem::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() == Qt::LeftButton)
        m_scene->arrowClicked(m_arrow);
    event->accept();
}

MapGroupItem::MapGroupItem(MapScene* scene, int group, const QRectF& box)
    : m_scene(scene)
    , m_group(group)
    , m_box(box) {
    setZValue(0);
}

void MapGroupItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    m_scene->painter()->paintGroup(*painter, m_group, m_box);
}

MapTextsItem::MapTextsItem(MapScene* scene, const QRectF& area)
    : m_scene(scene)
    , m_area(area) {
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(3);
}

void MapTextsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    m_scene->painter()->paintTexts(*painter, m_scene->arrowPaths());
}

MapLegendItem::MapLegendItem(MapScene* scene, const QRectF& area)
    : m_scene(scene)
    , m_area(area) {}

void MapLegendItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    m_scene->painter()->paintLegend(*painter);
}

} // namespace FlowAudit
