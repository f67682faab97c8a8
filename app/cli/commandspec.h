#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QStringList>

namespace FlowAudit::Cli {

// Where the command list of `flowaudit-cli --help` puts a command.
enum class CommandGroup { Check, Edit, Show, Git };

// One command of flowaudit-cli, described once. main() runs it by its name; `--help` lists
// it with its summary; `help NAME` and `NAME --help` print its usage and exit statuses; the
// unknown command's message, the man page's synopsis and docs/command-line.md's list come
// from the same entry. The texts are QT_TRANSLATE_NOOP("FlowAudit::Cli", …): translated
// where they are printed. commandtable.cpp lists every entry.
struct CommandSpec {
    const char* name;
    CommandGroup group;
    const char* summary;    // one line, lower case, for the command list
    const char* usage;      // the synopsis, what it does and each option, as `help NAME` shows it
    const char* exitStatus; // what its exit statuses mean
    // Every option it takes, each declared once (commonoptions.h holds the shared ones); its
    // usage describes each, and a test holds the two to each other.
    QList<QCommandLineOption> (*options)();
    int (*run)(const QStringList& arguments); // the arguments after its name; the exit status
    bool draws = false; // it lays out or paints text, which needs a QGuiApplication
};

} // namespace FlowAudit::Cli
