// flowaudit-cli baseline: today's findings of an inventory, as old debt for later lints.
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/outputguard.h"

#include "core/io/files/atomicfile.h"

#include <QCoreApplication>

namespace FlowAudit::Cli {

namespace {

const OptionSpec baselineOptions[] = {
    Options::required(Options::described(
        Options::valueNamed(Options::output, "BASELINE"),
        QT_TRANSLATE_NOOP("FlowAudit::Cli", "the baseline to write (atomically)"))),
    Options::today};

int runBaseline(CommandContext& context) {
    const QString file = context.operands().first();
    const QString output = context.value(Options::Output);
    if (namesOneOf(output, {file}))
        return refuseOutputOverInput(QStringLiteral("baseline"), output);
    LintOptions options;
    options.today = context.date(Options::Today);
    // A baseline holds every finding, the advisories too, so a later lint with or without
    // --advisories finds its own.
    options.advisories = true;
    const ReadInventory* read = context.inventory(file);
    if (!read)
        return context.notRun();
    QList<FileLint> results{lintInventory(file, *read->read.inventory, options)};
    context.provideCards(results);
    const Baseline made = results.first().makeBaseline();
    if (const auto error = AtomicFile::write(output, made.serialise()))
        return context.notRun(error->toString());
    printLine(stderr, QCoreApplication::translate("Cli", "%1: written, %n finding(s) of %2",
                                                  nullptr, int(made.entries.size()))
                          .arg(output, file));
    return context.done();
}

} // namespace

extern const CommandSpec baselineCommand{
    "baseline",
    CommandGroup::Check,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "write today's findings as old debt for later lints"),
    {"FILE", 1, 1},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Write today's findings of one inventory (rules and vendor advisories) as a baseline:\n"
        "a later lint --baseline BASELINE fails only on new findings. The same findings always\n"
        "give the same bytes, so the baseline can be committed."),
    baselineOptions,
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 the baseline was written, 2 it was not (bad usage, a file that "
        "cannot be read\n"
        "or is not an inventory, a baseline that cannot be written)."),
    runBaseline};

} // namespace FlowAudit::Cli
