#include "ui/widgets/undoshortcuts.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace FlowAudit {

namespace {

// Whether `widget` has a step of its own for the key: then the key is its to take.
bool hasOwnStep(QWidget* widget, bool undo) {
    QLineEdit* line = qobject_cast<QLineEdit*>(widget);
    if (!line) {
        if (auto* combo = qobject_cast<QComboBox*>(widget))
            line = combo->lineEdit();
        else if (auto* spin = qobject_cast<QAbstractSpinBox*>(widget))
            line = spin->findChild<QLineEdit*>();
    }
    if (line)
        return !line->isReadOnly() && (undo ? line->isUndoAvailable() : line->isRedoAvailable());
    if (auto* plain = qobject_cast<QPlainTextEdit*>(widget))
        return !plain->isReadOnly() &&
               (undo ? plain->document()->isUndoAvailable() : plain->document()->isRedoAvailable());
    if (auto* rich = qobject_cast<QTextEdit*>(widget))
        return !rich->isReadOnly() &&
               (undo ? rich->document()->isUndoAvailable() : rich->document()->isRedoAvailable());
    return false; // other widgets do not claim the keys
}

} // namespace

UndoShortcuts::UndoShortcuts(QWidget* window)
    : QObject(window)
    , m_window(window) {
    qApp->installEventFilter(this);
}

// Across window boundaries: a floating dock is a window of its own, still the editor's.
bool UndoShortcuts::belongsToWindow(const QWidget* widget) const {
    for (const QWidget* w = widget; w; w = w->parentWidget()) {
        if (w == m_window)
            return true;
    }
    return false;
}

bool UndoShortcuts::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride || !watched->isWidgetType())
        return false;
    auto* key = static_cast<QKeyEvent*>(event);
    const bool undo = key->matches(QKeySequence::Undo);
    if (!undo && !key->matches(QKeySequence::Redo))
        return false;
    auto* widget = static_cast<QWidget*>(watched);
    if (!belongsToWindow(widget) || hasOwnStep(widget, undo))
        return false;
    // Not overridden: the shortcut map goes on to the window's action.
    key->ignore();
    return true;
}

} // namespace FlowAudit
