#pragma once

#include <QString>

namespace FlowAudit::Cli {

// The command table written for readers outside the program, in English (the manual's
// language): the man page's synopsis (roff, put where resources/man/flowaudit-cli.1.in
// says @COMMAND_SYNOPSIS@) and docs/command-line.md. Both come from the entries `help`
// prints, so they cannot drift from it; a test holds the checked-in Markdown to this.
QString manualSynopsis();
QString commandLineMarkdown();

} // namespace FlowAudit::Cli
