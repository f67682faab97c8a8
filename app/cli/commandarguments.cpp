#include "app/cli/commandarguments.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandtable.h"

#include "core/model/waiver.h"

#include <QCoreApplication>

namespace FlowAudit::Cli {

CommandArguments::CommandArguments(const CommandSpec& command)
    : m_command(command) {
    const QList<QCommandLineOption> options = command.options();
    for (const QCommandLineOption& option : options)
        for (const QString& name : option.names())
            m_names.insert(name);
    m_parser.addOptions(options);
}

bool CommandArguments::parse(const QStringList& arguments) {
    if (arguments.contains(QLatin1StringView("--help")) ||
        arguments.contains(QLatin1StringView("-h"))) {
        printLine(stdout, commandHelp(m_command));
        m_status = 0;
        return false;
    }
    // The parser takes the program's name first; the command's stands in for it.
    if (!m_parser.parse(QStringList{QLatin1StringView(m_command.name)} + arguments)) {
        m_status = usageError(m_parser.errorText());
        return false;
    }
    return true;
}

QString CommandArguments::declared(QLatin1StringView option) const {
    const QString name = option.toString();
    if (!m_names.contains(name))
        qFatal("flowaudit-cli %s reads the option --%.*s, which its table entry does not declare",
               m_command.name, int(option.size()), option.data());
    return name;
}

bool CommandArguments::isSet(QLatin1StringView option) const {
    return m_parser.isSet(declared(option));
}

QString CommandArguments::value(QLatin1StringView option) const {
    return m_parser.value(declared(option));
}

QStringList CommandArguments::values(QLatin1StringView option) const {
    return m_parser.values(declared(option));
}

bool CommandArguments::readDate(QLatin1StringView option, QDate* date) const {
    if (!isSet(option))
        return true;
    const QDate read = waiverDate(value(option));
    if (!read.isValid()) {
        usageError(QCoreApplication::translate("FlowAudit::Cli",
                                               "--%1 takes a date written YYYY-MM-DD, not \"%2\"")
                       .arg(option, value(option)));
        return false;
    }
    *date = read;
    return true;
}

} // namespace FlowAudit::Cli
