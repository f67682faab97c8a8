#pragma once

#include <span>

namespace FlowAudit::Cli {

class CommandContext;

// Where the command list of `flowaudit-cli --help` puts a command.
enum class CommandGroup { Check, Edit, Show, Git };

// One option of a command, declared once: the parser reads it, CommandContext checks its
// value before the command runs (a required option given, one of exclusive options, a value
// among its choices, a date), and `help NAME`, the man page and docs/command-line.md write
// its synopsis and its help from here. The texts are QT_TRANSLATE_NOOP("FlowAudit::Cli", …);
// a help's lines after the first continue it (the help indents them).
struct OptionSpec {
    const char* name;                // without its dashes: "format"
    const char* valueName = nullptr; // what its value is ("PATH"); nullptr for a switch
    const char* help = nullptr;
    const char* choices = nullptr; // "text|json": the only values it takes; the synopsis shows them
    const char* defaultValue = nullptr;
    bool required = false; // the command does not run without it; no brackets in the synopsis
    char oneOf = 0;        // options sharing a letter exclude each other: "[A | B]"
    bool date = false;     // its value is a day written YYYY-MM-DD
};

// What a command takes besides its options: how it is written in the synopsis
// ("FILE...", "OLD NEW") and how many; max -1 for any number.
struct Operands {
    const char* text;
    int min = 0;
    int max = 0;
};

// One command of flowaudit-cli, described once. main() runs it by its name; `--help` lists
// it with its summary; `help NAME` and `NAME --help` print its synopsis (written from its
// operands and options), its description, its options' help and its exit statuses; the
// unknown command's message, the man page's synopsis and commands, and
// docs/command-line.md come from the same entry. commandtable.cpp lists every entry.
struct CommandSpec {
    const char* name;
    CommandGroup group;
    const char* summary; // one line, lower case, for the command list
    Operands operands;
    const char* description; // what it does, lines as `help` shows them (its prose)
    std::span<const OptionSpec> options;
    const char* exitStatus; // what its exit statuses mean
    // Runs the command on its parsed arguments (CommandContext::parse has passed); the exit
    // status.
    int (*run)(CommandContext& context);
    bool draws = false; // it lays out or paints text, which needs a QGuiApplication
};

} // namespace FlowAudit::Cli
