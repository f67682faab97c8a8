#pragma once

#include "app/cli/commandspec.h"
#include "app/cli/patchedsave.h"

#include "core/lint/lintrun.h"
#include "core/vendors/cardresolution.h"
#include "core/vendors/vendorcatalogue.h"

#include <QCommandLineParser>
#include <QDate>
#include <QSet>

#include <memory>
#include <vector>

namespace FlowAudit::Cli {

// The exit statuses of every command (docs/spec/rules.md, "Exit status of the command
// line"): 0 it did its work and found nothing against the inventory; 1 what it checks
// found something (a FAIL finding, a difference, a conflict left, a fact not confirmed, a
// file not canonical); 2 it could not run (bad usage, a file that cannot be read or is not
// an inventory, cards refused, an output that cannot be written), said on standard error.
enum class Exit { Done = 0, Found = 1, NotRun = 2 };

// What every command is given: its arguments read once against its declaration
// (CommandSpec), the inventories and vendor cards it asks for, read and resolved the same
// way for every command, and its exit statuses. runCommandLine() makes it and parses; a
// command's run function is handed it only when the arguments are sound.
class CommandContext {
public:
    explicit CommandContext(const CommandSpec& command);
    CommandContext(const CommandContext&) = delete;
    CommandContext& operator=(const CommandContext&) = delete;
    ~CommandContext();

    // Reads the arguments: `--help` anywhere prints the command's help; an unknown option,
    // a value missing, the operands' count, a required option missing, two options that
    // exclude each other, a value not among its option's choices and a date that is none
    // are mistakes of usage, said on standard error. False when the command does not run:
    // status() is then its exit status (0 after the help, 2 after a mistake).
    bool parse(const QStringList& arguments);
    int status() const { return m_status; }
    const CommandSpec& command() const { return m_command; }

    // By the option's name without dashes ("output"). A name the command does not declare
    // is a mistake in FlowAudit itself, and stops the program saying which.
    bool isSet(QLatin1StringView option) const;
    QString value(QLatin1StringView option) const; // its default when not given
    QStringList values(QLatin1StringView option) const;
    QStringList operands() const { return m_parser.positionalArguments(); }
    // A date option's day (checked by parse()), or `fallback` when it is not given.
    QDate date(QLatin1StringView option, QDate fallback = utcToday()) const;

    // The inventory in `file`: its bytes and what they read as, read once; nullptr when it
    // cannot be read or is not an inventory, after saying why (file, line, column): the
    // command returns notRun().
    const ReadInventory* inventory(const QString& file);
    // The same for a file or a version git has, REV:PATH (diff).
    const ReadInventory* inventoryVersion(const QString& argument);
    // The lint of `file` (lint itself, which reports a file it cannot read among the others
    // and goes on): the file is read by the linter, as the editor reads it.
    FileLint lint(const QString& file, const LintOptions& options);
    // The vendor cards that apply with the team's folder `team` (CardResolution, which alone
    // decides; its problems said on standard error): the one place a command gets its cards.
    // nullptr when a problem stops the command (Refusal::StopOnTeamProblem: its output rests
    // on the cards; report, map, fix …).
    using Refusal = CardResolution::Refusal;
    const VendorCatalogue* cards(const CardResolution::TeamFolder& team,
                                 Refusal refusal = Refusal::StopOnTeamProblem);
    // Those of the inventory in `file`: its team's folder is the one vendor_cards names.
    const VendorCatalogue* cards(const QString& file, const Inventory& inventory,
                                 Refusal refusal = Refusal::StopOnTeamProblem);
    // Gives the cards to each lint that reads them (advisories asked for, or a waiver of an
    // advisory), with Refusal::WarnAndGoOn: lint's verdicts do not rest on the cards.
    void provideCards(QList<FileLint>& lints);
    // The files this context read as inventories, in order (for the tests that hold every
    // command to the context).
    const QStringList& inventoriesRead() const { return m_read; }

    // The exit statuses, by what happened.
    static int exit(Exit status) { return int(status); }
    int done() const { return exit(Exit::Done); }
    int found(bool something) const { return exit(something ? Exit::Found : Exit::Done); }
    // After the reason was said on standard error.
    int notRun() const { return exit(Exit::NotRun); }
    // Says `message` on standard error and returns notRun().
    int notRun(const QString& message) const;
    // Says the mistake of usage and where the help is; returns notRun().
    int usageError(const QString& message) const;

private:
    QString declared(QLatin1StringView option) const;
    // The one call into CardResolution; `inventory` names the file whose team's cards are
    // said, when there is one.
    const VendorCatalogue* resolveCards(const CardResolution::TeamFolder& team, Refusal refusal,
                                        const QString& inventory);
    bool checkDeclaredValues();

    const CommandSpec& m_command;
    QCommandLineParser m_parser;
    QSet<QString> m_names;
    int m_status = 0;
    std::vector<std::unique_ptr<ReadInventory>> m_inventories;
    QStringList m_read;
    std::optional<CardResolution> m_resolution; // read once, when a command first asks
    std::vector<std::unique_ptr<VendorCatalogue>> m_cards;
};

} // namespace FlowAudit::Cli
