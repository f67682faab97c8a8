#pragma once

#include <QList>
#include <QObject>

class QAction;
class QDockWidget;
class QWidget;

namespace FlowAudit {

// Moving between the window's panels from the keyboard: F6 and Shift+F6 cycle through
// them (as in most desktop applications), skipping hidden ones. Tab then moves through the
// panels in the same order, because the tab chain is set to follow it. Wherever the focus
// goes, a dock it enters behind another's tab comes to the front.
class PaneActions : public QObject {
    Q_OBJECT
public:
    // `panes` in reading order; a pane nested in another comes after it. Actions are added
    // to `window`.
    PaneActions(QWidget* window, const QList<QWidget*>& panes);

    void focusPane(int index);
    // The pane with the focus, -1 when none has it.
    int currentPane() const;
    void setTabOrder();

    QAction* nextPane;
    QAction* previousPane;

private:
    void step(int delta);
    // The dock the widget is in (or is), if any.
    static QDockWidget* dockOf(QWidget* widget);
    // The pane's widgets that take focus by Tab, in the current focus chain's order,
    // without those of panes nested in it.
    QList<QWidget*> focusables(int pane) const;

    QWidget* m_window;
    QList<QWidget*> m_panes;
};

} // namespace FlowAudit
