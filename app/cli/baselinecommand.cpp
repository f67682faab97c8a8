// flowaudit-cli baseline: today's findings of an inventory, as old debt for later lints.
#include "app/cli/clicommands.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/lintoptions.h"
#include "app/cli/outputguard.h"

#include "core/io/atomicfile.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace FlowAudit::Cli {

int baseline(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::Baseline);
    QCommandLineParser parser;
    const QCommandLineOption outputOption(QStringLiteral("output"), tr("Baseline file."),
                                          QStringLiteral("path"));
    parser.addOption(outputOption);
    LintOptionsParser lintOptions;
    lintOptions.addTo(parser);
    if (!parser.parse(QStringList{QStringLiteral("baseline")} + arguments))
        return usageError(parser.errorText());
    int status = 0;
    std::optional<LintOptions> options = lintOptions.read(parser, status);
    if (!options)
        return status;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return usageError(tr("baseline takes one inventory file"));
    if (!parser.isSet(outputOption))
        return usageError(tr("baseline needs --output FILE: where to write the baseline"));
    if (namesAnInput(parser.value(outputOption), files))
        return refuseOutputOverInput(QStringLiteral("baseline"), parser.value(outputOption));
    // A baseline holds every finding, the advisories too, so a later lint with or without
    // --advisories finds its own.
    options->advisories = true;
    QList<FileLint> results{lintFile(files.first(), *options)};
    if (!results.first().readable()) {
        printLine(stderr, results.first().error.toString());
        return 2;
    }
    lintOptions.provideCards(results);
    const Baseline made = results.first().makeBaseline();
    if (const auto error = AtomicFile::write(parser.value(outputOption), made.serialise())) {
        printLine(stderr, error->toString());
        return 2;
    }
    printLine(stderr, QCoreApplication::translate("Cli", "%1: written, %n finding(s) of %2",
                                                  nullptr, int(made.entries.size()))
                          .arg(parser.value(outputOption), files.first()));
    return 0;
}

} // namespace FlowAudit::Cli
