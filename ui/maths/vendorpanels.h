#pragma once

#include <QObject>

class QAction;
class QDockWidget;
class QMainWindow;

namespace FlowAudit {

class AckBudgetDock;
class CardFileDocuments;
class InventoryDocument;
class InventoryEditor;
class InventoryModel;
class LedgerDock;
class ReplayWindowDock;
class RetryStormDock;
class RetryProductDock;
class SelectedFlow;
class UserPrompts;
class VendorCardStore;
class VendorCardsDock;
class VendorWindowsDialog;

// The vendor cards and the delivery maths beside the table: the cards dock, the ack
// budget, retry product, retry storm, replay window and ledger panels, and the vendor windows
// chart. All follow one selected flow; the main window only places them.
class VendorPanels : public QObject {
    Q_OBJECT
public:
    VendorPanels(QMainWindow* window, InventoryDocument* document, InventoryEditor* editor,
                 InventoryModel* model, VendorCardStore* store, UserPrompts* prompts);

    void selectFlow(int flowIndex);
    QList<QDockWidget*> docks() const;
    QAction* showWindowsAction() const { return m_showWindows; }

    SelectedFlow* selected() const { return m_selected; }
    VendorCardStore* store() const { return m_store; }
    // The team's card files edited in the cards dock, each a document of its own.
    CardFileDocuments* cardFiles() const { return m_cardFiles; }
    VendorCardsDock* cardsDock() const { return m_cards; }
    AckBudgetDock* ackBudgetDock() const { return m_ack; }
    RetryProductDock* retryProductDock() const { return m_retry; }
    ReplayWindowDock* replayWindowDock() const { return m_replay; }
    LedgerDock* ledgerDock() const { return m_ledger; }
    RetryStormDock* retryStormDock() const { return m_storm; }
    VendorWindowsDialog* windowsDialog(); // made when first shown

private:
    QMainWindow* m_window;
    UserPrompts* m_prompts;
    VendorCardStore* m_store;
    CardFileDocuments* m_cardFiles;
    SelectedFlow* m_selected;
    VendorCardsDock* m_cards;
    AckBudgetDock* m_ack;
    RetryProductDock* m_retry;
    RetryStormDock* m_storm;
    ReplayWindowDock* m_replay;
    LedgerDock* m_ledger;
    VendorWindowsDialog* m_windows = nullptr;
    QAction* m_showWindows;
};

} // namespace FlowAudit
