#pragma once

#include "app/cli/commandspec.h"

#include <QString>

#include <span>

namespace FlowAudit::Cli {

// The commands of flowaudit-cli, each defined in its own file beside its run function.
extern const CommandSpec lintCommand;
extern const CommandSpec baselineCommand;
extern const CommandSpec schemaCommand;
extern const CommandSpec lspCommand;
extern const CommandSpec diffCommand;
extern const CommandSpec reportCommand;
extern const CommandSpec mapCommand;
extern const CommandSpec chartCommand;
extern const CommandSpec simulateCommand;
extern const CommandSpec ledgerCommand;
extern const CommandSpec cardsCommand;
extern const CommandSpec setCommand;
extern const CommandSpec fixCommand;
extern const CommandSpec waiveCommand;
extern const CommandSpec formatCommand;
extern const CommandSpec convertCommand;
extern const CommandSpec importCommand;
extern const CommandSpec textconvCommand;
extern const CommandSpec mergeCommand;
extern const CommandSpec gitSetupCommand;

// The exit statuses of set, fix and waive, which edit one file the same way.
extern const char* const editExitStatus;

// Every command, in the order the command list shows them (by group).
std::span<const CommandSpec* const> commandTable();
// The groups in the order the command list and the manual show them, and each one's
// heading (QT_TRANSLATE_NOOP: translated where it is printed).
inline constexpr CommandGroup CommandGroups[] = {CommandGroup::Check, CommandGroup::Show,
                                                 CommandGroup::Edit, CommandGroup::Git};
const char* groupHeading(CommandGroup group);
// The command's synopsis, untranslated: its usage's lines before the description (which
// starts six spaces in), joined into one.
QString synopsisOf(const CommandSpec& command);
// The command `name` names, or nullptr.
const CommandSpec* commandNamed(const QString& name);
// "lint, baseline, … and git-setup": the names, for a sentence.
QString commandNames();

// `flowaudit-cli --help`: what it is and the commands, one line each, in under 40 lines.
QString commandList();
// `help NAME`, `NAME --help`: the command's usage, then its exit statuses.
QString commandHelp(const CommandSpec& command);
// The message for a word that names no command; and `help WORD`'s.
QString unknownCommand(const QString& word);

// What main() does with the arguments after the program's name: a command run, help
// printed, the version, or a usage error. The exit status.
int runCommandLine(const QStringList& arguments);
// Whether these arguments run a command that draws (QGuiApplication before the command runs).
bool drawsText(const QStringList& arguments);

} // namespace FlowAudit::Cli
