#include "app/cli/commandtable.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandusage.h"

#include <QCoreApplication>

#include <array>

namespace FlowAudit::Cli {

// The commands, each defined in its own file beside its run function.
extern const CommandSpec lintCommand, baselineCommand, schemaCommand, lspCommand, diffCommand,
    reportCommand, mapCommand, chartCommand, simulateCommand, ledgerCommand, cardsCommand,
    setCommand, fixCommand, waiveCommand, formatCommand, convertCommand, importCommand,
    textconvCommand, mergeCommand, gitSetupCommand;

namespace {

// The command list's order: what a team checks, edits and shows, then git's drivers.
const std::array table{&lintCommand,   &baselineCommand, &cardsCommand,  &schemaCommand,
                       &lspCommand,    &diffCommand,     &reportCommand, &mapCommand,
                       &chartCommand,  &simulateCommand, &ledgerCommand, &setCommand,
                       &fixCommand,    &waiveCommand,    &formatCommand, &convertCommand,
                       &importCommand, &textconvCommand, &mergeCommand,  &gitSetupCommand};

// A table text (QT_TRANSLATE_NOOP) in the user's language; tr() itself is for literals, which
// lupdate collects.
QString translated(const char* text) {
    return tr(text);
}

int version() {
    printLine(stdout,
              tr("flowaudit-cli %1 (rules %2, Qt %3, yaml-cpp %4)")
                  .arg(QStringLiteral(FLOWAUDIT_VERSION), QStringLiteral(FLOWAUDIT_RULES_VERSION),
                       QString::fromLatin1(qVersion()), QStringLiteral(FLOWAUDIT_YAMLCPP_VERSION)));
    return 0;
}

bool isOneOf(const QString& word, std::initializer_list<QLatin1StringView> names) {
    return std::find(names.begin(), names.end(), word) != names.end();
}

} // namespace

const char* groupHeading(CommandGroup group) {
    switch (group) {
    case CommandGroup::Check:
        return QT_TRANSLATE_NOOP("FlowAudit::Cli", "Check an inventory");
    case CommandGroup::Show:
        return QT_TRANSLATE_NOOP("FlowAudit::Cli",
                                 "Show it: the report, the map, slides, storms and ledgers");
    case CommandGroup::Edit:
        return QT_TRANSLATE_NOOP("FlowAudit::Cli",
                                 "Edit it as a script would, bring flows in, convert");
    case CommandGroup::Git:
        break;
    }
    return QT_TRANSLATE_NOOP("FlowAudit::Cli", "Inventories in git");
}

std::span<const CommandSpec* const> commandTable() {
    return table;
}

const CommandSpec* commandNamed(const QString& name) {
    for (const CommandSpec* command : table)
        if (name == QLatin1StringView(command->name))
            return command;
    return nullptr;
}

QString commandNames() {
    QStringList names;
    for (const CommandSpec* command : table)
        names.append(QLatin1StringView(command->name));
    const QString last = names.takeLast();
    return tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

QString commandList() {
    QStringList lines{
        tr("Usage: flowaudit-cli COMMAND [ARGUMENTS]"), QString(),
        tr("FlowAudit checks an inventory of integration flows against the delivery reliability\n"
           "rules, so duplicates, lost events and retry storms show before they happen.")};
    for (const CommandGroup group : CommandGroups) {
        lines.append(QString());
        lines.append(translated(groupHeading(group)));
        for (const CommandSpec* command : table)
            if (command->group == group)
                lines.append(QStringLiteral("  %1  %2")
                                 .arg(QLatin1StringView(command->name), -10)
                                 .arg(translated(command->summary)));
    }
    lines.append(QString());
    lines.append(tr("flowaudit-cli help COMMAND (or COMMAND --help) shows a command's options and\n"
                    "exit statuses; flowaudit-cli --version the versions; man flowaudit-cli the "
                    "manual."));
    return lines.join(QLatin1Char('\n'));
}

QString commandHelp(const CommandSpec& command) {
    return tr("Usage:\n%1\n\n%2")
        .arg(commandUsage(command, Language::User), exitStatusOf(command, Language::User));
}

QString unknownCommand(const QString& word) {
    return tr("there is no command \"%1\": the commands are %2").arg(word, commandNames());
}

int runCommandLine(const QStringList& arguments) {
    if (arguments.isEmpty()) { // a mistake of usage, said with the list that mends it
        printLine(stderr, commandList());
        return 2;
    }
    const QString word = arguments.first();
    const QStringList rest = arguments.mid(1);
    if (const CommandSpec* command = commandNamed(word)) {
        CommandContext context(*command);
        if (!context.parse(rest))
            return context.status();
        return command->run(context);
    }
    if (isOneOf(word, {QLatin1StringView("--version"), QLatin1StringView("-v"),
                       QLatin1StringView("version")}))
        return version();
    if (word == QLatin1StringView("help") && !rest.isEmpty()) {
        if (const CommandSpec* command = commandNamed(rest.first())) {
            printLine(stdout, commandHelp(*command));
            return 0;
        }
        return usageError(unknownCommand(rest.first()));
    }
    if (isOneOf(word, {QLatin1StringView("--help"), QLatin1StringView("-h"),
                       QLatin1StringView("help")})) {
        printLine(stdout, commandList());
        return 0;
    }
    return usageError(unknownCommand(word));
}

bool drawsText(const QStringList& arguments) {
    const CommandSpec* command = arguments.isEmpty() ? nullptr : commandNamed(arguments.first());
    return command && command->draws;
}

} // namespace FlowAudit::Cli
