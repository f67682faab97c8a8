#include "app/cli/commandusage.h"

#include "app/cli/clioutput.h"

namespace FlowAudit::Cli {

namespace {

constexpr int LineWidth = 96;
constexpr qsizetype DescriptionIndent = 6;
constexpr qsizetype HelpColumn = 17; // where an option's help starts

// Each option once: those that exclude each other together, where the first of them stands.
QStringList synopsisItems(const CommandSpec& command) {
    QStringList items;
    if (command.operands.text && *command.operands.text)
        items.append(QString::fromUtf8(command.operands.text));
    for (qsizetype i = 0; i < qsizetype(command.options.size()); ++i) {
        const OptionSpec& option = command.options[i];
        if (option.oneOf) {
            bool seen = false;
            for (qsizetype j = 0; j < i; ++j)
                seen = seen || command.options[j].oneOf == option.oneOf;
            if (seen)
                continue;
            QStringList alternatives;
            bool required = false;
            for (const OptionSpec& other : command.options) {
                if (other.oneOf != option.oneOf)
                    continue;
                alternatives.append(optionWithValue(other));
                required = required || other.required;
            }
            const QString joined = alternatives.join(QLatin1StringView(" | "));
            items.append(required ? QStringLiteral("(%1)").arg(joined)
                                  : QStringLiteral("[%1]").arg(joined));
            continue;
        }
        items.append(option.required ? optionWithValue(option)
                                     : QStringLiteral("[%1]").arg(optionWithValue(option)));
    }
    return items;
}

} // namespace

QString textIn(const char* text, Language language) {
    return language == Language::User ? tr(text) : QString::fromUtf8(text);
}

QString optionWithValue(const OptionSpec& option) {
    const QString name = QStringLiteral("--") + QLatin1StringView(option.name);
    if (!option.valueName && !option.choices)
        return name;
    return name + QLatin1Char(' ') +
           QString::fromUtf8(option.choices ? option.choices : option.valueName);
}

QString synopsisOf(const CommandSpec& command) {
    return (QStringList{QStringLiteral("flowaudit-cli"), QLatin1StringView(command.name)} +
            synopsisItems(command))
        .join(QLatin1Char(' '));
}

QStringList optionLines(const CommandSpec& command, Language language) {
    QStringList lines;
    const QString indent(DescriptionIndent, QLatin1Char(' '));
    const QString continued(HelpColumn, QLatin1Char(' '));
    for (const OptionSpec& option : command.options) {
        QString head = indent + QStringLiteral("--") + QLatin1StringView(option.name);
        head = head.size() + 2 <= HelpColumn ? head.leftJustified(HelpColumn)
                                             : head + QStringLiteral("  ");
        const QStringList help = textIn(option.help, language).split(QLatin1Char('\n'));
        lines.append(head + help.first());
        for (qsizetype i = 1; i < help.size(); ++i)
            lines.append(continued + help[i]);
    }
    return lines;
}

QString commandUsage(const CommandSpec& command, Language language) {
    // The synopsis wrapped as a terminal shows it, its lines after the first indented.
    QStringList lines;
    QString line = QStringLiteral("  flowaudit-cli ") + QLatin1StringView(command.name);
    const QString continued(15, QLatin1Char(' ')); // and a space: the options line up at 16
    for (const QString& item : synopsisItems(command)) {
        if (line.size() + 1 + item.size() > LineWidth && line != continued) {
            lines.append(line);
            line = continued;
        }
        line += QLatin1Char(' ') + item;
    }
    lines.append(line);
    const QString indent(DescriptionIndent, QLatin1Char(' '));
    for (const QString& text : textIn(command.description, language).split(QLatin1Char('\n')))
        lines.append(indent + text);
    lines += optionLines(command, language);
    return lines.join(QLatin1Char('\n'));
}

QString exitStatusOf(const CommandSpec& command, Language language) {
    return textIn(command.exitStatus, language);
}

} // namespace FlowAudit::Cli
