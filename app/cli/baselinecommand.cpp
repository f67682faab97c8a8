// flowaudit-cli baseline: today's findings of an inventory, as old debt for later lints.
#include "app/cli/clioutput.h"
#include "app/cli/commandarguments.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/lintoptions.h"
#include "app/cli/outputguard.h"

#include "core/io/files/atomicfile.h"

#include <QCoreApplication>

namespace FlowAudit::Cli {

namespace {

QList<QCommandLineOption> baselineOptions() {
    return {Options::output(), Options::today()};
}

int runBaseline(const QStringList& commandLine) {
    CommandArguments arguments(baselineCommand);
    if (!arguments.parse(commandLine))
        return arguments.status();
    LintOptionsParser lintOptions;
    int status = 0;
    std::optional<LintOptions> options = lintOptions.read(arguments, status);
    if (!options)
        return status;
    const QStringList files = arguments.positional();
    if (files.size() != 1)
        return usageError(tr("baseline takes one inventory file"));
    if (!arguments.isSet(Options::Output))
        return usageError(tr("baseline needs --output FILE: where to write the baseline"));
    if (namesAnInput(arguments.value(Options::Output), files))
        return refuseOutputOverInput(QStringLiteral("baseline"), arguments.value(Options::Output));
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
    if (const auto error = AtomicFile::write(arguments.value(Options::Output), made.serialise())) {
        printLine(stderr, error->toString());
        return 2;
    }
    printLine(stderr, QCoreApplication::translate("Cli", "%1: written, %n finding(s) of %2",
                                                  nullptr, int(made.entries.size()))
                          .arg(arguments.value(Options::Output), files.first()));
    return 0;
}

} // namespace

const CommandSpec baselineCommand{
    "baseline",
    CommandGroup::Check,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "write today's findings as old debt for later lints"),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "  flowaudit-cli baseline FILE --output BASELINE [--today YYYY-MM-DD]\n"
        "      Write today's findings of one inventory (rules and vendor advisories) as "
        "a baseline:\n"
        "      a later lint --baseline BASELINE fails only on new findings. The same "
        "findings always\n"
        "      give the same bytes, so the baseline can be committed."),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 the baseline was written, 2 it was not (bad usage, a file that "
        "cannot be read\n"
        "or is not an inventory, a baseline that cannot be written)."),
    baselineOptions,
    runBaseline};

} // namespace FlowAudit::Cli
