#pragma once

class QMainWindow;

namespace FlowAudit {

class WindowDocks;

// The window at its first start, before the user has a layout of their own: as large as
// the screen's free area allows, the findings under the table with room for several rows,
// and a right column whose upper panels (the flow with its review checklist, the vendor
// cards) get most of its height and the maths panels below the rest. Sizes come from the
// window and the font, so a zoomed or German window starts as readable.
namespace DefaultLayout {

// When no window geometry was saved.
void fitWindowToScreen(QMainWindow* window);
// Puts each dock in its place, as its description says: the docks of a place tabbed
// together, those that wait to be asked for hidden.
void placeDocks(QMainWindow* window, const WindowDocks& docks);
// The first sizes of the places: the right column's width, its groups' heights, the
// findings' rows.
void arrangeDocks(QMainWindow* window, const WindowDocks& docks);
// Puts each dock described as in front before the other tabs of its place: at a first
// start, what the product is for (the findings, the vendor cards), not the flow's form or an
// empty tab. After the docks that wait to be asked for are hidden: hiding a tab in front
// raises another.
void raiseInFront(const WindowDocks& docks);
// View → Reset Window Layout: every dock back in its place, shown or hidden as at a first
// start, at the first start's sizes, in front as then.
void reset(QMainWindow* window, const WindowDocks& docks);

// Widens each group of tabbed docks whose tabs no longer fit (after a zoom, in German) to
// its tabs' width, up to half the window: no tab hides behind the tab bar's arrows.
void fitTabbedDocks(QMainWindow* window);

inline constexpr int FindingRows = 8;

} // namespace DefaultLayout

} // namespace FlowAudit
