#pragma once

#include <QString>

namespace FlowAudit::Cli {

// The command table written for readers outside the program, in English (the manual's
// language), from the declarations `help` prints, so neither can drift from it: the man
// page's synopsis and its commands with their options (roff, put where
// resources/man/flowaudit-cli.1.in says @COMMAND_SYNOPSIS@ and @COMMANDS@), and
// docs/command-line.md. Tests hold the checked-in Markdown and the built page to these.
QString manualSynopsis();
QString manualCommands();
QString commandLineMarkdown();

} // namespace FlowAudit::Cli
