#pragma once

#include "core/map/maplayout.h"

#include <QGraphicsItem>

#include <memory>

namespace FlowAudit {

class MapPainter;
class MapScene;

// The systems map's scene items. Each paints itself with the shared MapPainter (the
// drawing the command line and the report use) in the layout's points, so the screen and
// an export are the same picture.

// A system's box: hover lights it and says its flows; a drag places it (not the dashed
// "unknown" boxes, which have nothing to write).
class MapSystemItem : public QGraphicsItem {
public:
    MapSystemItem(MapScene* scene, int system, const QRectF& box, bool movable);
    int system() const { return m_system; }
    // The box where the item is now, in scene points.
    QRectF box() const { return m_rect.translated(pos()); }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;

private:
    MapScene* m_scene;
    int m_system;
    QRectF m_rect; // at the origin: pos() is where the layout put the box
    bool m_lit = false;
    QPointF m_pressedAt;
};

// A flow's arrow from one system to another: hover lights it and names the flow and its
// findings; a click selects the flow in the table.
class MapArrowItem : public QGraphicsItem {
public:
    MapArrowItem(MapScene* scene, int arrow, MapLayout::Arrow path);
    int arrow() const { return m_arrow; }
    const MapLayout::Arrow& path() const { return m_path; }
    // A straight stand-in between two boxes while one is dragged: no new layout until the
    // drop.
    void followBoxes(const QRectF& from, const QRectF& to);
    void setLit(bool lit);
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;

private:
    MapScene* m_scene;
    int m_arrow;
    MapLayout::Arrow m_path;
    bool m_lit = false;
};

// A group's box, under its systems (its name is on MapTextsItem).
class MapGroupItem : public QGraphicsItem {
public:
    MapGroupItem(MapScene* scene, int group, const QRectF& box);
    QRectF boundingRect() const override { return m_box.adjusted(-1, -1, 1, 1); }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    MapScene* m_scene;
    int m_group;
    QRectF m_box;
};

// What each line means, under the map.
// The texts over the arrows (iPaaS labels, group names), above every arrow so none crosses
// them; clicks and hovers go through to the arrow or box underneath.
class MapTextsItem : public QGraphicsItem {
public:
    MapTextsItem(MapScene* scene, const QRectF& area);
    QRectF boundingRect() const override { return m_area; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    MapScene* m_scene;
    QRectF m_area;
};

class MapLegendItem : public QGraphicsItem {
public:
    MapLegendItem(MapScene* scene, const QRectF& area);
    QRectF boundingRect() const override { return m_area; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    MapScene* m_scene;
    QRectF m_area;
};

} // namespace FlowAudit
