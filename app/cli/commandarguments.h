#pragma once

#include "app/cli/commandspec.h"

#include <QCommandLineParser>
#include <QDate>
#include <QSet>

namespace FlowAudit::Cli {

// A command's arguments read against the options its table entry declares, so an option
// is declared once and looked up by its name. `--help` (or `-h`) anywhere prints the
// command's usage; an unknown option, or one without its value, is a usage error.
class CommandArguments {
public:
    explicit CommandArguments(const CommandSpec& command);

    // False when the command returns status() at once: after its usage (0) or a mistake
    // said on stderr (2).
    bool parse(const QStringList& arguments);
    int status() const { return m_status; }

    // By the option's name without dashes ("output"). A name the command does not declare
    // is a mistake in FlowAudit itself, and stops the program saying which.
    bool isSet(QLatin1StringView option) const;
    QString value(QLatin1StringView option) const;
    QStringList values(QLatin1StringView option) const;
    QStringList positional() const { return m_parser.positionalArguments(); }
    // The date (YYYY-MM-DD) an option such as --today gives, in *date; *date is left as it is
    // when the option is not given. False, after saying so on stderr, when it is no date:
    // the command returns 2.
    bool readDate(QLatin1StringView option, QDate* date) const;

private:
    QString declared(QLatin1StringView option) const;

    const CommandSpec& m_command;
    QCommandLineParser m_parser;
    QSet<QString> m_names;
    int m_status = 0;
};

} // namespace FlowAudit::Cli
