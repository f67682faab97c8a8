#pragma once

#include "core/io/ioerror.h"
#include "core/vendors/vendorcatalogue.h"
#include "core/vendors/vendoroverrides.h"

#include <QCoreApplication>
#include <QMap>

#include <optional>

namespace FlowAudit {

class Inventory;

// Which vendor cards apply, decided here alone for every command, the language server and the
// editor (docs/spec/vendor-cards.md, "A team's cards"):
// 1. the bundled cards (a card that cannot be read is a warning: the others go on);
// 2. the user's overrides of them, for the reader that is given an overrides file (the editor;
//    the command line and the language server read none, so a file gives the same verdicts
//    on every machine); an overrides file that cannot be read is a warning, the bundled cards
//    apply as they are, and the overrides are not to be written over;
// 3. the team's cards, in the folder the inventory names (`vendor_cards:`) or a command is
//    given (`--cards DIR`): each adds a vendor or takes the place of the card with its ID.
// What a problem of the team's cards does is the reader's Refusal, named below.
class CardResolution {
    Q_DECLARE_TR_FUNCTIONS(CardResolution)

public:
    // The inventory's key that names the team's folder of cards.
    static constexpr QLatin1StringView FolderKey{"vendor_cards"};

    enum class Refusal {
        // The command's output rests on the cards (report, simulate, map, chart, fix, waive,
        // ledger, cards verify): a team folder refused, a team card unread or one named twice
        // stops it (exit 2), rather than leaving the bundled card's older numbers in its place.
        StopOnTeamProblem,
        // lint (baseline, diff), the language server and the editor: each problem is said as a
        // warning and that card left out (the bundled card with its ID, if any, stays in its
        // place); the others apply. lint's verdicts do not rest on the cards.
        WarnAndGoOn,
    };

    enum class ProblemKind {
        BundledCardUnread, // a bundled card unread, or the bundled folder not found
        OverridesUnread,   // the user's overrides file exists and cannot be read
        TeamFolderRefused, // vendor_cards (or --cards) names no folder, or one outside the
                           // repository
        TeamCardUnread,    // a team card that cannot be read, or a link out of its folder
        DuplicateCard,     // a team card whose ID names the same card as another's
    };
    struct Problem {
        ProblemKind kind = ProblemKind::TeamCardUnread;
        IoError error;
        bool stops = false; // under the reader's Refusal: the reader does not go on
        bool isTeams() const;
    };
    // The one table of what each problem does under each refusal.
    static bool stops(ProblemKind kind, Refusal refusal);

    enum class Source { Bundled, Overridden, Team };
    struct Origin {
        Source source = Source::Bundled;
        QString file;                  // the card's file: bundled, or the team's
        bool inPlaceOfBundled = false; // a team card with a bundled card's ID
        bool operator==(const Origin& other) const = default;
    };

    struct Resolved {
        VendorCatalogue cards;
        QMap<QString, Origin> origins; // by card ID
        QList<Problem> problems;       // the bundled cards' and the overrides' first
        QString teamFolder;            // canonical; empty when there is none
        // Some problem stops the reader (under StopOnTeamProblem).
        bool stopped() const;
        QList<Problem> teamProblems() const; // those of the team's folder and cards
    };

    // The team's folder, or why there is none to read.
    struct TeamFolder {
        QString path;                 // canonical; empty when none is named
        std::optional<IoError> error; // named but refused: the key's line and why
    };
    // The folder `vendor_cards:` names, relative to the inventory's file and inside its
    // repository: one outside it, by `..` or through a symbolic link, is refused, so an
    // inventory from elsewhere never makes FlowAudit read, or stamp, files it was never given.
    static TeamFolder folderOf(const Inventory& inventory, const QString& inventoryPath);
    // A folder given on the command line (`--cards DIR`): it must be a folder.
    static TeamFolder givenFolder(const QString& path);

    // Reads the bundled cards of `bundledFolder` (empty: they were not found) and the user's
    // overrides of `overridesPath` (empty: none are read; a missing file is no edits).
    explicit CardResolution(const QString& bundledFolder, const QString& overridesPath = {});
    // On bundled cards already read, without overrides.
    explicit CardResolution(VendorCatalogue bundled);
    // The installed bundled cards (BundledData), no overrides: the command line's and the
    // language server's.
    static CardResolution installed();

    const VendorCatalogue& bundled() const { return m_bundled; }
    const VendorOverrides& overrides() const { return m_overrides; }
    // The bundled cards' and the overrides file's problems.
    const QList<Problem>& baseProblems() const { return m_baseProblems; }
    bool overridesReadable() const;
    // The overrides the editor has just written.
    void setOverrides(VendorOverrides overrides);

    // The cards that apply with the team's folder (none: the bundled cards, overridden).
    Resolved resolve(const TeamFolder& team, Refusal refusal) const;
    Resolved forInventory(const Inventory& inventory, const QString& inventoryPath,
                          Refusal refusal) const;

private:
    VendorCatalogue m_bundled;
    QString m_bundledFolder;
    VendorOverrides m_overrides;
    VendorCatalogue m_base; // bundled with the overrides
    QList<Problem> m_baseProblems;
};

} // namespace FlowAudit
