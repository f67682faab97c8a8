#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace FlowAudit::Cli {

// The usage of each command, once: `flowaudit-cli --help` shows them all, and
// `flowaudit-cli COMMAND --help` (or `help COMMAND`) the command's own.
enum class Command {
    Lint,
    Baseline,
    Report,
    Convert,
    Simulate,
    Ledger,
    Map,
    Chart,
    Import,
    Diff,
    TextConv,
    Merge,
    GitSetup,
    Set,
    Fix,
    Waive,
    Format
};

QString usageOf(Command command);
// The command a word names (lint, baseline, report, convert, simulate, ledger, map, chart, import,
// diff,
// textconv, merge, git-setup, set, fix, waive, format), if any.
std::optional<Command> commandNamed(const QString& word);
// --help or -h among a command's arguments.
bool asksForHelp(const QStringList& arguments);
// Prints the command's usage and its exit statuses; returns 0.
int commandHelp(Command command);
// What the command's exit statuses mean: each command's own.
QString exitStatusOf(Command command);

} // namespace FlowAudit::Cli
