// flowaudit-cli simulate: the retry storm one flow's nested retries send at its destination
// during an outage, from the flow's `retry_layers` and its `retry_storm` settings.
#include "app/cli/clicommands.h"

#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/flowlookup.h"
#include "app/cli/outputguard.h"

#include "core/io/atomicfile.h"
#include "core/io/inventoryfile.h"
#include "core/simulation/stormexport.h"
#include "core/simulation/stormquantity.h"
#include "core/simulation/stormscenariobuilder.h"
#include "core/simulation/stormstudy.h"
#include "core/vendors/vendorcatalogue.h"

#include <QCommandLineParser>

namespace FlowAudit::Cli {

namespace {

// An option's value read as a number or duration; a usage error says which option and why.
bool readOption(const QCommandLineParser& parser, const QCommandLineOption& option, bool duration,
                std::optional<double>& out, QString* error) {
    if (!parser.isSet(option))
        return true;
    QString why;
    out = duration ? StormQuantity::parseDuration(parser.value(option), &why)
                   : StormQuantity::parseNumber(parser.value(option), &why);
    if (!out)
        *error = QStringLiteral("--%1: %2").arg(option.names().constFirst(), why);
    return out.has_value();
}

} // namespace

int simulate(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::Simulate);
    QCommandLineParser parser;
    const QCommandLineOption flowOption(QStringLiteral("flow"), tr("The flow's ID."),
                                        QStringLiteral("id"));
    const QCommandLineOption rateOption(QStringLiteral("rate"), tr("Events per second."),
                                        QStringLiteral("rate"));
    const QCommandLineOption outageOption(QStringLiteral("outage"), tr("Outage length."),
                                          QStringLiteral("length"));
    const QCommandLineOption startOption(QStringLiteral("start"), tr("Outage start."),
                                         QStringLiteral("time"));
    const QCommandLineOption capacityOption(
        QStringLiteral("capacity"), tr("Destination attempts per second."), QStringLiteral("c"));
    const QCommandLineOption formatOption(QStringLiteral("format"), tr("text, json or csv."),
                                          QStringLiteral("format"), QStringLiteral("text"));
    const QCommandLineOption outputOption(QStringLiteral("output"), tr("Output file."),
                                          QStringLiteral("path"));
    parser.addOptions({flowOption, rateOption, outageOption, startOption, capacityOption,
                       formatOption, outputOption});
    if (!parser.parse(QStringList{QStringLiteral("simulate")} + arguments))
        return usageError(parser.errorText());
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return usageError(tr("simulate takes one inventory file"));
    if (!parser.isSet(flowOption))
        return usageError(tr("simulate needs --flow ID"));
    const QString format = parser.value(formatOption);
    if (format != QLatin1StringView("text") && format != QLatin1StringView("json") &&
        format != QLatin1StringView("csv"))
        return usageError(tr("unknown format \"%1\": use text, json or csv").arg(format));

    if (parser.isSet(outputOption) && namesAnInput(parser.value(outputOption), files))
        return refuseOutputOverInput(QStringLiteral("simulate"), parser.value(outputOption));
    const QString& file = files.first();
    const InventoryReadResult read = InventoryFile::load(file);
    if (!read.inventory) {
        printLine(stderr, read.error.toString());
        return 2;
    }
    QString problem;
    const std::optional<int> index = flowNamed(*read.inventory, parser.value(flowOption), &problem);
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
    if (!readOption(parser, rateOption, false, settings.settings.rate, &optionError) ||
        !readOption(parser, outageOption, true, settings.settings.outageLength, &optionError) ||
        !readOption(parser, startOption, true, settings.settings.outageStart, &optionError) ||
        !readOption(parser, capacityOption, false, settings.settings.capacity, &optionError))
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
    if (parser.isSet(outputOption)) {
        if (const auto written = AtomicFile::write(parser.value(outputOption), output)) {
            printLine(stderr, tr("%1 (nothing was written)").arg(written->toString()));
            return 2;
        }
        return 0;
    }
    print(stdout, output);
    return 0;
}

} // namespace FlowAudit::Cli
