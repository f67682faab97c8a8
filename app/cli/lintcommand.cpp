// flowaudit-cli lint: the findings of inventories, in four formats, with waivers and a baseline.
#include "app/cli/clicommands.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/lintoptions.h"
#include "app/cli/outputguard.h"
#include "app/cli/sheetoptions.h"

#include "core/io/atomicfile.h"
#include "core/io/inventoryfile.h"
#include "core/lint/lintformat.h"
#include "core/model/systemsblock.h"

#include <QCommandLineParser>

namespace FlowAudit::Cli {

int lint(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::Lint);
    QCommandLineParser parser;
    const QCommandLineOption formatOption(QStringLiteral("format"), tr("Output format."),
                                          QStringLiteral("format"), QStringLiteral("text"));
    const QCommandLineOption outputOption(QStringLiteral("output"), tr("Output file."),
                                          QStringLiteral("path"));
    const QCommandLineOption failOnOption(QStringLiteral("fail-on"), tr("Lowest failing severity."),
                                          QStringLiteral("severity"), QStringLiteral("fail"));
    const QCommandLineOption baselineOption(QStringLiteral("baseline"), tr("Baseline file."),
                                            QStringLiteral("file"));
    const QCommandLineOption hideAcceptedOption(QStringLiteral("hide-accepted"),
                                                tr("Leave accepted findings out."));
    const QCommandLineOption omitAcceptedOption(QStringLiteral("sarif-omit-accepted"),
                                                tr("Leave accepted findings out of SARIF."));
    LintOptionsParser lintOptions;
    SheetOptionsParser sheetOptions;
    parser.addOptions({formatOption, outputOption, failOnOption, baselineOption, hideAcceptedOption,
                       omitAcceptedOption});
    lintOptions.addTo(parser);
    sheetOptions.addTo(parser);
    if (!parser.parse(QStringList{QStringLiteral("lint")} + arguments))
        return usageError(parser.errorText());
    const QString format = parser.value(formatOption);
    if (!QStringList{QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("sarif"),
                     QStringLiteral("junit")}
             .contains(format))
        return usageError(tr("unknown format \"%1\": use text, json, sarif or junit").arg(format));
    const QString failOn = parser.value(failOnOption);
    if (failOn != QLatin1StringView("fail") && failOn != QLatin1StringView("warn"))
        return usageError(tr("--fail-on takes fail or warn, not \"%1\"").arg(failOn));
    int status = 0;
    std::optional<LintOptions> options = lintOptions.read(parser, status);
    if (!options)
        return status;
    if (const int sheetStatus = sheetOptions.read(parser, &options->sheet))
        return sheetStatus;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usageError(tr("lint needs at least one inventory file"));
    const SheetChoice& sheet = options->sheet;
    const bool readsSheets = !sheet.sheet.isEmpty() || sheet.headerRow > 0 ||
                             !sheet.mapSpec.isEmpty() || !sheet.mapFileText.isEmpty();
    for (const QString& file : files) {
        // The sheet options read a workbook; YAML and FlowAudit's CSV have their own columns.
        if (readsSheets && InventoryFile::formatOf(file) != InventoryFile::Format::Xlsx)
            return usageError(tr("%1: --sheet, --header-row, --map and --map-file read Excel "
                                 "workbooks (.xlsx); to map a CSV table's columns, import it")
                                  .arg(file));
    }
    // A baseline holds one inventory's findings: flow IDs of two inventories would mix.
    if (parser.isSet(baselineOption) && files.size() != 1)
        return usageError(tr(
            "--baseline compares one inventory with its baseline; lint the files one at a time"));
    if (parser.isSet(outputOption) &&
        namesAnInput(parser.value(outputOption),
                     files + (parser.isSet(baselineOption)
                                  ? QStringList{parser.value(baselineOption)}
                                  : QStringList{})))
        return refuseOutputOverInput(QStringLiteral("lint"), parser.value(outputOption));
    std::optional<Baseline> baseline;
    if (parser.isSet(baselineOption)) {
        std::variant<Baseline, IoError> loaded = Baseline::load(parser.value(baselineOption));
        if (const IoError* error = std::get_if<IoError>(&loaded)) {
            printLine(stderr, error->toString());
            return 2;
        }
        baseline = std::get<Baseline>(std::move(loaded));
    }

    QList<FileLint> results;
    for (const QString& file : files)
        results.append(lintFile(file, *options));
    lintOptions.provideCards(results);
    if (baseline && results.first().readable())
        results.first().applyBaseline(*baseline);

    // Unreadable files are also said on standard error, whatever the format.
    if (format != QLatin1StringView("text") || parser.isSet(outputOption)) {
        for (const FileLint& result : results) {
            if (!result.readable())
                printLine(stderr, result.error.toString());
        }
    }
    // A malformed systems: entry never refuses the file nor counts as a finding
    // (docs/spec/inventory-format.md, "Systems"): said beside the findings, whatever the format.
    for (const FileLint& result : results) {
        if (!result.readable())
            continue;
        for (const SystemsWarning& warning : SystemsBlock::read(*result.inventory).warnings)
            printLine(
                stderr,
                tr("%1:%2: warning: %3").arg(result.path).arg(warning.line).arg(warning.message));
    }
    LintFormatOptions formatOptions;
    formatOptions.hideAccepted = parser.isSet(hideAcceptedOption);
    formatOptions.sarifOmitAccepted = parser.isSet(omitAcceptedOption);
    // Standard output gets the text as it is made; a file gets it whole, written atomically.
    QByteArray output;
    const bool toFile = parser.isSet(outputOption);
    const LintFormat::Sink sink = [&](const QByteArray& chunk) {
        if (toFile)
            output += chunk;
        else
            print(stdout, chunk);
    };
    if (format == QLatin1StringView("json"))
        LintFormat::json(results, sink, formatOptions);
    else if (format == QLatin1StringView("sarif"))
        sink(LintFormat::sarif(results, formatOptions));
    else if (format == QLatin1StringView("junit"))
        sink(LintFormat::junit(results));
    else
        LintFormat::text(results, sink, formatOptions);
    if (toFile) {
        if (const auto error = AtomicFile::write(parser.value(outputOption), output)) {
            printLine(stderr, error->toString());
            return 2;
        }
    }
    return lintExitStatus(results,
                          failOn == QLatin1StringView("warn") ? FailOn::Warn : FailOn::Fail);
}

} // namespace FlowAudit::Cli
