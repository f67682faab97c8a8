#include "core/vendors/cardcopy.h"

#include "core/io/files/atomicfile.h"
#include "core/io/files/bundleddata.h"
#include "core/vendors/vendorcardreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace FlowAudit {

namespace {

// The folder the inventory's vendor_cards names, as written; nullopt when it names none.
std::optional<QString> namedFolder(const Inventory& inventory) {
    const auto entry =
        std::find_if(inventory.extraKeys.begin(), inventory.extraKeys.end(),
                     [](const YamlMapEntry& e) { return e.key == CardResolution::FolderKey; });
    if (entry == inventory.extraKeys.end())
        return std::nullopt;
    return entry->value.text().trimmed();
}

} // namespace

bool CardCopy::namesFolder(const Inventory& inventory) {
    return namedFolder(inventory).has_value();
}

Inventory CardCopy::namingFolder(const Inventory& inventory) {
    Inventory named = inventory;
    if (!namesFolder(inventory))
        named.extraKeys.push_back(
            {QString(CardResolution::FolderKey), YamlValue::scalar(QString(DefaultFolder))});
    return named;
}

CardResolution::TeamFolder CardCopy::madeFolder(const Inventory& inventory,
                                                const QString& inventoryPath) {
    const auto entry =
        std::find_if(inventory.extraKeys.begin(), inventory.extraKeys.end(),
                     [](const YamlMapEntry& e) { return e.key == CardResolution::FolderKey; });
    const QString named =
        entry == inventory.extraKeys.end() ? QString(DefaultFolder) : entry->value.text().trimmed();
    const QString folder = QFileInfo(inventoryPath).absoluteDir().filePath(named);
    const bool made =
        !QFileInfo(folder).exists() && !QDir::isAbsolutePath(named) && QDir().mkpath(folder);
    CardResolution::TeamFolder team = CardResolution::folderOf(inventory, inventoryPath);
    if (team.error && made)
        QDir().rmdir(folder); // refused after all (outside the repository): left as found
    return team;
}

CardCopy::Copied CardCopy::intoFolder(const QString& cardId, const QString& folder) {
    const auto refused = [](const QString& file, const QString& why) {
        return Copied{{}, IoError{file, 0, 0, why}};
    };
    const QString source = BundledData::vendorCardFile(cardId);
    const QString target = QDir(folder).filePath(cardId + QStringLiteral(".yaml"));
    if (QFileInfo::exists(target))
        return refused(target, QCoreApplication::translate(
                                   "CardCopy", "the team's card %1 is there already; nothing "
                                               "copied")
                                   .arg(cardId));
    QFile bundled(source);
    if (!bundled.open(QIODevice::ReadOnly))
        return refused(source, bundled.errorString());
    if (const std::optional<IoError> error = AtomicFile::write(target, bundled.readAll()))
        return {{}, error};
    // Read back as the team's card it now is, before anyone is told of it.
    if (const VendorCardReadResult back = VendorCardReader::readFile(target); !back.card) {
        QFile::remove(target);
        return {{}, back.error};
    }
    return {target, std::nullopt};
}

} // namespace FlowAudit
