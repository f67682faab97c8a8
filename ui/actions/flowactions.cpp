#include "ui/actions/flowactions.h"

#include "core/document/inventorydocument.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/models/inventorymodel.h"
#include "ui/views/inventorytableview.h"
#include "ui/views/tableclipboard.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QSortFilterProxyModel>
#include <QUndoStack>

namespace FlowAudit {

namespace {
QAction* makeAction(QObject* parent, const QString& text, const QString& name,
                    const QKeySequence& shortcut) {
    auto* action = new QAction(text, parent);
    action->setObjectName(name);
    action->setShortcut(shortcut);
    return action;
}
} // namespace

FlowActions::FlowActions(InventoryTableView* view, QSortFilterProxyModel* proxy,
                         InventoryModel* model, InventoryEditor* editor, QObject* parent)
    : QObject(parent)
    , m_view(view)
    , m_proxy(proxy)
    , m_model(model)
    , m_editor(editor)
    , m_clipboard(new TableClipboard(view, model, editor)) {
    cut = makeAction(this, tr("Cu&t"), QStringLiteral("actionCut"), QKeySequence::Cut);
    copy = makeAction(this, tr("&Copy"), QStringLiteral("actionCopy"), QKeySequence::Copy);
    paste = makeAction(this, tr("&Paste"), QStringLiteral("actionPaste"), QKeySequence::Paste);
    pasteAsNewFlows =
        makeAction(this, tr("Paste as &New Flows"), QStringLiteral("actionPasteAsNewFlows"),
                   QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    clearCells = makeAction(this, tr("C&lear Cells"), QStringLiteral("actionClearCells"),
                            QKeySequence::Delete);
    addFlow = makeAction(this, tr("&Add Flow"), QStringLiteral("actionAddFlow"),
                         QKeySequence(Qt::CTRL | Qt::Key_Return));
    duplicateFlows =
        makeAction(this, tr("D&uplicate Flows"), QStringLiteral("actionDuplicateFlows"),
                   QKeySequence(Qt::CTRL | Qt::Key_D));
    deleteFlows = makeAction(this, tr("&Delete Flows"), QStringLiteral("actionDeleteFlows"),
                             QKeySequence(Qt::CTRL | Qt::Key_Delete));
    moveUp = makeAction(this, tr("Move Flow &Up"), QStringLiteral("actionMoveUp"),
                        QKeySequence(Qt::ALT | Qt::Key_Up));
    moveDown = makeAction(this, tr("Move Flow Do&wn"), QStringLiteral("actionMoveDown"),
                          QKeySequence(Qt::ALT | Qt::Key_Down));
    // The table's own shortcuts: line editors inside it keep Ctrl+C and Delete for text.
    for (QAction* action : {cut, copy, paste, pasteAsNewFlows, clearCells}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        view->addAction(action);
    }

    connect(cut, &QAction::triggered, this, [this] { m_clipboard->cut(); });
    connect(copy, &QAction::triggered, this, [this] { m_clipboard->copy(); });
    // What a paste left out or refused is said, never dropped silently; a paste that went
    // in whole says so, so an earlier refusal never stands beside it.
    const auto tellHowThePasteWent = [this](bool pasted) {
        if (!m_clipboard->notice().isEmpty())
            emit notice(m_clipboard->notice());
        else if (pasted)
            emit notice(tr("Done: %1").arg(m_editor->undoStack()->undoText()));
    };
    connect(paste, &QAction::triggered, this, [this, tellHowThePasteWent] {
        tellHowThePasteWent(m_clipboard->pasteFromClipboard());
    });
    connect(pasteAsNewFlows, &QAction::triggered, this, [this, tellHowThePasteWent] {
        tellHowThePasteWent(m_clipboard->pasteAsNewFlows(QApplication::clipboard()->text()));
    });
    connect(clearCells, &QAction::triggered, this, [this] { m_clipboard->clearSelection(); });
    connect(addFlow, &QAction::triggered, this, [this] {
        const int current = m_view->currentFlowIndex();
        const int at =
            m_editor->addFlow(current < 0 ? m_editor->document()->flowCount() : current + 1);
        selectFlow(at, m_model->columnOf(Field::FlowId));
    });
    connect(duplicateFlows, &QAction::triggered, this, [this] {
        const int at = m_editor->duplicateFlows(m_view->selectedFlowIndexes());
        if (at >= 0)
            selectFlow(at, m_model->columnOf(Field::FlowId));
    });
    connect(deleteFlows, &QAction::triggered, this,
            [this] { m_editor->removeFlows(m_view->selectedFlowIndexes()); });
    connect(moveUp, &QAction::triggered, this, [this] { move(-1); });
    connect(moveDown, &QAction::triggered, this, [this] { move(+1); });

    connect(view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &FlowActions::updateEnabled);
    connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &FlowActions::updateEnabled);
    connect(proxy, &QAbstractItemModel::modelReset, this, &FlowActions::updateEnabled);
    connect(proxy, &QAbstractItemModel::layoutChanged, this, &FlowActions::updateEnabled);
    connect(proxy, &QAbstractItemModel::rowsMoved, this, &FlowActions::updateEnabled);
    updateEnabled();
}

FlowActions::~FlowActions() {
    delete m_clipboard;
}

void FlowActions::selectFlow(int flowIndex, int column) {
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(flowIndex, column));
    m_view->showCell(index);
}

// Moving is in the user's order: it means nothing while the table is sorted by a column.
void FlowActions::move(int step) {
    const int flow = m_view->currentFlowIndex();
    const int column = m_view->currentIndex().column();
    if (m_editor->moveFlow(flow, step))
        selectFlow(flow + step, column);
}

void FlowActions::updateEnabled() {
    const bool hasCurrent = m_view->currentIndex().isValid();
    const bool unsorted = m_proxy->sortColumn() < 0;
    const int flow = m_view->currentFlowIndex();
    copy->setEnabled(hasCurrent);
    cut->setEnabled(hasCurrent);
    clearCells->setEnabled(hasCurrent);
    duplicateFlows->setEnabled(hasCurrent);
    deleteFlows->setEnabled(hasCurrent);
    moveUp->setEnabled(hasCurrent && unsorted && flow > 0);
    moveDown->setEnabled(hasCurrent && unsorted && flow + 1 < m_editor->document()->flowCount());
}

} // namespace FlowAudit
