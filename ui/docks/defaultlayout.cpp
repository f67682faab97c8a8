#include "ui/docks/defaultlayout.h"

#include "ui/docks/findingsdock.h"
#include "ui/docks/windowdocks.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <QTabBar>

namespace FlowAudit {

namespace {

// The right column's share of the window's width, and the maths panels' share of its height.
constexpr double RightColumnShare = 0.34;
constexpr double MathsShare = 0.28;

Qt::DockWidgetArea areaOf(DockPlace place) {
    return place == DockPlace::Bottom ? Qt::BottomDockWidgetArea : Qt::RightDockWidgetArea;
}

// The dock in front of a place at a first start (else its first).
QDockWidget* frontOf(const WindowDocks& docks, DockPlace place) {
    QDockWidget* first = nullptr;
    for (const WindowDocks::Made& made : docks.all()) {
        if (made.description.place != place)
            continue;
        if (made.description.inFront)
            return made.dock;
        first = first ? first : made.dock;
    }
    return first;
}

} // namespace

void DefaultLayout::fitWindowToScreen(QMainWindow* window) {
    const QRect available = window->screen()->availableGeometry();
    // A usual title bar and border, before the window has a frame to ask.
    const QSize room = available.size() - QSize(16, 40);
    window->resize(QSize(1600, 1000).boundedTo(room));
    window->move(available.topLeft());
}

void DefaultLayout::placeDocks(QMainWindow* window, const WindowDocks& docks) {
    // The upper group of the right column is added before the lower one, which goes below it.
    for (DockPlace place : {DockPlace::RightUpper, DockPlace::RightLower, DockPlace::Bottom}) {
        QDockWidget* previous = nullptr;
        for (const WindowDocks::Made& made : docks.all()) {
            if (made.description.place != place)
                continue;
            made.dock->setFloating(false);
            if (previous)
                window->tabifyDockWidget(previous, made.dock);
            else
                window->addDockWidget(areaOf(place), made.dock);
            made.dock->setVisible(made.description.start == DockStart::Shown);
            previous = made.dock;
        }
    }
    // The right column runs the window's full height, so the panels have room to read.
    window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
}

void DefaultLayout::arrangeDocks(QMainWindow* window, const WindowDocks& docks) {
    QDockWidget* upper = frontOf(docks, DockPlace::RightUpper);
    QDockWidget* lower = frontOf(docks, DockPlace::RightLower);
    QDockWidget* bottom = frontOf(docks, DockPlace::Bottom);
    if (!upper || !lower || !bottom)
        return;
    const int character = window->fontMetrics().averageCharWidth();
    const int rightWidth = std::max(character * 64, int(window->width() * RightColumnShare));
    window->resizeDocks({upper}, {rightWidth}, Qt::Horizontal);
    const int column = window->height();
    const int maths = int(column * MathsShare);
    window->resizeDocks({upper, lower}, {column - maths, maths}, Qt::Vertical);
    // Room for several findings under the table.
    if (auto* findings = qobject_cast<FindingsDock*>(bottom))
        window->resizeDocks({findings}, {findings->heightForRows(FindingRows)}, Qt::Vertical);
}

void DefaultLayout::raiseInFront(const WindowDocks& docks) {
    for (const WindowDocks::Made& made : docks.all()) {
        if (made.description.inFront)
            made.dock->raise();
    }
}

void DefaultLayout::reset(QMainWindow* window, const WindowDocks& docks) {
    placeDocks(window, docks);
    arrangeDocks(window, docks);
    raiseInFront(docks);
    fitTabbedDocks(window);
}

void DefaultLayout::fitTabbedDocks(QMainWindow* window) {
    const QList<QDockWidget*> docks = window->findChildren<QDockWidget*>();
    for (QTabBar* bar : window->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible() || bar->count() < 2)
            continue;
        int needed = 0;
        for (int tab = 0; tab < bar->count(); ++tab)
            needed += bar->tabRect(tab).width();
        if (needed <= bar->width())
            continue;
        // The tab bar of a dock group names its docks by their titles.
        for (QDockWidget* dock : docks) {
            if (dock->windowTitle() == bar->tabText(0) && !dock->isFloating()) {
                const int extra = needed - bar->width();
                window->resizeDocks({dock}, {std::min(dock->width() + extra, window->width() / 2)},
                                    Qt::Horizontal);
                break;
            }
        }
    }
}

} // namespace FlowAudit
