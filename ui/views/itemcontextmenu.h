#pragma once

#include <QModelIndex>
#include <QObject>
#include <QPoint>

class QAbstractItemView;

namespace FlowAudit {

// Asks for a context menu on an item of a view: the item under the mouse for a right click,
// the current item for the menu key (or Shift+F10), wherever Qt places that request.
class ItemContextMenu : public QObject {
    Q_OBJECT
public:
    explicit ItemContextMenu(QAbstractItemView* view);

signals:
    // The item the menu is for and where to show it, on the screen.
    void requested(const QModelIndex& index, const QPoint& globalPos);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QAbstractItemView* m_view;
    // Kept apart: the viewport outlives the view's QAbstractScrollArea part while the view
    // is destroyed, and still sends events then, when m_view must not be asked for it.
    QObject* m_viewport;
};

} // namespace FlowAudit
