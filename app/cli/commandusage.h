#pragma once

#include "app/cli/commandspec.h"

#include <QString>
#include <QStringList>

namespace FlowAudit::Cli {

// A command's usage written from its declaration (CommandSpec): what `help NAME` prints, in
// the user's language, and, untranslated, what the man page and docs/command-line.md hold.
enum class Language { User, English };

// "flowaudit-cli lint FILE... [--format text|json] [--output PATH] …" on one line: the
// operands, then each option (a required one without brackets, exclusive ones as A | B).
QString synopsisOf(const CommandSpec& command);
// An option as the synopsis writes it, without brackets: "--format text|json", "--check".
QString optionWithValue(const OptionSpec& option);
// Every option the command takes with its help, lines indented as `help` shows them.
QStringList optionLines(const CommandSpec& command, Language language);
// The synopsis (wrapped), the description, the options; then the exit statuses.
QString commandUsage(const CommandSpec& command, Language language);
QString exitStatusOf(const CommandSpec& command, Language language);
// A table text (QT_TRANSLATE_NOOP) in the language asked for.
QString textIn(const char* text, Language language);

} // namespace FlowAudit::Cli
