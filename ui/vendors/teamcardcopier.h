#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace FlowAudit {

class InventoryDocument;
class InventoryEditor;
class UserPrompts;
class VendorCardStore;

// Copy to Team's Folder: a bundled card's file into the folder the open inventory names
// (vendor_cards:), or vendor-cards/ beside it, which the inventory then names as one undo
// step that the next save writes as one line (CardCopy, as flowaudit-cli cards copy does).
// The card is then the team's, to be quoted, checked and stamped.
class TeamCardCopier : public QObject {
    Q_OBJECT
public:
    // `inventoryPath` says where the open inventory is saved (empty: untitled).
    TeamCardCopier(InventoryDocument* document, InventoryEditor* editor,
                   std::function<QString()> inventoryPath, VendorCardStore* store,
                   UserPrompts* prompts, QObject* parent = nullptr);

    // False, said, when it could not be: an untitled inventory, a refused folder, a card there.
    bool copy(QWidget* parent, const QString& cardId);

private:
    InventoryDocument* m_document;
    InventoryEditor* m_editor;
    std::function<QString()> m_inventoryPath;
    VendorCardStore* m_store;
    UserPrompts* m_prompts;
};

} // namespace FlowAudit
