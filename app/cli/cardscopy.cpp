#include "app/cli/cardscopy.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/patchedsave.h"

#include "core/io/files/bundleddata.h"
#include "core/vendors/cardcopy.h"
#include "core/vendors/vendorcatalogue.h"

#include <QDir>

namespace FlowAudit::Cli {

int copyCard(CommandContext& context, const QStringList& words) {
    const QString cardId = words.value(0);
    const QString file = words.value(1);
    const QString to = context.value(QLatin1StringView("to"));
    if (cardId.isEmpty() || (file.isEmpty() == to.isEmpty()))
        return context.usageError(
            tr("cards copy takes a card ID and either the inventory, whose vendor_cards folder "
               "gets the card, or --to DIR"));
    const VendorCatalogue::LoadResult bundled =
        VendorCatalogue::loadDirectory(BundledData::vendorsDirectory());
    const VendorCard* card = bundled.catalogue.find(cardId);
    if (!card) {
        QStringList ids;
        for (const VendorCard& each : bundled.catalogue.cards())
            ids.append(each.id);
        return context.notRun(tr("no bundled card is %1; the bundled cards are %2")
                                  .arg(cardId, ids.join(QStringLiteral(", "))));
    }
    QString folder = to;
    std::optional<ReadInventory> inventory;
    bool addKey = false;
    if (!file.isEmpty()) {
        inventory = readForPatching(file);
        if (!inventory)
            return context.notRun();
        addKey = !CardCopy::namesFolder(*inventory->read.inventory);
        const CardResolution::TeamFolder team =
            CardCopy::madeFolder(CardCopy::namingFolder(*inventory->read.inventory), file);
        if (team.error)
            return context.notRun(team.error->toString());
        folder = team.path;
    } else if (!QDir().mkpath(folder)) {
        return context.notRun(tr("%1: the folder could not be made").arg(folder));
    }

    const CardCopy::Copied copied = CardCopy::intoFolder(card->id, folder);
    if (copied.error)
        return context.notRun(copied.error->toString());
    printLine(stdout, tr("copied the bundled card %1 to %2")
                          .arg(card->id, QDir::toNativeSeparators(copied.file)));
    if (addKey) {
        const Inventory saved = CardCopy::namingFolder(*inventory->read.inventory);
        if (savePatched(QStringLiteral("cards copy"), file, *inventory, saved, false) != 0)
            return context.notRun();
        printLine(stdout, tr("%1 now names its team's folder: vendor_cards: %2")
                              .arg(QDir::toNativeSeparators(file), CardCopy::DefaultFolder));
    }
    return context.done();
}

} // namespace FlowAudit::Cli
