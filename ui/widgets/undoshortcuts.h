#pragma once

#include <QObject>

class QWidget;

namespace FlowAudit {

// Ctrl+Z and Ctrl+Shift+Z (Ctrl+Y) reach the window's Undo and Redo from every widget of
// it. A text field (QLineEdit, a spin box's or an editable combo box's line, a plain text
// editor) claims these keys for its own undo even when it has nothing to undo, so the
// window's step was silently lost: the keys go to the field only when it has a step of
// its own to undo or redo, else to the window.
class UndoShortcuts : public QObject {
    Q_OBJECT
public:
    // Watches the application's shortcut overrides for the widgets of `window` (floating
    // docks included).
    explicit UndoShortcuts(QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool belongsToWindow(const QWidget* widget) const;

    QWidget* m_window;
};

} // namespace FlowAudit
