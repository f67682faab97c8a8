#include "app/cli/cardscopy.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/patchedsave.h"

#include "core/io/files/atomicfile.h"
#include "core/io/files/bundleddata.h"
#include "core/vendors/cardresolution.h"
#include "core/vendors/vendorcardreader.h"
#include "core/vendors/vendorcatalogue.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace FlowAudit::Cli {

namespace {

// The folder an inventory that names none gets, beside it.
const QLatin1StringView DefaultFolder("vendor-cards/");

// The folder the inventory's vendor_cards names, made if it is missing (then checked as
// every reader checks it); or why not.
CardResolution::TeamFolder namedFolder(const Inventory& inventory, const QString& file,
                                       const QString& named) {
    const QString folder = QFileInfo(file).absoluteDir().filePath(named);
    const bool made =
        !QFileInfo(folder).exists() && !QDir::isAbsolutePath(named) && QDir().mkpath(folder);
    CardResolution::TeamFolder team = CardResolution::folderOf(inventory, file);
    if (team.error && made)
        QDir().rmdir(folder); // refused after all (outside the repository): left as found
    return team;
}

} // namespace

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
    const QString source = BundledData::vendorCardFile(card->id);

    QString folder = to;
    std::optional<ReadInventory> inventory;
    bool addKey = false;
    if (!file.isEmpty()) {
        inventory = readForPatching(file);
        if (!inventory)
            return context.notRun();
        const Inventory& read = *inventory->read.inventory;
        const auto entry =
            std::find_if(read.extraKeys.begin(), read.extraKeys.end(),
                         [](const YamlMapEntry& e) { return e.key == CardResolution::FolderKey; });
        Inventory named = read;
        if (entry == read.extraKeys.end()) {
            addKey = true;
            named.extraKeys.push_back(
                {QString(CardResolution::FolderKey), YamlValue::scalar(QString(DefaultFolder))});
        }
        const QString value = addKey ? QString(DefaultFolder) : entry->value.text().trimmed();
        const CardResolution::TeamFolder team = namedFolder(named, file, value);
        if (team.error)
            return context.notRun(team.error->toString());
        folder = team.path;
    } else if (!QDir().mkpath(folder)) {
        return context.notRun(tr("%1: the folder could not be made").arg(folder));
    }

    const QString target = QDir(folder).filePath(card->id + QStringLiteral(".yaml"));
    if (QFileInfo::exists(target))
        return context.notRun(tr("%1 exists: the team's card %2 is there already; nothing copied")
                                  .arg(QDir::toNativeSeparators(target), card->id));
    QFile bundledFile(source);
    if (!bundledFile.open(QIODevice::ReadOnly))
        return context.notRun(tr("%1: %2").arg(source, bundledFile.errorString()));
    if (const std::optional<IoError> error = AtomicFile::write(target, bundledFile.readAll()))
        return context.notRun(error->toString());
    // Read back as the team's card it now is, before the inventory is told of it.
    if (const VendorCardReadResult back = VendorCardReader::readFile(target); !back.card)
        return context.notRun(back.error.toString());
    printLine(
        stdout,
        tr("copied the bundled card %1 to %2").arg(card->id, QDir::toNativeSeparators(target)));
    if (addKey) {
        Inventory saved = *inventory->read.inventory;
        saved.extraKeys.push_back(
            {QString(CardResolution::FolderKey), YamlValue::scalar(QString(DefaultFolder))});
        if (savePatched(QStringLiteral("cards copy"), file, *inventory, saved, false) != 0)
            return context.notRun();
        printLine(stdout, tr("%1 now names its team's folder: vendor_cards: %2")
                              .arg(QDir::toNativeSeparators(file), DefaultFolder));
    }
    return context.done();
}

} // namespace FlowAudit::Cli
