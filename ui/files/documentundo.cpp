#include "ui/files/documentundo.h"

#include "ui/vendors/cardfiledocument.h"
#include "ui/vendors/cardfiledocuments.h"
#include "ui/vendors/vendorcardview.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QUndoGroup>
#include <QUndoStack>

namespace FlowAudit {

DocumentUndo::DocumentUndo(QUndoStack* inventory, CardFileDocuments* cardFiles,
                           VendorCardView* cardView, QWidget* window)
    : QObject(window)
    , m_group(new QUndoGroup(this))
    , m_inventory(inventory)
    , m_cardFiles(cardFiles)
    , m_cardView(cardView)
    , m_window(window)
    , m_undo(m_group->createUndoAction(window, tr("&Undo")))
    , m_redo(m_group->createRedoAction(window, tr("&Redo"))) {
    m_undo->setShortcuts(QKeySequence::Undo);
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_redo->setShortcuts(QKeySequence::Redo);
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_group->addStack(inventory);
    m_group->setActiveStack(inventory);
    // An edit of the inventory (or a new document) makes it the one Undo takes back.
    connect(inventory, &QUndoStack::indexChanged, this,
            [this] { m_group->setActiveStack(m_inventory); });
    for (CardFileDocument* document : cardFiles->documents())
        m_group->addStack(document->undoStack());
    connect(cardFiles, &CardFileDocuments::opened, this, [this](CardFileDocument* document) {
        m_group->addStack(document->undoStack());
        connect(document, &CardFileDocument::edited, this,
                [this, document] { m_group->setActiveStack(document->undoStack()); });
    });
    // A closed file's stack leaves the group; the inventory's is active again.
    connect(cardFiles, &CardFileDocuments::aboutToClose, this, [this](CardFileDocument* document) {
        if (m_group->activeStack() == document->undoStack())
            m_group->setActiveStack(m_inventory);
        m_group->removeStack(document->undoStack());
    });
    connect(qApp, &QApplication::focusChanged, this,
            [this](QWidget*, QWidget* now) { followFocus(now); });
}

void DocumentUndo::stopFollowingFocus() {
    disconnect(qApp, &QApplication::focusChanged, this, nullptr);
}

bool DocumentUndo::belongsToWindow(const QWidget* widget) const {
    for (const QWidget* w = widget; w; w = w->parentWidget())
        if (w == m_window)
            return true;
    return false;
}

void DocumentUndo::followFocus(QWidget* now) {
    if (!now || !belongsToWindow(now) || qobject_cast<QDialog*>(now->window()) || !m_inventory)
        return; // a dialog, or another window: the stack stays
    QUndoStack* stack = m_inventory;
    if (m_cardView && (m_cardView == now || m_cardView->isAncestorOf(now))) {
        if (const CardFileDocument* document = m_cardFiles->find(m_cardView->teamFile()))
            stack = document->undoStack();
    }
    m_group->setActiveStack(stack);
}

} // namespace FlowAudit
