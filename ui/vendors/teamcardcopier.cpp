#include "ui/vendors/teamcardcopier.h"

#include "core/document/inventorydocument.h"
#include "core/vendors/cardcopy.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/dialogs/userprompts.h"
#include "ui/vendors/vendorcardstore.h"

#include <QDir>

namespace FlowAudit {

TeamCardCopier::TeamCardCopier(InventoryDocument* document, InventoryEditor* editor,
                               std::function<QString()> inventoryPath, VendorCardStore* store,
                               UserPrompts* prompts, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_editor(editor)
    , m_inventoryPath(std::move(inventoryPath))
    , m_store(store)
    , m_prompts(prompts) {}

bool TeamCardCopier::copy(QWidget* parent, const QString& cardId) {
    const QString title = tr("Copy to Team's Folder");
    const QString path = m_inventoryPath();
    if (path.isEmpty()) {
        m_prompts->showError(parent, title,
                             tr("Save the inventory first: the team's folder of cards lies "
                                "beside it, in its repository."));
        return false;
    }
    const Inventory named = CardCopy::namingFolder(m_document->inventory());
    const CardResolution::TeamFolder team = CardCopy::madeFolder(named, path);
    if (team.error) {
        m_prompts->showError(parent, title, team.error->toString());
        return false;
    }
    const CardCopy::Copied copied = CardCopy::intoFolder(cardId, team.path);
    if (copied.error) {
        m_prompts->showError(parent, title, copied.error->toString());
        return false;
    }
    const bool namedNow = m_editor->nameCardFolder();
    m_store->setInventory(named, path);
    m_prompts->showInformation(
        parent, title,
        namedNow ? tr("%1 is now the team's card %2. The inventory names its folder "
                      "(vendor_cards: %3): save it to keep that.")
                       .arg(cardId, QDir::toNativeSeparators(copied.file), CardCopy::DefaultFolder)
                 : tr("%1 is now the team's card %2.")
                       .arg(cardId, QDir::toNativeSeparators(copied.file)));
    return true;
}

} // namespace FlowAudit
