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
    , m_resolution(bundledFolder, overridesPath)
    , m_overridesPath(overridesPath)
    , m_watch(new TeamFolderWatch(this)) {
    // The team's cards change on disk too (git pull, cards verify --stamp, an editor):
    // read again once the writes settle, when a file's date or size changed.
    m_reloadSoon.setSingleShot(true);
    m_reloadSoon.setInterval(200);
    connect(&m_reloadSoon, &QTimer::timeout, this, [this] {
        if (TeamCards::folderStamp(m_teamFolder.path) != m_teamStamp)
            reloadTeamCards();
    });
    connect(m_watch, &TeamFolderWatch::changed, &m_reloadSoon, qOverload<>(&QTimer::start));
    for (const CardResolution::Problem& problem : m_resolution.baseProblems())
        m_problems.append(problem.error);
    m_canEdit = m_resolution.overridesReadable();
    m_resolved = m_resolution.resolve({}, CardResolution::Refusal::WarnAndGoOn);
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
    VendorOverrides next = overrides();
    next.markChecked(cardId, today());
    return commit(std::move(next));
}

std::optional<IoError> VendorCardStore::setFact(const QString& cardId, int index,
                                                const QString& text) {
    const VendorCard* card = bundled().find(cardId);
    if (!card || index < 0 || index >= card->facts.size())
        return std::nullopt;
    VendorOverrides next = overrides();
    next.setFact(*card, index, text);
    return commit(std::move(next));
}

std::optional<IoError> VendorCardStore::setWindow(const QString& cardId, int index,
                                                  Duration duration) {
    const VendorCard* card = bundled().find(cardId);
    if (!card || index < 0 || index >= card->windows.size())
        return std::nullopt;
    VendorOverrides next = overrides();
    next.setWindow(*card, index, duration);
    return commit(std::move(next));
}

std::optional<IoError> VendorCardStore::revert(const QString& cardId) {
    VendorOverrides next = overrides();
    next.revert(cardId);
    return commit(std::move(next));
}

void VendorCardStore::setInventory(const Inventory& inventory, const QString& inventoryPath) {
    m_inventoryPath = inventoryPath;
    m_teamFolder = CardResolution::folderOf(inventory, inventoryPath);
    m_verifications.clear(); // of other cards, perhaps
    reloadTeamCards();
}

void VendorCardStore::reloadTeamCards() {
    m_resolved = m_resolution.resolve(m_teamFolder, CardResolution::Refusal::WarnAndGoOn);
    m_teamProblems.clear();
    for (const CardResolution::Problem& problem : m_resolved.teamProblems())
        m_teamProblems.append(problem.error);
    m_teamStamp = TeamCards::folderStamp(m_teamFolder.path);
    m_watch->clear();
    m_watch->watch(m_teamFolder.path);
    emit changed();
}

QString VendorCardStore::teamFileName(const VendorCard& card) const {
    return TeamCards::shownPath(card.teamFile, m_inventoryPath);
}

bool VendorCardStore::isTeamCard(const QString& cardId) const {
    return m_resolved.origins.value(cardId).source == CardResolution::Source::Team;
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
    if (next == overrides())
        return std::nullopt;
    QDir().mkpath(QFileInfo(m_overridesPath).absolutePath());
    if (std::optional<IoError> error = next.writeFile(m_overridesPath))
        return error;
    m_resolution.setOverrides(std::move(next));
    reloadTeamCards();
    return std::nullopt;
}

} // namespace FlowAudit
