#include "core/vendors/teamcards.h"

#include "core/model/inventory.h"
#include "core/vendors/vendorcardreader.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>

namespace FlowAudit {

namespace {

// The repository the inventory lives in: the nearest folder above it holding .git, else the
// inventory's own folder.
QString repositoryOf(const QString& inventoryPath) {
    const QString start = QFileInfo(inventoryPath).absoluteDir().canonicalPath();
    for (QDir dir(start);;) {
        if (QFileInfo::exists(dir.filePath(QStringLiteral(".git"))))
            return dir.canonicalPath();
        if (!dir.cdUp())
            return start;
    }
}

bool isInside(const QString& path, const QString& root) {
    return path == root ||
           path.startsWith(root.endsWith(QLatin1Char('/')) ? root : root + QLatin1Char('/'));
}

} // namespace

TeamCards::Folder TeamCards::folderOf(const Inventory& inventory, const QString& inventoryPath) {
    const auto entry =
        std::find_if(inventory.extraKeys.begin(), inventory.extraKeys.end(),
                     [](const YamlMapEntry& e) { return e.key == QLatin1String("vendor_cards"); });
    if (entry == inventory.extraKeys.end())
        return {};
    const auto refuse = [&](const QString& why) {
        return Folder{{}, IoError{inventoryPath, entry->value.line(), 0, why}};
    };
    if (!entry->value.isScalar() || entry->value.text().trimmed().isEmpty())
        return refuse(QCoreApplication::translate(
            "TeamCards", "vendor_cards names a folder of card files, such as cards/"));
    const QString named = entry->value.text().trimmed();
    if (QDir::isAbsolutePath(named))
        return refuse(QCoreApplication::translate(
                          "TeamCards", "vendor_cards %1 must be relative to the inventory's folder")
                          .arg(named));
    const QFileInfo folder(QFileInfo(inventoryPath).absoluteDir().filePath(named));
    if (!folder.isDir())
        return refuse(QCoreApplication::translate("TeamCards",
                                                  "vendor_cards %1 is not a folder beside the "
                                                  "inventory")
                          .arg(named));
    const QString canonical = folder.canonicalFilePath();
    const QString repository = repositoryOf(inventoryPath);
    if (!isInside(canonical, repository))
        return refuse(QCoreApplication::translate(
                          "TeamCards", "vendor_cards %1 leads to %2, outside the inventory's "
                                       "repository %3 (by .. or a symbolic link): not read")
                          .arg(named, QDir::toNativeSeparators(canonical),
                               QDir::toNativeSeparators(repository)));
    return {canonical, std::nullopt};
}

TeamCards::Loaded TeamCards::load(const QString& folder) {
    Loaded loaded;
    const QDir dir(folder);
    const QString root = QFileInfo(folder).canonicalFilePath();
    QList<VendorCard> cards;
    for (const QString& name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name)) {
        const QString path = dir.filePath(name);
        // A card file that is a link out of the folder is refused, unread, as the folder
        // would be: not one byte of it reaches an error message.
        if (!isInside(QFileInfo(path).canonicalFilePath(), root)) {
            loaded.errors.append({path, 0, 0,
                                  QCoreApplication::translate(
                                      "TeamCards", "a symbolic link out of the cards folder: "
                                                   "not read")});
            continue;
        }
        VendorCardReadResult read = VendorCardReader::readFile(path);
        if (!read.card) {
            loaded.errors.append(read.error);
            continue;
        }
        read.card->teamFile = path;
        cards.append(std::move(*read.card));
    }
    loaded.cards = VendorCatalogue(std::move(cards));
    return loaded;
}

TeamCards::Loaded TeamCards::forInventory(const VendorCatalogue& bundled,
                                          const Inventory& inventory,
                                          const QString& inventoryPath) {
    const Folder folder = folderOf(inventory, inventoryPath);
    if (folder.error)
        return {bundled, {*folder.error}};
    if (folder.path.isEmpty())
        return {bundled, {}};
    Loaded team = load(folder.path);
    return {bundled.withTeamCards(team.cards), team.errors};
}

QString TeamCards::folderStamp(const QString& folder) {
    if (folder.isEmpty())
        return {};
    QString stamp;
    for (const QFileInfo& file : QDir(folder).entryInfoList(QDir::Files, QDir::Name))
        stamp += QStringLiteral("%1 %2 %3\n")
                     .arg(file.fileName())
                     .arg(file.size())
                     .arg(file.lastModified().toMSecsSinceEpoch());
    return stamp;
}

QString TeamCards::shownPath(const QString& teamFile, const QString& inventoryPath) {
    const QFileInfo inventory(inventoryPath);
    const QString folder = inventory.canonicalPath();
    return QDir(folder.isEmpty() ? inventory.absolutePath() : folder).relativeFilePath(teamFile);
}

} // namespace FlowAudit
