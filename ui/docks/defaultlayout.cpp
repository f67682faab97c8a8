#include "ui/docks/defaultlayout.h"

#include "ui/docks/findingsdock.h"

#include <QMainWindow>
#include <QScreen>

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

} // namespace FlowAudit
