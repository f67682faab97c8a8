#pragma once

#include <QList>

class QDockWidget;
class QMainWindow;

namespace FlowAudit {

class FindingsDock;

// The window at its first start, before the user has a layout of their own: as large as
// the screen's free area allows, the findings under the table with room for several rows,
// and a right column whose upper panels (the flow with its review checklist, the vendor
// cards) get most of its height and the maths panels below the rest. Sizes come from the
// window and the font, so a zoomed or German window starts as readable.
namespace DefaultLayout {

// When no window geometry was saved.
void fitWindowToScreen(QMainWindow* window);
// `upper` and `lower`: a dock of each tab group of the right column.
void arrangeDocks(QMainWindow* window, FindingsDock* findings, QDockWidget* upper,
                  QDockWidget* lower);
// Puts each dock in front of its group of tabs, in the order given: at a first start, what
// the product is for (the findings, the vendor cards), not the flow's form or an empty tab.
// After the docks that wait to be asked for are hidden: hiding a tab in front raises another.
void raiseInFront(const QList<QDockWidget*>& docks);

// Widens each group of tabbed docks whose tabs no longer fit (after a zoom, in German) to
// its tabs' width, up to half the window: no tab hides behind the tab bar's arrows.
void fitTabbedDocks(QMainWindow* window);

inline constexpr int FindingRows = 8;

} // namespace DefaultLayout

} // namespace FlowAudit
