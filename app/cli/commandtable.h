#pragma once

#include "app/cli/commandspec.h"

#include <QString>

#include <span>

namespace FlowAudit::Cli {

// The exit statuses of set, fix and waive, which edit one file the same way.
extern const char* const editExitStatus;

// Every command, in the order the command list shows them (by group).
std::span<const CommandSpec* const> commandTable();
// The groups in the order the command list and the manual show them, and each one's
// heading (QT_TRANSLATE_NOOP: translated where it is printed).
inline constexpr CommandGroup CommandGroups[] = {CommandGroup::Check, CommandGroup::Show,
                                                 CommandGroup::Edit, CommandGroup::Git};
const char* groupHeading(CommandGroup group);
// The command `name` names, or nullptr.
const CommandSpec* commandNamed(const QString& name);
// "lint, baseline, … and git-setup": the names, for a sentence.
QString commandNames();

// `flowaudit-cli --help`: what it is and the commands, one line each, in under 40 lines.
QString commandList();
// `help NAME`, `NAME --help`: the command's usage (commandusage.h), then its exit statuses.
QString commandHelp(const CommandSpec& command);
// The message for a word that names no command; and `help WORD`'s.
QString unknownCommand(const QString& word);

// What main() does with the arguments after the program's name: a command run, help
// printed, the version, or a usage error. The exit status.
int runCommandLine(const QStringList& arguments);
// Whether these arguments run a command that draws (QGuiApplication before the command runs).
bool drawsText(const QStringList& arguments);

} // namespace FlowAudit::Cli
