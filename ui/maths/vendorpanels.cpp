#include "ui/maths/vendorpanels.h"

#include "ui/flowpanel/selectedflow.h"
#include "ui/vendors/cardfiledocuments.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/vendors/vendorwindowsdialog.h"

#include <QAction>
#include <QMainWindow>

namespace FlowAudit {

VendorPanels::VendorPanels(QMainWindow* window, InventoryDocument* document, InventoryModel* model,
                           VendorCardStore* store, UserPrompts* prompts)
    : QObject(window)
    , m_window(window)
    , m_prompts(prompts)
    , m_store(store)
    , m_cardFiles(new CardFileDocuments(store, prompts, window))
    , m_selected(new SelectedFlow(document, model, this))
    , m_showWindows(new QAction(tr("Vendor &Windows Chart…"), this)) {
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
}

void VendorPanels::selectFlow(int flowIndex) {
    m_selected->select(flowIndex);
}

VendorWindowsDialog* VendorPanels::windowsDialog() {
    if (!m_windows)
        m_windows = new VendorWindowsDialog(m_selected, m_store, m_prompts, m_window);
    return m_windows;
}

} // namespace FlowAudit
