// flowaudit-cli simulate: the retry storm one flow's nested retries send at its destination
// during an outage, from the flow's `retry_layers` and its `retry_storm` settings.
#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandarguments.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/flowlookup.h"
#include "app/cli/outputguard.h"

#include "core/io/files/atomicfile.h"
#include "core/io/files/inventoryfile.h"
#include "core/simulation/stormexport.h"
#include "core/simulation/stormquantity.h"
#include "core/simulation/stormscenariobuilder.h"
#include "core/simulation/stormstudy.h"
#include "core/vendors/vendorcatalogue.h"

namespace FlowAudit::Cli {

namespace {

// An option's value read as a number or duration; a usage error says which option and why.
bool readOption(const CommandArguments& arguments, QLatin1StringView option, bool duration,
                std::optional<double>& out, QString* error) {
    if (!arguments.isSet(option))
        return true;
    QString why;
    out = duration ? StormQuantity::parseDuration(arguments.value(option), &why)
                   : StormQuantity::parseNumber(arguments.value(option), &why);
    if (!out)
        *error = QStringLiteral("--%1: %2").arg(option, why);
    return out.has_value();
}

QList<QCommandLineOption> simulateOptions() {
    return {Options::flow(),          Options::valued("rate"),     Options::valued("outage"),
            Options::valued("start"), Options::valued("capacity"), Options::format("text"),
            Options::output()};
}

int runSimulate(const QStringList& commandLine) {
    CommandArguments arguments(simulateCommand);
    if (!arguments.parse(commandLine))
        return arguments.status();
    const QStringList files = arguments.positional();
    if (files.size() != 1)
        return usageError(tr("simulate takes one inventory file"));
    if (!arguments.isSet(Options::Flow))
        return usageError(tr("simulate needs --flow ID"));
    const QString format = arguments.value(Options::Format);
    if (format != QLatin1StringView("text") && format != QLatin1StringView("json") &&
        format != QLatin1StringView("csv"))
        return usageError(tr("unknown format \"%1\": use text, json or csv").arg(format));

    if (arguments.isSet(Options::Output) && namesAnInput(arguments.value(Options::Output), files))
        return refuseOutputOverInput(QStringLiteral("simulate"), arguments.value(Options::Output));
    const QString& file = files.first();
    const InventoryReadResult read = InventoryFile::load(file);
    if (!read.inventory) {
        printLine(stderr, read.error.toString());
        return 2;
    }
    QString problem;
    const std::optional<int> index =
        flowNamed(*read.inventory, arguments.value(Options::Flow), &problem);
    if (!index)
        return usageError(tr("%1: %2").arg(file, problem));
    const Flow* flow = &read.inventory->flows[*index];
    const QString id = flow->text(Field::FlowId);

    // The flow's own settings, with the options laid over them.
    StormSettings::ReadResult settings = StormSettings::read(*flow);
    if (!settings.ok()) {
        printLine(stderr,
                  IoError{file, settings.problem->line, 0, settings.problem->message}.toString());
        return 2;
    }
    QString optionError;
    if (!readOption(arguments, QLatin1StringView("rate"), false, settings.settings.rate,
                    &optionError) ||
        !readOption(arguments, QLatin1StringView("outage"), true, settings.settings.outageLength,
                    &optionError) ||
        !readOption(arguments, QLatin1StringView("start"), true, settings.settings.outageStart,
                    &optionError) ||
        !readOption(arguments, QLatin1StringView("capacity"), false, settings.settings.capacity,
                    &optionError))
        return usageError(optionError);
    if (settings.settings.capacity && *settings.settings.capacity <= 0)
        return usageError(tr("--capacity must be above 0"));

    const VendorCatalogue cards = bundledCards();
    const StormScenarioBuild build = StormScenarioBuilder::build(*flow, settings.settings, &cards);
    if (!build.ok()) {
        printLine(stderr, IoError{file, build.line, 0, build.error}.toString());
        return 2;
    }
    QString error;
    const std::optional<StormStudy> study = StormStudy::run(*build.scenario, &error);
    if (!study) {
        printLine(stderr, IoError{file, flow->line(), 0, error}.toString());
        return 2;
    }
    const QByteArray output = format == QLatin1StringView("json") ? StormExport::json(*study, id)
                              : format == QLatin1StringView("csv")
                                  ? StormExport::csv(*study)
                                  : (StormExport::text(*study, id) + QLatin1Char('\n')).toUtf8();
    if (arguments.isSet(Options::Output)) {
        if (const auto written = AtomicFile::write(arguments.value(Options::Output), output)) {
            printLine(stderr, tr("%1 (nothing was written)").arg(written->toString()));
            return 2;
        }
        return 0;
    }
    print(stdout, output);
    return 0;
}

} // namespace

const CommandSpec simulateCommand{
    "simulate",
    CommandGroup::Show,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "the retry storm of one flow during an outage"),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "  flowaudit-cli simulate FILE --flow ID [--rate R] [--outage LENGTH] [--start TIME] "
        "[--capacity C]\n"
        "                [--format text|json|csv] [--output PATH]\n"
        "      The retry storm of one flow: the load its nested retry_layers (innermost first) "
        "send at the\n"
        "      destination during an outage and after it, from the flow's retry_storm "
        "settings.\n"
        "      --rate     events per second (default 100); --capacity  destination attempts "
        "per second\n"
        "      --outage   how long the destination is down, such as 10m or 90s (default 10 "
        "min);\n"
        "      --start    when it goes down (default 2 min)\n"
        "      --format   text (default): the headline numbers; json: the same as one object;\n"
        "                 csv: the series, one row per time bin, for other tools"),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 simulated, 2 not (bad usage, a file that cannot be read, a flow "
        "that cannot\n"
        "be simulated)."),
    simulateOptions,
    runSimulate};

} // namespace FlowAudit::Cli
