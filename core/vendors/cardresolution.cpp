#include "core/vendors/cardresolution.h"

#include "core/io/files/bundleddata.h"
#include "core/model/inventory.h"
#include "core/vendors/vendorcardreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>

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

// What an inventory's value reaches (VendorCatalogue::named): case and `_`/`-` aside.
QString nameOf(const QString& cardId) {
    return cardId.toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
}

struct TeamRead {
    QList<VendorCard> cards;
    QList<CardResolution::Problem> problems;
};

// Every `*.yaml` of the folder, each card with its teamFile; a link out of the folder is
// refused unread (not one byte of it reaches a message), a card unread is its error.
TeamRead readTeamFolder(const QString& folder) {
    TeamRead read;
    const QDir dir(folder);
    const QString root = QFileInfo(folder).canonicalFilePath();
    for (const QString& name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name)) {
        const QString path = dir.filePath(name);
        if (!isInside(QFileInfo(path).canonicalFilePath(), root)) {
            read.problems.append(
                {CardResolution::ProblemKind::TeamCardUnread,
                 {path, 0, 0,
                  CardResolution::tr("a symbolic link out of the cards folder: not read")}});
            continue;
        }
        VendorCardReadResult card = VendorCardReader::readFile(path);
        if (!card.card) {
            read.problems.append({CardResolution::ProblemKind::TeamCardUnread, card.error});
            continue;
        }
        card.card->teamFile = path;
        read.cards.append(std::move(*card.card));
    }
    return read;
}

} // namespace

bool CardResolution::Problem::isTeams() const {
    return kind != ProblemKind::BundledCardUnread && kind != ProblemKind::OverridesUnread;
}

bool CardResolution::stops(ProblemKind kind, Refusal refusal) {
    switch (kind) {
    case ProblemKind::BundledCardUnread: // ours: the others go on, whoever reads them
    case ProblemKind::OverridesUnread:   // the bundled cards as they are; edits refused
        return false;
    case ProblemKind::TeamFolderRefused:
    case ProblemKind::TeamCardUnread:
    case ProblemKind::DuplicateCard:
        return refusal == Refusal::StopOnTeamProblem;
    }
    return true;
}

bool CardResolution::Resolved::stopped() const {
    return std::any_of(problems.begin(), problems.end(), [](const Problem& p) { return p.stops; });
}

QList<CardResolution::Problem> CardResolution::Resolved::teamProblems() const {
    QList<Problem> teams;
    for (const Problem& problem : problems)
        if (problem.isTeams())
            teams.append(problem);
    return teams;
}

CardResolution::TeamFolder CardResolution::folderOf(const Inventory& inventory,
                                                    const QString& inventoryPath) {
    const auto entry = std::find_if(inventory.extraKeys.begin(), inventory.extraKeys.end(),
                                    [](const YamlMapEntry& e) { return e.key == FolderKey; });
    if (entry == inventory.extraKeys.end() || inventoryPath.isEmpty())
        return {};
    const auto refuse = [&](const QString& why) {
        return TeamFolder{{}, IoError{inventoryPath, entry->value.line(), 0, why}};
    };
    if (!entry->value.isScalar() || entry->value.text().trimmed().isEmpty())
        return refuse(tr("vendor_cards names a folder of card files, such as cards/"));
    const QString named = entry->value.text().trimmed();
    if (QDir::isAbsolutePath(named))
        return refuse(tr("vendor_cards %1 must be relative to the inventory's folder").arg(named));
    const QFileInfo folder(QFileInfo(inventoryPath).absoluteDir().filePath(named));
    if (!folder.isDir())
        return refuse(tr("vendor_cards %1 is not a folder beside the inventory").arg(named));
    const QString canonical = folder.canonicalFilePath();
    const QString repository = repositoryOf(inventoryPath);
    if (!isInside(canonical, repository))
        return refuse(tr("vendor_cards %1 leads to %2, outside the inventory's repository %3 (by "
                         ".. or a symbolic link): not read")
                          .arg(named, QDir::toNativeSeparators(canonical),
                               QDir::toNativeSeparators(repository)));
    return {canonical, std::nullopt};
}

CardResolution::TeamFolder CardResolution::givenFolder(const QString& path) {
    const QFileInfo folder(path);
    if (!folder.isDir())
        return {{}, IoError{path, 0, 0, tr("the folder of cards does not exist")}};
    return {folder.canonicalFilePath(), std::nullopt};
}

CardResolution::CardResolution(const QString& bundledFolder, const QString& overridesPath)
    : m_bundledFolder(bundledFolder) {
    if (bundledFolder.isEmpty()) {
        m_baseProblems.append({ProblemKind::BundledCardUnread,
                               {QString(), 0, 0,
                                tr("the vendor cards were not found: set FLOWAUDIT_DATA_DIR to "
                                   "the folder holding vendors/")}});
    } else {
        VendorCatalogue::LoadResult loaded = VendorCatalogue::loadDirectory(bundledFolder);
        m_bundled = std::move(loaded.catalogue);
        for (IoError& error : loaded.errors)
            m_baseProblems.append({ProblemKind::BundledCardUnread, std::move(error)});
    }
    if (!overridesPath.isEmpty()) {
        VendorOverrides::ReadResult read = VendorOverrides::readFile(overridesPath);
        if (read.error)
            m_baseProblems.append({ProblemKind::OverridesUnread, *read.error});
        m_overrides = std::move(read.overrides);
    }
    m_base = m_bundled.withOverrides(m_overrides);
}

CardResolution::CardResolution(VendorCatalogue bundled)
    : m_bundled(std::move(bundled))
    , m_base(m_bundled) {}

CardResolution CardResolution::installed() {
    return CardResolution(BundledData::vendorsDirectory());
}

bool CardResolution::overridesReadable() const {
    return std::none_of(m_baseProblems.begin(), m_baseProblems.end(),
                        [](const Problem& p) { return p.kind == ProblemKind::OverridesUnread; });
}

void CardResolution::setOverrides(VendorOverrides overrides) {
    m_overrides = std::move(overrides);
    m_base = m_bundled.withOverrides(m_overrides);
}

CardResolution::Resolved CardResolution::resolve(const TeamFolder& team, Refusal refusal) const {
    Resolved resolved;
    resolved.problems = m_baseProblems;
    for (const VendorCard& card : m_base.cards()) {
        const bool edited = m_bundled.find(card.id) && *m_bundled.find(card.id) != card;
        resolved.origins.insert(
            card.id, {edited ? Source::Overridden : Source::Bundled,
                      m_bundledFolder.isEmpty()
                          ? QString()
                          : QDir(m_bundledFolder).filePath(card.id + QStringLiteral(".yaml")),
                      false});
    }
    if (team.error)
        resolved.problems.append({ProblemKind::TeamFolderRefused, *team.error});
    QList<VendorCard> accepted;
    if (!team.path.isEmpty()) {
        resolved.teamFolder = team.path;
        TeamRead read = readTeamFolder(team.path);
        resolved.problems += read.problems;
        // A card an inventory could not tell from another (VendorCatalogue::named) is left
        // out: two would apply where one was meant.
        QHash<QString, QString> taken; // the name an inventory writes → the card ID it reaches
        for (const VendorCard& card : m_base.cards())
            taken.insert(nameOf(card.id), card.id);
        QHash<QString, QString> teamTaken;
        // A card whose ID is written as an inventory names it comes first: the one kept.
        std::stable_partition(read.cards.begin(), read.cards.end(),
                              [](const VendorCard& card) { return card.id == nameOf(card.id); });
        for (VendorCard& card : read.cards) {
            const QString name = nameOf(card.id);
            QString other = teamTaken.value(name);
            if (other.isEmpty() && taken.value(name, card.id) != card.id)
                other = taken.value(name);
            if (!other.isEmpty()) {
                resolved.problems.append(
                    {ProblemKind::DuplicateCard,
                     {card.teamFile, 0, 0,
                      tr("the card `%1` names the same card as `%2` (IDs that differ only in "
                         "case, _ or - are one card to an inventory): not read")
                          .arg(card.id, other)}});
                continue;
            }
            teamTaken.insert(name, card.id);
            accepted.append(std::move(card));
        }
    }
    for (const VendorCard& card : accepted)
        resolved.origins.insert(card.id,
                                {Source::Team, card.teamFile, m_base.find(card.id) != nullptr});
    resolved.cards = m_base.withTeamCards(VendorCatalogue(std::move(accepted)));
    for (Problem& problem : resolved.problems)
        problem.stops = stops(problem.kind, refusal);
    return resolved;
}

CardResolution::Resolved CardResolution::forInventory(const Inventory& inventory,
                                                      const QString& inventoryPath,
                                                      Refusal refusal) const {
    return resolve(folderOf(inventory, inventoryPath), refusal);
}

} // namespace FlowAudit
