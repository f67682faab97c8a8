// flowaudit-cli simulate: the retry storm one flow's nested retries send at its destination
// during an outage, from the flow's `retry_layers` and its `retry_storm` settings.
#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandarguments.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/flowlookup.h"
#include "app/cli/outputguard.h"

#include "core/io/files/inventoryfile.h"
#include "core/simulation/destinationstorm.h"
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
    return {Options::flow(),          Options::valued("destination"),
            Options::valued("rate"),  Options::valued("outage"),
            Options::valued("start"), Options::valued("capacity"),
            Options::format("text"),  Options::output()};
}

// --destination: every flow into the system, each with its own settings, during one outage
// of the system (--outage, --start); --rate and --capacity belong to one flow and are refused.
int runDestination(const CommandArguments& arguments, const QString& file,
                   const Inventory& inventory, const QString& format) {
    const QString system = arguments.value(QLatin1StringView("destination")).trimmed();
    if (system.isEmpty())
        return usageError(tr("--destination needs a system's name, as the flows' destination "
                             "writes it"));
    if (arguments.isSet(QLatin1StringView("rate")) ||
        arguments.isSet(QLatin1StringView("capacity")))
        return usageError(tr("--rate and --capacity are one flow's: with --destination each "
                             "flow keeps its own (its retry_storm settings)"));
    std::optional<double> outageLength, outageStart;
    QString optionError;
    if (!readOption(arguments, QLatin1StringView("outage"), true, outageLength, &optionError) ||
        !readOption(arguments, QLatin1StringView("start"), true, outageStart, &optionError))
        return usageError(optionError);
    const std::optional<VendorCatalogue> teamCards = inventoryCards(file, inventory);
    if (!teamCards)
        return 2;
    const VendorCatalogue& cards = *teamCards;
    const DestinationStorm::Flows into = DestinationStorm::into(inventory, system, &cards);
    const QList<DestinationStorm::Input>& inputs = into.inputs;
    if (inputs.isEmpty())
        return usageError(tr("%1: no flow into %2 has retry_layers to simulate").arg(file, system));
    const StormScenario defaults;
    QString error;
    std::optional<DestinationStorm> storm =
        DestinationStorm::run(inputs, outageStart.value_or(defaults.outageStart),
                              outageLength.value_or(defaults.outageLength), &error);
    if (!storm) {
        printLine(stderr, tr("%1: %2").arg(file, error));
        return 2;
    }
    storm->leftOut = into.leftOut; // said beside the storm: the others still add up
    return writeOutput(arguments,
                       format == QLatin1StringView("json") ? StormExport::json(*storm, system)
                       : format == QLatin1StringView("csv")
                           ? StormExport::csv(*storm)
                           : (StormExport::text(*storm, system) + QLatin1Char('\n')).toUtf8());
}

int runSimulate(const QStringList& commandLine) {
    CommandArguments arguments(simulateCommand);
    if (!arguments.parse(commandLine))
        return arguments.status();
    const QStringList files = arguments.positional();
    if (files.size() != 1)
        return usageError(tr("simulate takes one inventory file"));
    const bool destination = arguments.isSet(QLatin1StringView("destination"));
    if (arguments.isSet(Options::Flow) == destination)
        return usageError(tr("simulate needs --flow ID or --destination SYSTEM, one of them"));
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
    if (destination)
        return runDestination(arguments, file, *read.inventory, format);
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

    const std::optional<VendorCatalogue> teamCards = inventoryCards(file, *read.inventory);
    if (!teamCards)
        return 2;
    const VendorCatalogue& cards = *teamCards;
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
    return writeOutput(arguments,
                       format == QLatin1StringView("json") ? StormExport::json(*study, id)
                       : format == QLatin1StringView("csv")
                           ? StormExport::csv(*study)
                           : (StormExport::text(*study, id) + QLatin1Char('\n')).toUtf8());
}

} // namespace

const CommandSpec simulateCommand{
    "simulate",
    CommandGroup::Show,
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "the retry storm of one flow, or of every flow into a system, in an outage"),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "  flowaudit-cli simulate FILE --flow ID [--rate R] [--outage LENGTH] [--start TIME] "
        "[--capacity C]\n"
        "                [--format text|json|csv] [--output PATH]\n"
        "  flowaudit-cli simulate FILE --destination SYSTEM [--outage LENGTH] [--start TIME]\n"
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
        "      --destination  every flow whose destination names SYSTEM, each with its own rate,\n"
        "                 layers and settings, during one outage of SYSTEM, added up: the peak "
        "in\n"
        "                 attempts/s and x normal, the time to drain, each flow's share, the "
        "largest\n"
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
