#pragma once

#include <QObject>

class QAction;
class QMainWindow;

namespace FlowAudit {

class CardFileDocuments;
class InventoryDocument;
class InventoryModel;
class SelectedFlow;
class UserPrompts;
class VendorCardStore;
class VendorWindowsDialog;

// What the vendor cards and the delivery maths beside the table share: the vendor cards,
// the one selected flow they all follow, and the vendor windows chart. The docks themselves
// (the cards, the ack budget, retry product, retry storm, replay window and ledger panels)
// are made from ui/dockregistry.cpp.
class VendorPanels : public QObject {
    Q_OBJECT
public:
    VendorPanels(QMainWindow* window, InventoryDocument* document, InventoryModel* model,
                 VendorCardStore* store, UserPrompts* prompts);

    void selectFlow(int flowIndex);
    QAction* showWindowsAction() const { return m_showWindows; }

    SelectedFlow* selected() const { return m_selected; }
    VendorCardStore* store() const { return m_store; }
    // The team's card files edited in the cards dock, each a document of its own.
    CardFileDocuments* cardFiles() const { return m_cardFiles; }
    VendorWindowsDialog* windowsDialog(); // made when first shown

private:
    QMainWindow* m_window;
    UserPrompts* m_prompts;
    VendorCardStore* m_store;
    CardFileDocuments* m_cardFiles;
    SelectedFlow* m_selected;
    VendorWindowsDialog* m_windows = nullptr;
    QAction* m_showWindows;
};

} // namespace FlowAudit
