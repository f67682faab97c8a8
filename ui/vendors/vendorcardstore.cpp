#include "ui/vendors/vendorcardstore.h"

#include "core/io/files/bundleddata.h"
#include "core/vendors/teamcards.h"
#include "core/vendors/teamfolderwatch.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace FlowAudit {

namespace {

const QString StaleAfterKey = QStringLiteral("vendors/staleAfterDays");

} // namespace

VendorCardStore::VendorCardStore(const QString& bundledFolder, const QString& overridesPath,
                                 QObject* parent)
    : QObject(parent)
    , m_overridesPath(overridesPath)
    , m_watch(new TeamFolderWatch(this)) {
    // The team's cards change on disk too (git pull, cards verify --stamp, an editor):
    // read again once the writes settle, when a file's date or size changed.
    m_reloadSoon.setSingleShot(true);
    m_reloadSoon.setInterval(200);
    connect(&m_reloadSoon, &QTimer::timeout, this, [this] {
        if (TeamCards::folderStamp(m_teamFolder) != m_teamStamp)
            reloadTeamCards();
    });
    connect(m_watch, &TeamFolderWatch::changed, &m_reloadSoon, qOverload<>(&QTimer::start));
    if (bundledFolder.isEmpty()) {
        m_problems.append({QString(), 0, 0,
                           tr("the vendor cards were not found: set FLOWAUDIT_DATA_DIR to the "
                              "folder holding vendors/")});
    } else {
        VendorCatalogue::LoadResult loaded = VendorCatalogue::loadDirectory(bundledFolder);
        m_bundled = std::move(loaded.catalogue);
        m_problems.append(loaded.errors);
    }
    VendorOverrides::ReadResult read = VendorOverrides::readFile(overridesPath);
    if (read.error) {
        m_problems.append(*read.error);
        m_canEdit = false;
    }
    m_overrides = std::move(read.overrides);
    m_cards = m_bundled.withOverrides(m_overrides);
    m_staleAfterDays = QSettings().value(StaleAfterKey, CardAge::DefaultStaleAfterDays).toInt();
}

VendorCardStore* VendorCardStore::createDefault(QObject* parent) {
    return new VendorCardStore(BundledData::vendorsDirectory(), defaultOverridesPath(), parent);
}

QString VendorCardStore::defaultOverridesPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/vendor-overrides.yaml");
}

CardAge VendorCardStore::age(const VendorCard& card) const {
    return CardAge::of(card, today(), m_staleAfterDays);
}

void VendorCardStore::setStaleAfterDays(int days) {
    if (days == m_staleAfterDays)
        return;
    m_staleAfterDays = days;
    QSettings().setValue(StaleAfterKey, days);
    emit changed();
}

QDate VendorCardStore::today() const {
    return m_today.isValid() ? m_today : QDate::currentDate();
}

void VendorCardStore::setToday(QDate date) {
    m_today = date;
    emit changed();
}

std::optional<IoError> VendorCardStore::markChecked(const QString& cardId) {
    VendorOverrides next = m_overrides;
    next.markChecked(cardId, today());
    return commit(std::move(next));
}

std::optional<IoError> VendorCardStore::setFact(const QString& cardId, int index,
                                                const QString& text) {
    const VendorCard* card = m_bundled.find(cardId);
    if (!card || index < 0 || index >= card->facts.size())
        return std::nullopt;
    VendorOverrides next = m_overrides;
    next.setFact(*card, index, text);
    return commit(std::move(next));
}

std::optional<IoError> VendorCardStore::setWindow(const QString& cardId, int index,
                                                  Duration duration) {
    const VendorCard* card = m_bundled.find(cardId);
    if (!card || index < 0 || index >= card->windows.size())
        return std::nullopt;
    VendorOverrides next = m_overrides;
    next.setWindow(*card, index, duration);
    return commit(std::move(next));
}

std::optional<IoError> VendorCardStore::revert(const QString& cardId) {
    VendorOverrides next = m_overrides;
    next.revert(cardId);
    return commit(std::move(next));
}

void VendorCardStore::setInventory(const Inventory& inventory, const QString& inventoryPath) {
    m_folderProblem.reset();
    m_teamFolder.clear();
    m_inventoryPath = inventoryPath;
    if (!inventoryPath.isEmpty()) {
        const TeamCards::Folder folder = TeamCards::folderOf(inventory, inventoryPath);
        m_folderProblem = folder.error;
        m_teamFolder = folder.path;
    }
    m_verifications.clear(); // of other cards, perhaps
    reloadTeamCards();
}

void VendorCardStore::reloadTeamCards() {
    m_team = {};
    m_teamProblems.clear();
    if (m_folderProblem)
        m_teamProblems.append(*m_folderProblem);
    if (!m_teamFolder.isEmpty()) {
        TeamCards::Loaded loaded = TeamCards::load(m_teamFolder);
        m_team = std::move(loaded.cards);
        m_teamProblems.append(loaded.errors);
    }
    m_teamStamp = TeamCards::folderStamp(m_teamFolder);
    m_watch->clear();
    m_watch->watch(m_teamFolder);
    m_cards = m_bundled.withOverrides(m_overrides).withTeamCards(m_team);
    emit changed();
}

QString VendorCardStore::teamFileName(const VendorCard& card) const {
    return TeamCards::shownPath(card.teamFile, m_inventoryPath);
}

bool VendorCardStore::isTeamCard(const QString& cardId) const {
    return m_team.find(cardId) != nullptr;
}

void VendorCardStore::setVerifications(QList<FactVerification> verifications) {
    m_verifications = std::move(verifications);
    emit changed();
}

std::optional<IoError> VendorCardStore::commit(VendorOverrides next) {
    if (!m_canEdit)
        return IoError{
            m_overridesPath, 0, 0,
            tr("your overrides file could not be read; fix or move it before editing cards")};
    if (next == m_overrides)
        return std::nullopt;
    QDir().mkpath(QFileInfo(m_overridesPath).absolutePath());
    if (std::optional<IoError> error = next.writeFile(m_overridesPath))
        return error;
    m_overrides = std::move(next);
    m_cards = m_bundled.withOverrides(m_overrides).withTeamCards(m_team);
    emit changed();
    return std::nullopt;
}

} // namespace FlowAudit
