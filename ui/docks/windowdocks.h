#pragma once

#include "ui/docks/dockdescription.h"

#include <QList>
#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;

namespace FlowAudit {

// The window's docks, made from their descriptions: found by name or by class, never by
// position. Each has its View menu entry, named and keyed as its description says.
class WindowDocks : public QObject {
    Q_OBJECT
public:
    struct Made {
        DockDescription description;
        QDockWidget* dock;
        QAction* viewAction; // View → the dock's title: shows or hides it
    };

    // Makes every described dock in `context.window`, in the order given.
    WindowDocks(const QList<DockDescription>& descriptions, const DockContext& context);

    const QList<Made>& all() const { return m_docks; }
    QDockWidget* named(const QString& objectName) const;
    template <class T> T* find() const {
        for (const Made& made : m_docks) {
            if (auto* dock = qobject_cast<T*>(made.dock))
                return dock;
        }
        return nullptr;
    }
    // The panes F6 stops at, in the registry's order, each dock's inner panes after it.
    QList<QWidget*> keyboardPanes() const;

private:
    QList<Made> m_docks;
};

} // namespace FlowAudit
