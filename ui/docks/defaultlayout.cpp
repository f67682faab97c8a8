#include "ui/docks/defaultlayout.h"

#include "ui/docks/findingsdock.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <QTabBar>

namespace FlowAudit {

namespace {

// The right column's share of the window's width, and the maths panels' share of its height.
constexpr double RightColumnShare = 0.34;
constexpr double MathsShare = 0.28;

} // namespace

void DefaultLayout::fitWindowToScreen(QMainWindow* window) {
    const QRect available = window->screen()->availableGeometry();
    // A usual title bar and border, before the window has a frame to ask.
    const QSize room = available.size() - QSize(16, 40);
    window->resize(QSize(1600, 1000).boundedTo(room));
    window->move(available.topLeft());
}

void DefaultLayout::arrangeDocks(QMainWindow* window, FindingsDock* findings, QDockWidget* upper,
                                 QDockWidget* lower) {
    const int character = window->fontMetrics().averageCharWidth();
    const int rightWidth = std::max(character * 64, int(window->width() * RightColumnShare));
    window->resizeDocks({upper}, {rightWidth}, Qt::Horizontal);
    const int column = window->height();
    const int maths = int(column * MathsShare);
    window->resizeDocks({upper, lower}, {column - maths, maths}, Qt::Vertical);
    window->resizeDocks({findings}, {findings->heightForRows(FindingRows)}, Qt::Vertical);
}

void DefaultLayout::raiseInFront(const QList<QDockWidget*>& docks) {
    for (QDockWidget* dock : docks)
        dock->raise();
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
