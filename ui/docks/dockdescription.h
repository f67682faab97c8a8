#pragma once

#include <QList>
#include <QString>

#include <functional>

class QDockWidget;
class QMainWindow;
class QWidget;

namespace FlowAudit {

class CardFileDocuments;
class InventoryDocument;
class InventoryEditor;
class InventoryModel;
class SelectedFlow;
class UserPrompts;
class VendorCardStore;

// What a dock's factory is given: the window and what the panels share. A dock that needs
// more of the window (the findings' actions, the open file) is wired by the main window.
struct DockContext {
    QMainWindow* window = nullptr;
    InventoryDocument* document = nullptr;
    InventoryEditor* editor = nullptr;
    InventoryModel* model = nullptr;
    SelectedFlow* selected = nullptr; // the flow the maths panels and the cards follow
    VendorCardStore* store = nullptr;
    UserPrompts* prompts = nullptr;
    CardFileDocuments* cardFiles = nullptr; // the team's card files the cards dock edits
};

// Where a dock goes at a first start and after View → Reset Window Layout. Docks of one
// place are the tabs of one group, in the registry's order; the right column runs the
// window's full height, its upper group above its lower one.
enum class DockPlace { RightUpper, RightLower, Bottom };

// Whether a dock shows when the window opens.
enum class DockStart {
    Shown,
    HiddenAtFirstStart, // shown when asked for (View), and kept so by the saved layout
    HiddenAtEveryStart, // what it shows is not kept from one start to the next
};

// One dock of the window: everything the View menu, the default layout, the saved layout's
// restore, F6 and F1 need to know of it (ui/dockregistry.cpp lists them).
struct DockDescription {
    QString objectName{}; // the saved layout's key: never change it
    QString title{};      // the View menu's entry (tr): the panel's name, without counts
    DockPlace place = DockPlace::Bottom;
    bool inFront = false; // the tab in front of its group at a first start
    DockStart start = DockStart::Shown;
    QString helpAnchor{};     // F1's section of the user guide; empty: the guide's start
    bool keyboardPane = true; // F6 stops at it
    std::function<QDockWidget*(const DockContext&)> create{};
    // Panes inside the dock F6 stops at after it (the flow's review checklist).
    std::function<QList<QWidget*>(QDockWidget*)> innerPanes{};
};

} // namespace FlowAudit
