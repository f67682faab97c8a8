#include "ui/docks/windowdocks.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>

namespace FlowAudit {

namespace {

// The View menu's entry: the dock's own toggle action takes the dock's title, which counts
// what the dock shows ("Findings (12)"); the menu names the panel, with its key.
QAction* viewActionFor(QDockWidget* dock, const DockDescription& description, QObject* parent) {
    auto* action = new QAction(description.title, parent);
    action->setObjectName(QStringLiteral("view_") + description.objectName);
    action->setCheckable(true);
    QAction* toggle = dock->toggleViewAction();
    action->setChecked(toggle->isChecked());
    QObject::connect(toggle, &QAction::toggled, action, &QAction::setChecked);
    // Through the dock's own toggle (the dock may listen to it); asked for, a dock comes to
    // the front of the tabs it shares.
    QObject::connect(action, &QAction::triggered, toggle, [dock, toggle, action](bool checked) {
        if (toggle->isChecked() != checked)
            toggle->trigger();
        action->setChecked(toggle->isChecked());
        if (checked)
            dock->raise();
    });
    return action;
}

} // namespace

WindowDocks::WindowDocks(const QList<DockDescription>& descriptions, const DockContext& context)
    : QObject(context.window) {
    for (const DockDescription& description : descriptions) {
        QDockWidget* dock = description.create(context);
        dock->setObjectName(description.objectName);
        m_docks.append({description, dock, viewActionFor(dock, description, this)});
    }
}

QDockWidget* WindowDocks::named(const QString& objectName) const {
    for (const Made& made : m_docks) {
        if (made.description.objectName == objectName)
            return made.dock;
    }
    return nullptr;
}

QList<QWidget*> WindowDocks::keyboardPanes() const {
    QList<QWidget*> panes;
    for (const Made& made : m_docks) {
        if (!made.description.keyboardPane)
            continue;
        panes.append(made.dock);
        if (made.description.innerPanes)
            panes.append(made.description.innerPanes(made.dock));
    }
    return panes;
}

} // namespace FlowAudit
