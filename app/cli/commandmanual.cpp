#include "app/cli/commandmanual.h"

#include "app/cli/commandtable.h"
#include "app/cli/commandusage.h"

#include <QStringList>

namespace FlowAudit::Cli {

namespace {

// roff reads a leading dot or quote as a request, a backslash as an escape and "-" as a
// hyphen; a command line wants minus signs.
QString roffText(QString text) {
    text.replace(QLatin1Char('\\'), QLatin1StringView("\\e"));
    text.replace(QLatin1Char('-'), QLatin1StringView("\\-"));
    if (text.startsWith(QLatin1Char('.')) || text.startsWith(QLatin1Char('\'')))
        text.prepend(QLatin1StringView("\\&"));
    return text;
}

// Prose lines for roff, which fills them: each escaped, none starting a request.
QString roffLines(const QString& text) {
    QStringList lines;
    for (const QString& line : text.split(QLatin1Char('\n')))
        lines.append(roffText(line.trimmed()));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

QString manualSynopsis() {
    QStringList lines;
    for (const CommandSpec* command : commandTable()) {
        const QString synopsis = synopsisOf(*command);
        const QString prefix =
            QStringLiteral("flowaudit-cli %1").arg(QLatin1StringView(command->name));
        lines.append(QStringLiteral(".B %1").arg(roffText(prefix)));
        lines.append(roffText(synopsis.mid(prefix.size()).trimmed()));
        lines.append(QStringLiteral(".br"));
    }
    lines.append(QStringLiteral(".B flowaudit\\-cli"));
    lines.append(QStringLiteral("\\-\\-help | \\-\\-version"));
    lines.append(QStringLiteral(".br"));
    lines.append(QStringLiteral(".B flowaudit\\-cli help"));
    lines.append(QStringLiteral(".I COMMAND"));
    return lines.join(QLatin1Char('\n'));
}

QString manualCommands() {
    QStringList lines;
    for (const CommandGroup group : CommandGroups) {
        for (const CommandSpec* command : commandTable()) {
            if (command->group != group)
                continue;
            lines.append(QStringLiteral(".SS %1").arg(roffText(QLatin1StringView(command->name))));
            const QString synopsis = synopsisOf(*command);
            const QString prefix =
                QStringLiteral("flowaudit-cli %1").arg(QLatin1StringView(command->name));
            lines.append(QStringLiteral(".B %1").arg(roffText(prefix)));
            lines.append(roffText(synopsis.mid(prefix.size()).trimmed()));
            lines.append(QStringLiteral(".PP"));
            lines.append(roffLines(textIn(command->description, Language::English)));
            for (const OptionSpec& option : command->options) {
                lines.append(QStringLiteral(".TP"));
                const QString name = QStringLiteral("--") + QLatin1StringView(option.name);
                const char* value = option.choices ? option.choices : option.valueName;
                lines.append(value ? QStringLiteral(".BI %1 \" %2\"")
                                         .arg(roffText(name), roffText(QString::fromUtf8(value)))
                                   : QStringLiteral(".B %1").arg(roffText(name)));
                lines.append(roffLines(textIn(option.help, Language::English)));
            }
            lines.append(QStringLiteral(".PP"));
            lines.append(roffLines(exitStatusOf(*command, Language::English)));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

QString commandLineMarkdown() {
    QStringList out{
        QStringLiteral("# The command line: flowaudit-cli"),
        QString(),
        QStringLiteral("<!-- Written by flowaudit-cli-manual from the command table "
                       "(app/cli/commandtable.cpp) and each command's declaration; the test "
                       "command_line_doc fails when it "
                       "differs. Regenerate: build/app/cli/flowaudit-cli-manual markdown "
                       "docs/command-line.md -->"),
        QString(),
        QStringLiteral("`flowaudit-cli COMMAND [ARGUMENTS]`. Each command below is what "
                       "`flowaudit-cli help COMMAND` (or `COMMAND --help`) prints; "
                       "`flowaudit-cli --help` lists them, `man flowaudit-cli` tells more of "
                       "each, and the [user guide](user-guide.md) shows them at work. The "
                       "program speaks German where the environment asks for it; this page "
                       "is its English."),
        QString(),
        QStringLiteral("| Command | What it does |"),
        QStringLiteral("|---|---|")};
    for (const CommandSpec* command : commandTable())
        out.append(QStringLiteral("| [`%1`](#%1) | %2 |")
                       .arg(QLatin1StringView(command->name), QString::fromUtf8(command->summary)));
    for (const CommandGroup group : CommandGroups) {
        out.append(QString());
        out.append(QStringLiteral("## %1").arg(QString::fromUtf8(groupHeading(group))));
        for (const CommandSpec* command : commandTable()) {
            if (command->group != group)
                continue;
            out.append(QString());
            out.append(QStringLiteral("### %1").arg(QLatin1StringView(command->name)));
            out.append(QString());
            out.append(QStringLiteral("```text"));
            out.append(commandUsage(*command, Language::English));
            out.append(QString());
            out.append(exitStatusOf(*command, Language::English));
            out.append(QStringLiteral("```"));
        }
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace FlowAudit::Cli
