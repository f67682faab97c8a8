#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QUndoGroup;
class QUndoStack;
class QWidget;

namespace FlowAudit {

class CardFileDocuments;
class VendorCardView;

// The undo of every open document in one QUndoGroup, as Tiled's documents share theirs: the
// inventory's stack and the stack of each team card file open (CardFileDocuments). The Edit
// menu's Undo and Redo are the group's and act on the active stack, which follows what the
// user edits: a step pushed on a stack makes it active, the focus in the vendor card panel
// makes the shown card's file active (when it is open), and the focus anywhere else in the
// window the inventory.
class DocumentUndo : public QObject {
    Q_OBJECT
public:
    DocumentUndo(QUndoStack* inventory, CardFileDocuments* cardFiles, VendorCardView* cardView,
                 QWidget* window);

    QUndoGroup* group() const { return m_group; }
    QAction* undoAction() const { return m_undo; }
    QAction* redoAction() const { return m_redo; }
    // Stops following the focus (the window is going).
    void stopFollowingFocus();

private:
    void followFocus(QWidget* now);
    bool belongsToWindow(const QWidget* widget) const;

    QUndoGroup* m_group;
    QPointer<QUndoStack> m_inventory;
    CardFileDocuments* m_cardFiles;
    QPointer<VendorCardView> m_cardView;
    QWidget* m_window;
    QAction* m_undo;
    QAction* m_redo;
};

} // namespace FlowAudit
