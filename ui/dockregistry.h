#pragma once

#include "ui/docks/dockdescription.h"

#include <QCoreApplication>
#include <QList>

namespace FlowAudit {

// Every dock of the editor's window, in one list (as Tiled's MapEditor::dockWidgets()): the
// View menu, the first start's layout, View → Reset Window Layout, the saved layout's
// restore, F6 and F1 all iterate it. A new dock is its own class and one entry here.
class DockRegistry {
    Q_DECLARE_TR_FUNCTIONS(DockRegistry)
public:
    // In reading order: F6 goes through the keyboard panes in this order, and the docks of
    // one place are tabbed in it.
    static QList<DockDescription> docks();
};

} // namespace FlowAudit
