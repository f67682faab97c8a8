#include "ui/docks/docktabbars.h"

#include <QChildEvent>
#include <QMainWindow>
#include <QTabBar>

namespace FlowAudit {

namespace {

void keepWhole(QTabBar* bar) {
    bar->setElideMode(Qt::ElideNone);
    bar->setUsesScrollButtons(true);
}

} // namespace

DockTabBars::DockTabBars(QMainWindow* window)
    : QObject(window) {
    window->installEventFilter(this);
}

void DockTabBars::keepTitlesWhole(QMainWindow* window) {
    new DockTabBars(window);
    for (QTabBar* bar : window->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
        keepWhole(bar);
}

// The window makes its tab bars when docks are first tabbed together: each is set up once
// it is complete, when Qt polishes it.
bool DockTabBars::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::ChildPolished) {
        if (auto* bar = qobject_cast<QTabBar*>(static_cast<QChildEvent*>(event)->child()))
            keepWhole(bar);
    }
    return QObject::eventFilter(watched, event);
}

} // namespace FlowAudit
