#include "ui/actions/paneactions.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QWidget>

namespace FlowAudit {

PaneActions::PaneActions(QWidget* window, const QList<QWidget*>& panes)
    : QObject(window)
    , nextPane(new QAction(tr("&Next Panel"), this))
    , previousPane(new QAction(tr("&Previous Panel"), this))
    , m_window(window)
    , m_panes(panes) {
    nextPane->setObjectName(QStringLiteral("actionNextPane"));
    nextPane->setShortcut(QKeySequence(Qt::Key_F6));
    previousPane->setObjectName(QStringLiteral("actionPreviousPane"));
    previousPane->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    window->addAction(nextPane);
    window->addAction(previousPane);
    connect(nextPane, &QAction::triggered, this, [this] { step(1); });
    connect(previousPane, &QAction::triggered, this, [this] { step(-1); });
    // No edit out of view: the focus entering a dock behind another's tab (by F6, Tab or a
    // click on a finding) brings that dock to the front. Qt keeps such a dock "visible", so
    // only its tab says it is behind, and typing there once renamed a flow unseen.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        if (!now || now->window() != m_window)
            return;
        for (QWidget* widget = now; widget; widget = widget->parentWidget()) {
            if (auto* dock = qobject_cast<QDockWidget*>(widget)) {
                if (!dock->isFloating())
                    dock->raise();
                return;
            }
        }
    });
}

QList<QWidget*> PaneActions::focusables(int pane) const {
    QWidget* container = m_panes[pane];
    const auto nestedIn = [&](QWidget* widget) {
        for (int other = pane + 1; other < m_panes.size(); ++other) {
            if (m_panes[other] != container && container->isAncestorOf(m_panes[other]) &&
                (widget == m_panes[other] || m_panes[other]->isAncestorOf(widget)))
                return true;
        }
        return false;
    };
    QList<QWidget*> result;
    const auto take = [&](QWidget* widget) {
        if ((widget->focusPolicy() & Qt::TabFocus) && !widget->focusProxy() && !nestedIn(widget))
            result.append(widget);
    };
    take(container);
    QWidget* widget = container->nextInFocusChain();
    for (int guard = 0; widget != container && guard < 10000;
         ++guard, widget = widget->nextInFocusChain()) {
        if (container->isAncestorOf(widget))
            take(widget);
    }
    return result;
}

QDockWidget* PaneActions::dockOf(QWidget* widget) {
    for (; widget; widget = widget->parentWidget()) {
        if (auto* dock = qobject_cast<QDockWidget*>(widget))
            return dock;
    }
    return nullptr;
}

int PaneActions::currentPane() const {
    const QWidget* focus = QApplication::focusWidget();
    int current = -1;
    for (int pane = 0; pane < m_panes.size(); ++pane) {
        if (focus && (focus == m_panes[pane] || m_panes[pane]->isAncestorOf(focus)))
            current = pane; // the innermost: nested panes come later
    }
    return current;
}

void PaneActions::focusPane(int index) {
    for (QWidget* widget : focusables(index)) {
        if (widget->isVisibleTo(m_window) && widget->isEnabled()) {
            widget->setFocus(Qt::TabFocusReason);
            return;
        }
    }
}

void PaneActions::step(int delta) {
    const int count = int(m_panes.size());
    int pane = currentPane();
    for (int tries = 0; tries < count; ++tries) {
        pane = ((pane < 0 && delta < 0 ? 0 : pane) + delta + count) % count;
        QWidget* container = m_panes[pane];
        // A dock behind another's tab is brought to the front: F6 reaches every open panel.
        if (QDockWidget* dock = dockOf(container); dock && dock->toggleViewAction()->isChecked())
            dock->raise();
        if (!container->isVisibleTo(m_window) || !container->isEnabled())
            continue;
        const QWidget* before = QApplication::focusWidget();
        focusPane(pane);
        if (QApplication::focusWidget() != before || currentPane() == pane)
            return;
    }
}

// One chain through every pane in reading order, so Tab never jumps across the window.
void PaneActions::setTabOrder() {
    QList<QWidget*> chain;
    for (int pane = 0; pane < m_panes.size(); ++pane)
        chain += focusables(pane);
    for (qsizetype i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain[i - 1], chain[i]);
}

} // namespace FlowAudit
