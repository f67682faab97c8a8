#include "ui/views/itemcontextmenu.h"

#include <QAbstractItemView>
#include <QContextMenuEvent>

namespace FlowAudit {

ItemContextMenu::ItemContextMenu(QAbstractItemView* view)
    : QObject(view)
    , m_view(view)
    , m_viewport(view->viewport()) {
    m_viewport->installEventFilter(this);
}

bool ItemContextMenu::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ContextMenu || watched != m_viewport)
        return QObject::eventFilter(watched, event);
    const auto* menuEvent = static_cast<QContextMenuEvent*>(event);
    const bool byMouse = menuEvent->reason() == QContextMenuEvent::Mouse;
    const QModelIndex index = byMouse ? m_view->indexAt(menuEvent->pos()) : m_view->currentIndex();
    if (!index.isValid())
        return true; // nothing there: no menu
    const QPoint at = byMouse ? menuEvent->pos() : m_view->visualRect(index).center();
    emit requested(index, m_view->viewport()->mapToGlobal(at));
    return true;
}

} // namespace FlowAudit
