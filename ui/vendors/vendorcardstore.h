#pragma once

#include "core/evidence/factverification.h"
#include "core/io/ioerror.h"
#include "core/vendors/cardage.h"
#include "core/vendors/cardresolution.h"

#include <QHash>
#include <QObject>

namespace FlowAudit {

class Inventory;
class FileWatch;

// The editor's vendor cards, as CardResolution decides them for the editor: the bundled ones
// with the user's overrides applied and the team's cards the open inventory names in their
// place, each problem a warning (Refusal::WarnAndGoOn). Every edit is written to the
// overrides file at once (atomically); the bundled files are never written. An overrides file
// that cannot be read is left alone, and edits are refused until it is fixed, so nothing the
// user wrote is lost.
class VendorCardStore : public QObject {
    Q_OBJECT
public:
    VendorCardStore(const QString& bundledFolder, const QString& overridesPath,
                    QObject* parent = nullptr);
    // The bundled data found by BundledData, the overrides in the user's data folder.
    static VendorCardStore* createDefault(QObject* parent);
    static QString defaultOverridesPath();

    const VendorCatalogue& cards() const { return m_resolved.cards; }
    const VendorCatalogue& bundled() const { return m_resolution.bundled(); }
    const VendorOverrides& overrides() const { return m_resolution.overrides(); }
    // Which cards apply, where each came from, and every problem.
    const CardResolution::Resolved& resolved() const { return m_resolved; }
    QString overridesPath() const { return m_overridesPath; }
    // Cards that could not be read, and an unreadable overrides file.
    const QList<IoError>& problems() const { return m_problems; }
    // The team's cards the open inventory names (vendor_cards:), in the bundled ones' place;
    // a folder refused, or a card unread, is in teamProblems(). Read again on each call.
    void setInventory(const Inventory& inventory, const QString& inventoryPath);
    const QList<IoError>& teamProblems() const { return m_teamProblems; }
    // Whether the card is the team's (its file in the team's folder), which the editor's
    // overrides never change.
    bool isTeamCard(const QString& cardId) const;
    // Whether the team's file of this card ID could not be read: the bundled card of the ID,
    // if any, stands in for it.
    bool isTeamCardUnread(const QString& cardId) const;
    // A team card's file as the repository names it, relative to the inventory.
    QString teamFileName(const VendorCard& card) const;
    // Reads the team's folder again; a change on disk by another program is read by itself,
    // once the watch says it settled.
    void reloadTeamCards();
    // Team card files edited and not saved (CardFileDocuments): these bytes are read in
    // place of the files'. Reads the folder again.
    void setUnsavedTeamFiles(QHash<QString, QByteArray> files);
    FileWatch* teamWatch() const { return m_watch; }
    // The last verification of each fact: the team's record (cards verify --record) or the
    // editor's own (Verify Now), the later of the two, each with its day.
    const QList<FactVerification>& verifications() const { return m_verifications; }
    // Verify Now's outcomes (today's where they name no day): shown, and kept in the editor's
    // own record beside the overrides file, so a restart shows them again.
    void setVerifications(QList<FactVerification> verifications);
    bool canEdit() const { return m_canEdit; }

    CardAge age(const VendorCard& card) const;
    int staleAfterDays() const { return m_staleAfterDays; }
    void setStaleAfterDays(int days);
    QDate today() const;
    void setToday(QDate date); // tests: a fixed day instead of the clock

    // Each returns why the overrides could not be written; nothing changes then.
    std::optional<IoError> markChecked(const QString& cardId);
    std::optional<IoError> setFact(const QString& cardId, int index, const QString& text);
    std::optional<IoError> setWindow(const QString& cardId, int index, Duration duration);
    std::optional<IoError> revert(const QString& cardId);

signals:
    void changed();

private:
    std::optional<IoError> commit(VendorOverrides next);
    // Where the editor keeps its own record of Verify Now: the overrides file's folder.
    QString ownRecordFolder() const;
    // The cards with the unsaved bytes of an edited team file in the place of its card.
    VendorCatalogue withUnsavedFiles(const VendorCatalogue& cards, QList<IoError>* errors) const;

    CardResolution m_resolution;
    CardResolution::TeamFolder m_teamFolder; // the open inventory's, or why it is refused
    CardResolution::Resolved m_resolved;
    QString m_inventoryPath;
    QString m_overridesPath;
    QList<IoError> m_problems;
    QList<IoError> m_teamProblems;
    QList<FactVerification> m_verifications;
    QList<FactVerification> m_ownVerifications; // what the editor's own record holds
    bool m_canEdit = true;
    int m_staleAfterDays = CardAge::DefaultStaleAfterDays;
    QDate m_today;
    QHash<QString, QByteArray> m_unsavedTeamFiles;
    FileWatch* m_watch;
};

} // namespace FlowAudit
