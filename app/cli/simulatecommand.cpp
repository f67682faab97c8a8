// flowaudit-cli simulate: the retry storm one flow's nested retries send at its destination
// during an outage, from the flow's `retry_layers` and its `retry_storm` settings.
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
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
bool readOption(const CommandContext& arguments, QLatin1StringView option, bool duration,
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

const OptionSpec simulateOptions[] = {
    Options::exclusive(
        Options::required(Options::described(
            Options::flow,
            QT_TRANSLATE_NOOP("FlowAudit::Cli",
                              "the flow to simulate, by its ID or its position @N"))),
        'f'),
    {.name = "destination",
     .valueName = "SYSTEM",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "every flow whose destination names SYSTEM, each with its own rate,\n"
         "layers and settings, during one outage of SYSTEM, added up: the peak in\n"
         "attempts/s and x normal, the time to drain, each flow's share, the largest"),
     .required = true,
     .oneOf = 'f'},
    {.name = "rate",
     .valueName = "R",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "events per second (default 100); one flow's")},
    {.name = "outage",
     .valueName = "LENGTH",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "how long the destination is down, such as 10m or 90s (default 10 "
                               "min)")},
    {.name = "start",
     .valueName = "TIME",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "when it goes down (default 2 min)")},
    {.name = "capacity",
     .valueName = "C",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "destination attempts per second; one flow's")},
    {.name = "format",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "text (default): the headline numbers; json: the same as one "
                               "object;\ncsv: the series, one row per time bin, for other tools"),
     .choices = "text|json|csv",
     .defaultValue = "text"},
    Options::output};

// --destination: every flow into the system, each with its own settings, during one outage
// of the system (--outage, --start); --rate and --capacity belong to one flow and are refused.
int runDestination(CommandContext& context, const QString& file, const Inventory& inventory,
                   const QString& format) {
    const CommandContext& arguments = context;
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
    const VendorCatalogue* teamCards = context.cards(file, inventory);
    if (!teamCards)
        return context.notRun();
    const VendorCatalogue& cards = *teamCards;
    const StormScenario defaults;
    QString error;
    // The flows that cannot be simulated are said beside the storm: the others add up.
    const std::optional<DestinationStorm> storm = DestinationStorm::ofSystem(
        inventory, system, &cards, outageStart.value_or(defaults.outageStart),
        outageLength.value_or(defaults.outageLength), &error);
    if (!storm)
        return context.notRun(tr("%1: %2").arg(file, error));
    return writeOutput(arguments,
                       format == QLatin1StringView("json") ? StormExport::json(*storm, system)
                       : format == QLatin1StringView("csv")
                           ? StormExport::csv(*storm)
                           : (StormExport::text(*storm, system) + QLatin1Char('\n')).toUtf8());
}

int runSimulate(CommandContext& context) {
    const CommandContext& arguments = context;
    const QStringList files = context.operands();
    const bool destination = arguments.isSet(QLatin1StringView("destination"));
    const QString format = arguments.value(Options::Format);
    if (arguments.isSet(Options::Output) && namesOneOf(arguments.value(Options::Output), files))
        return refuseOutputOverInput(QStringLiteral("simulate"), arguments.value(Options::Output));
    const QString& file = files.first();
    const ReadInventory* original = context.inventory(file);
    if (!original)
        return context.notRun();
    const InventoryReadResult& read = original->read;
    if (destination)
        return runDestination(context, file, *read.inventory, format);
    QString problem;
    const std::optional<int> index =
        flowNamed(*read.inventory, arguments.value(Options::Flow), &problem);
    if (!index)
        return usageError(tr("%1: %2").arg(file, problem));
    const Flow* flow = &read.inventory->flows[*index];
    const QString id = flow->text(Field::FlowId);

    // The flow's own settings, with the options laid over them.
    StormSettings::ReadResult settings = StormSettings::read(*flow);
    if (!settings.ok())
        return context.notRun(
            IoError{file, settings.problem->line, 0, settings.problem->message}.toString());
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

    const VendorCatalogue* teamCards = context.cards(file, *read.inventory);
    if (!teamCards)
        return context.notRun();
    const VendorCatalogue& cards = *teamCards;
    const StormScenarioBuild build = StormScenarioBuilder::build(*flow, settings.settings, &cards);
    if (!build.ok())
        return context.notRun(IoError{file, build.line, 0, build.error}.toString());
    QString error;
    const std::optional<StormStudy> study = StormStudy::run(*build.scenario, &error);
    if (!study)
        return context.notRun(IoError{file, flow->line(), 0, error}.toString());
    return writeOutput(arguments,
                       format == QLatin1StringView("json") ? StormExport::json(*study, id)
                       : format == QLatin1StringView("csv")
                           ? StormExport::csv(*study)
                           : (StormExport::text(*study, id) + QLatin1Char('\n')).toUtf8());
}

} // namespace

extern const CommandSpec simulateCommand{
    "simulate",
    CommandGroup::Show,
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "the retry storm of one flow, or of every flow into a system, in an outage"),
    {"FILE", 1, 1},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "The retry storm of one flow: the load its nested retry_layers (innermost first) send at "
        "the\ndestination during an outage and after it, from the flow's retry_storm settings; "
        "the\noptions stand in for those settings."),
    simulateOptions,
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 simulated, 2 not (bad usage, a file that cannot be read, a flow "
        "that cannot\n"
        "be simulated)."),
    runSimulate};

} // namespace FlowAudit::Cli
