#include "ui/vendors/vendorcardstore.h"

#include "core/evidence/verificationrecord.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/bundleddata.h"
#include "core/io/files/filewatch.h"
#include "core/io/yaml/yamlreader.h"
#include "core/vendors/teamcards.h"
#include "core/vendors/vendorcardreader.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

namespace FlowAudit {

namespace {

const QString StaleAfterKey = QStringLiteral("vendors/staleAfterDays");

} // namespace

VendorCardStore::VendorCardStore(const QString& bundledFolder, const QString& overridesPath,
                                 QObject* parent)
    : QObject(parent)
    , m_resolution(bundledFolder, overridesPath)
    , m_overridesPath(overridesPath)
    , m_watch(new FileWatch(this)) {
    // The team's cards change on disk too (git pull, cards verify --stamp, an editor).
    connect(m_watch, &FileWatch::changed, this, &VendorCardStore::reloadTeamCards);
    for (const CardResolution::Problem& problem : m_resolution.baseProblems())
        m_problems.append(problem.error);
    m_canEdit = m_resolution.overridesReadable();
    m_resolved = m_resolution.resolve({}, CardResolution::Refusal::WarnAndGoOn);
    m_staleAfterDays = QSettings().value(StaleAfterKey, CardAge::DefaultStaleAfterDays).toInt();
    // The editor's own Verify Now outcomes, kept beside the overrides across restarts.
    const VerificationRecord::Read own = VerificationRecord::readFolder(ownRecordFolder());
    if (own.error)
        m_problems.append(*own.error);
    m_ownVerifications = own.outcomes;
    m_verifications = m_ownVerifications;
}

QString VendorCardStore::ownRecordFolder() const {
    return QFileInfo(m_overridesPath).absolutePath();
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
    // The team's last recorded verification (cards verify --record) and the editor's own,
    // the later of the two for each fact, each with its day.
    m_verifications = VerificationRecord::newest(
        VerificationRecord::readFolder(m_teamFolder.path).outcomes, m_ownVerifications);
    reloadTeamCards();
}

void VendorCardStore::reloadTeamCards() {
    m_resolved = m_resolution.resolve(m_teamFolder, CardResolution::Refusal::WarnAndGoOn);
    m_teamProblems.clear();
    for (const CardResolution::Problem& problem : m_resolved.teamProblems())
        m_teamProblems.append(problem.error);
    if (!m_unsavedTeamFiles.isEmpty())
        m_resolved.cards = withUnsavedFiles(m_resolved.cards, &m_teamProblems);
    if (m_watch->paths() != QStringList{m_teamFolder.path}) {
        m_watch->clear();
        m_watch->watchFolder(m_teamFolder.path);
    }
    emit changed();
}

void VendorCardStore::setUnsavedTeamFiles(QHash<QString, QByteArray> files) {
    if (files == m_unsavedTeamFiles)
        return;
    m_unsavedTeamFiles = std::move(files);
    reloadTeamCards();
}

VendorCatalogue VendorCardStore::withUnsavedFiles(const VendorCatalogue& resolved,
                                                  QList<IoError>* errors) const {
    QList<VendorCard> cards = resolved.cards();
    for (auto it = m_unsavedTeamFiles.cbegin(); it != m_unsavedTeamFiles.cend(); ++it) {
        const auto same = [&](const VendorCard& card) { return card.teamFile == it.key(); };
        if (std::none_of(cards.cbegin(), cards.cend(), same))
            continue; // not a card of this folder (any more)
        QByteArray bytes = it.value();
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::ReadOnly);
        const ValueReadResult document = YamlReader::readValue(&buffer, it.key());
        VendorCardReadResult read = document.value
                                        ? VendorCardReader::read(*document.value, it.key())
                                        : VendorCardReadResult{std::nullopt, document.error};
        if (!read.card) {
            errors->append(read.error);
            continue;
        }
        read.card->teamFile = it.key();
        std::replace_if(cards.begin(), cards.end(), same, *read.card);
    }
    return VendorCatalogue(std::move(cards));
}

QString VendorCardStore::teamFileName(const VendorCard& card) const {
    return TeamCards::shownPath(card.teamFile, m_inventoryPath);
}

bool VendorCardStore::isTeamCard(const QString& cardId) const {
    return m_resolved.origins.value(cardId).source == CardResolution::Source::Team;
}

bool VendorCardStore::isTeamCardUnread(const QString& cardId) const {
    return !isTeamCard(cardId) &&
           std::any_of(m_teamProblems.begin(), m_teamProblems.end(), [&](const IoError& problem) {
               return QFileInfo(problem.file).completeBaseName() == cardId;
           });
}

void VendorCardStore::setVerifications(QList<FactVerification> verifications) {
    // An outcome just had is today's; a cancelled one says nothing to keep.
    QList<FactVerification> kept;
    for (FactVerification& v : verifications) {
        if (v.outcome == VerificationOutcome::NotChecked ||
            v.outcome == VerificationOutcome::NotYetQuoted)
            continue;
        if (!v.day.isValid())
            v.day = today();
        kept.append(v);
    }
    m_verifications = std::move(verifications);
    m_ownVerifications = VerificationRecord::newest(m_ownVerifications, kept);
    const QString record =
        QDir(ownRecordFolder()).filePath(QLatin1StringView(VerificationRecord::FileName));
    QDir().mkpath(ownRecordFolder());
    if (const std::optional<IoError> error =
            AtomicFile::write(record, VerificationRecord::serialise(m_ownVerifications, today())))
        m_problems.append(*error);
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
