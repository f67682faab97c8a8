// flowaudit-cli lint: the findings of inventories, in four formats, with waivers and a baseline.
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/outputguard.h"
#include "app/cli/sheetoptions.h"

#include "core/io/files/atomicfile.h"
#include "core/io/files/inventorycontent.h"
#include "core/io/files/inventoryfile.h"
#include "core/lint/lintformat.h"
#include "core/model/systemsblock.h"

namespace FlowAudit::Cli {

namespace {

const QLatin1StringView BaselineOption("baseline");

const OptionSpec lintOptions[] = {
    {.name = "format",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "text (default): one line per finding, file:line: SEVERITY RULE flow: message\n"
         "json: the findings of rules.md; sarif: SARIF 2.1.0 for GitHub code scanning;\n"
         "junit: JUnit XML, one test case per flow;\n"
         "github: GitHub Actions workflow commands (annotations on the lines);\n"
         "gitlab: a GitLab code quality report (JSON, accepted findings left out)"),
     .choices = "text|json|sarif|junit|github|gitlab",
     .defaultValue = "text"},
    Options::output,
    {.name = "fail-on",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "fail (default): exit 1 on FAIL findings; warn: on WARN findings "
                               "too"),
     .choices = "fail|warn",
     .defaultValue = "fail"},
    Options::today,
    {.name = "hide-accepted",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "leave findings accepted by a waiver out of text, JSON and github (not of\n"
         "the counts)")},
    {.name = "baseline",
     .valueName = "FILE",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "mark each finding new, unchanged or updated against FILE (made by\n"
         "flowaudit-cli baseline) and list what is absent; only new findings count;\n"
         "a finding a waiver accepts is marked accepted, whatever its state")},
    {.name = "advisories",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "add the vendor advisories (VA01-VA05, WARN or INFO); they never change\n"
         "the exit status")},
    {.name = "sarif-omit-accepted",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "leave accepted findings out of SARIF, which GitHub code\n"
                               "scanning would otherwise show as open alerts")},
    Options::described(Options::sheet,
                       QT_TRANSLATE_NOOP("FlowAudit::Cli",
                                         "the workbook's sheet to read, by name, as import reads "
                                         "it")),
    Options::headerRow,
    Options::map,
    Options::mapFile,
    {.name = "only-inventories",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "pass over, without a word, each FILE that is not meant as an\n"
         "inventory: YAML whose top level has no flows (a CI workflow, a compose\n"
         "file) and CSV without a flow_id column; what the pre-commit hook runs")}};

// The sheet options read a workbook; YAML and FlowAudit's CSV have their own columns.
int refuseSheetOptionsOffWorkbooks(const SheetChoice& sheet, const QStringList& files) {
    const bool readsSheets = !sheet.sheet.isEmpty() || sheet.headerRow > 0 ||
                             !sheet.mapSpec.isEmpty() || !sheet.mapFileText.isEmpty();
    for (const QString& file : files) {
        if (readsSheets && InventoryFile::formatOf(file) != InventoryFile::Format::Xlsx)
            return usageError(tr("%1: --sheet, --header-row, --map and --map-file read Excel "
                                 "workbooks (.xlsx); to map a CSV table's columns, import it")
                                  .arg(file));
    }
    return CommandContext::exit(Exit::Done);
}

// Unreadable files, and a malformed systems: entry, are said on standard error whatever the
// format; the latter never refuses the file nor counts as a finding
// (docs/spec/inventory-format.md, "Systems").
void sayBesideTheFindings(const QList<FileLint>& results, bool errorsTooInText) {
    for (const FileLint& result : results) {
        if (!result.readable()) {
            if (errorsTooInText)
                printLine(stderr, result.error.toString());
            continue;
        }
        for (const SystemsWarning& warning : SystemsBlock::read(*result.inventory).warnings)
            printLine(
                stderr,
                tr("%1:%2: warning: %3").arg(result.path).arg(warning.line).arg(warning.message));
    }
}

// The findings in the format asked for: standard output gets the text as it is made; a
// file gets it whole, written atomically. 0, or 2 when the file cannot be written.
int writeFindings(const CommandContext& arguments, const QList<FileLint>& results) {
    const QString format = arguments.value(Options::Format);
    LintFormatOptions formatOptions;
    formatOptions.hideAccepted = arguments.isSet(QLatin1StringView("hide-accepted"));
    formatOptions.sarifOmitAccepted = arguments.isSet(QLatin1StringView("sarif-omit-accepted"));
    QByteArray output;
    const bool toFile = arguments.isSet(Options::Output);
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
    else if (format == QLatin1StringView("github"))
        sink(LintFormat::github(results, formatOptions));
    else if (format == QLatin1StringView("gitlab"))
        sink(LintFormat::gitlab(results));
    else
        LintFormat::text(results, sink, formatOptions);
    if (toFile) {
        if (const auto error = AtomicFile::write(arguments.value(Options::Output), output)) {
            printLine(stderr, error->toString());
            return CommandContext::exit(Exit::NotRun);
        }
    }
    return CommandContext::exit(Exit::Done);
}

int runLint(CommandContext& context) {
    const QString format = context.value(Options::Format);
    const QString failOn = context.value(QLatin1StringView("fail-on"));
    LintOptions options;
    options.today = context.date(Options::Today);
    options.advisories = context.isSet(QLatin1StringView("advisories"));
    if (const int sheetStatus = readSheetOptions(context, &options.sheet))
        return sheetStatus;
    QStringList files = context.operands();
    // A hook hands over every YAML and CSV file of a commit: those not meant as inventories
    // (by their content, core/io/files/inventorycontent) are passed over without a word.
    if (context.isSet(QLatin1StringView("only-inventories"))) {
        files.removeIf(
            [](const QString& file) { return !InventoryContent::fileMeansInventory(file); });
        if (files.isEmpty())
            return context.done();
    }
    if (const int sheetStatus = refuseSheetOptionsOffWorkbooks(options.sheet, files))
        return sheetStatus;
    // A baseline holds one inventory's findings: flow IDs of two inventories would mix.
    if (context.isSet(BaselineOption) && files.size() != 1)
        return context.usageError(tr(
            "--baseline compares one inventory with its baseline; lint the files one at a time"));
    if (context.isSet(Options::Output) &&
        namesOneOf(context.value(Options::Output),
                   files + (context.isSet(BaselineOption) ? context.values(BaselineOption)
                                                          : QStringList{})))
        return refuseOutputOverInput(QStringLiteral("lint"), context.value(Options::Output));
    std::optional<Baseline> baseline;
    if (context.isSet(BaselineOption)) {
        std::variant<Baseline, IoError> loaded = Baseline::load(context.value(BaselineOption));
        if (const IoError* error = std::get_if<IoError>(&loaded))
            return context.notRun(error->toString());
        baseline = std::get<Baseline>(std::move(loaded));
    }

    QList<FileLint> results;
    for (const QString& file : files)
        results.append(context.lint(file, options));
    context.provideCards(results);
    if (baseline && results.first().readable())
        results.first().applyBaseline(*baseline);
    // In text on standard output, an unreadable file is one of the lines already.
    sayBesideTheFindings(results,
                         format != QLatin1StringView("text") || context.isSet(Options::Output));
    if (const int written = writeFindings(context, results))
        return written;
    return lintExitStatus(results,
                          failOn == QLatin1StringView("warn") ? FailOn::Warn : FailOn::Fail);
}

} // namespace

extern const CommandSpec lintCommand{
    "lint",
    CommandGroup::Check,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "check inventories and print their findings"),
    {"FILE...", 1, -1},
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "Check inventories (.yaml, .yml, .csv or .xlsx) and print the findings."),
    lintOptions,
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 no FAIL finding, 1 at least one FAIL finding (or WARN with --fail-on "
        "warn),\n"
        "2 the command could not run (bad usage, a file that cannot be read or is not an "
        "inventory).\n"
        "Findings accepted by a waiver in force, and with --baseline every finding not new, "
        "do not count."),
    runLint};

} // namespace FlowAudit::Cli
