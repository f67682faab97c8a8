#include "ui/maths/vendorpanels.h"

#include "ui/flowpanel/selectedflow.h"
#include "ui/maths/ackbudgetdock.h"
#include "ui/maths/ledgerdock.h"
#include "ui/maths/replaywindowdock.h"
#include "ui/maths/retryproductdock.h"
#include "ui/simulation/retrystormdock.h"
#include "ui/vendors/cardfiledocuments.h"
#include "ui/vendors/vendorcardsdock.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/vendors/vendorcardview.h"
#include "ui/vendors/vendorwindowsdialog.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>

namespace FlowAudit {

VendorPanels::VendorPanels(QMainWindow* window, InventoryDocument* document,
                           InventoryEditor* editor, InventoryModel* model, VendorCardStore* store,
                           UserPrompts* prompts)
    : QObject(window)
    , m_window(window)
    , m_prompts(prompts)
    , m_store(store)
    , m_cardFiles(new CardFileDocuments(store, prompts, window))
    , m_selected(new SelectedFlow(document, model, this))
    , m_cards(new VendorCardsDock(m_selected, store, prompts, window))
    , m_ack(new AckBudgetDock(m_selected, editor, store, window))
    , m_retry(new RetryProductDock(m_selected, editor, window))
    , m_storm(new RetryStormDock(m_selected, editor, store, prompts, window))
    , m_replay(new ReplayWindowDock(m_selected, editor, store, window))
    , m_ledger(new LedgerDock(m_selected, store, prompts, window))
    , m_showWindows(new QAction(tr("Vendor &Windows Chart…"), this)) {
    // Mark Fact as Checked… is an undo step of the team's card file, a document of its own.
    m_cards->cardView()->setCardFiles(m_cardFiles);
    m_showWindows->setObjectName(QStringLiteral("actionVendorWindows"));
    m_showWindows->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    m_showWindows->setStatusTip(
        tr("Every window of every vendor card on one time axis, for a workshop"));
    connect(m_showWindows, &QAction::triggered, this, [this] {
        VendorWindowsDialog* dialog = windowsDialog();
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });

    // The right column: the flow and its vendor cards as tabs above, the maths below.
    window->addDockWidget(Qt::RightDockWidgetArea, m_cards);
    window->addDockWidget(Qt::RightDockWidgetArea, m_ack);
    window->tabifyDockWidget(m_ack, m_retry);
    window->tabifyDockWidget(m_retry, m_storm);
    window->tabifyDockWidget(m_storm, m_replay);
    window->tabifyDockWidget(m_replay, m_ledger);
    m_ack->raise();
    // Which tab is in front at a first start is DefaultLayout's to say.
    if (QDockWidget* flowDock = window->findChild<QDockWidget*>(QStringLiteral("flowFormDock")))
        window->tabifyDockWidget(flowDock, m_cards);
    // The right column runs the window's full height, so the panels have room to read;
    // its first sizes are DefaultLayout's.
    window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
}

void VendorPanels::selectFlow(int flowIndex) {
    m_selected->select(flowIndex);
}

QList<QDockWidget*> VendorPanels::docks() const {
    return {m_cards, m_ack, m_retry, m_storm, m_replay, m_ledger};
}

VendorWindowsDialog* VendorPanels::windowsDialog() {
    if (!m_windows)
        m_windows = new VendorWindowsDialog(m_selected, m_store, m_prompts, m_window);
    return m_windows;
}

} // namespace FlowAudit
