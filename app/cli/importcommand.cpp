// flowaudit-cli import: n8n workflows and Make blueprints (files or folders) into a new
// inventory, or into an existing one without overwriting what people wrote.
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/outputguard.h"
#include "app/cli/patchedsave.h"
#include "app/cli/sheetoptions.h"

#include "core/export/inventoryexport.h"
#include "core/import/importsource.h"
#include "core/import/ipaasimport.h"
#include "core/import/reimport.h"
#include "core/import/spreadsheetimport.h"
#include "core/io/files/inventoryfile.h"

#include <QFileInfo>

namespace FlowAudit::Cli {

namespace {

QString describe(const ColumnMapping& mapping) {
    QStringList parts;
    for (qsizetype c = 0; c < mapping.header().size(); ++c) {
        const ColumnTarget& target = mapping.targets()[c];
        if (target.kind == ColumnTarget::Kind::Ignore)
            parts.append(tr("%1 ignored").arg(mapping.header()[c]));
        else if (target.kind == ColumnTarget::Kind::Extra)
            parts.append(tr("%1 kept as it is").arg(mapping.targetName(c)));
        else
            parts.append(QStringLiteral("%1 → %2").arg(mapping.header()[c], mapping.targetName(c)));
    }
    return parts.join(QLatin1StringView(", "));
}

// A spreadsheet's rows through its column mapping.
std::optional<IoError> readSheet(const QString& file, const SpreadsheetLayout& layout,
                                 const SheetChoice& choice, QList<ImportedFlow>* flows) {
    QString problem;
    const std::optional<ColumnMapping> mapping =
        SpreadsheetReader::mapping(layout, choice, &problem);
    if (!mapping)
        return IoError{
            file, 0, 0,
            (choice.mapSpec.isEmpty() ? tr("--map-file: %1") : tr("--map: %1")).arg(problem)};
    if (!SpreadsheetReader::mapsAnyField(*mapping))
        return IoError{file, 0, 0,
                       tr("no column of the header row names a field (%1; %2); choose the "
                          "header with --header-row N, or map the columns with --map "
                          "'COLUMN=FIELD,…'")
                           .arg(layout.header().join(QLatin1StringView(", ")), layout.placement())};
    printLine(stderr, tr("%1: %2").arg(file, layout.placement()));
    printLine(stderr, tr("%1: columns: %2").arg(file, describe(*mapping)));
    SpreadsheetImportResult rows = SpreadsheetImport::read(layout, *mapping);
    if (rows.error)
        return rows.error;
    flows->append(std::move(rows.flows));
    return std::nullopt;
}

// The flows of every FILE (a folder holds exports), or the first file's error.
std::optional<IoError> readAll(const QStringList& files, const SheetChoice& choice,
                               QList<ImportedFlow>* flows) {
    for (const QString& file : files) {
        if (QFileInfo(file).isDir()) {
            IpaasImportResult result = IpaasImport::readPath(file);
            if (result.error)
                return result.error;
            flows->append(std::move(result.flows));
        } else {
            ImportSource source = ImportSource::read(file, choice);
            if (source.error)
                return source.error;
            if (source.sheet) {
                if (const auto error = readSheet(file, *source.sheet, choice, flows))
                    return error;
            } else {
                flows->append(std::move(source.flows));
            }
        }
    }
    return IpaasImport::makeIdsUnique(flows);
}

const QLatin1StringView Into("into");

const OptionSpec importOptions[] = {
    Options::valueNamed(
        Options::described(Options::output,
                           QT_TRANSLATE_NOOP("FlowAudit::Cli",
                                             "the inventory to write (.yaml, .yml or .csv); "
                                             "refused when it exists and\n--into does not "
                                             "name it")),
        "INVENTORY"),
    {
        .name = "into",
        .valueName = "EXISTING",
        .help = QT_TRANSLATE_NOOP(
            "FlowAudit::Cli",
            "import into this inventory: new flows are added; a flow with the same\n"
            "flow_id gets only fields that are blank or still hold what the last import\n"
            "derived (kept under `derived`), never what a person wrote; a table's rows\n"
            "update the flow with their flow_id wherever their cells are not blank"),
    },
    Options::map,
    Options::mapFile,
    Options::sheet,
    Options::headerRow,
    Options::described(Options::reformat,
                       QT_TRANSLATE_NOOP("FlowAudit::Cli",
                                         "where the --into inventory cannot be changed in place "
                                         "(anchors, tags,\naliases), write it in the canonical "
                                         "layout, which drops them (said so)"))};

int runImport(CommandContext& context) {
    const CommandContext& arguments = context;
    const QStringList files = context.operands();
    if (!arguments.isSet(Options::Output) && !arguments.isSet(Into))
        return usageError(tr("import needs --output INVENTORY or --into INVENTORY"));
    const QString output =
        arguments.isSet(Options::Output) ? arguments.value(Options::Output) : arguments.value(Into);
    const std::optional<InventoryFile::Format> format = InventoryFile::formatNamedBy(output);
    if (!format)
        return usageError(
            tr("%1: import writes .yaml, .yml or .csv, and cannot tell a format from this name; "
               "nothing was written")
                .arg(output));
    if (namesOneOf(output, files))
        return refuseOutputOverInput(QStringLiteral("import"), output);
    if (arguments.isSet(Into) && !namesOneOf(output, {arguments.value(Into)}) &&
        QFileInfo::exists(output))
        return usageError(
            tr("%1 exists; import writes --output only into a new file or the --into inventory")
                .arg(output));
    if (!arguments.isSet(Into) && QFileInfo::exists(output))
        return usageError(
            tr("%1 exists; import into it with --into %1, or name a new file").arg(output));

    Inventory inventory;
    const ReadInventory* existing = nullptr;
    if (arguments.isSet(Into)) {
        existing = context.inventory(arguments.value(Into));
        if (!existing)
            return context.notRun();
        inventory = *existing->read.inventory;
    }
    SheetChoice mapping;
    if (const int status = readSheetOptions(arguments, &mapping))
        return status;
    QList<ImportedFlow> flows;
    if (const auto error = readAll(files, mapping, &flows)) {
        printLine(stderr, error->toString());
        printLine(stderr, tr("nothing was written"));
        return context.notRun();
    }
    const QList<FlowUpdate> plan = Reimport::plan(inventory, flows);
    for (const FlowUpdate& update : plan) {
        for (const QString& warning : update.warnings)
            printLine(stderr, tr("%1: warning: %2").arg(update.origin, warning));
    }
    for (const QString& line : Reimport::describe(plan))
        printLine(stdout, line);
    const Inventory after = Reimport::apply(inventory, plan);
    if (existing && namesOneOf(output, {arguments.value(Into)})) {
        if (const int status = savePatched(QStringLiteral("import"), output, *existing, after,
                                           arguments.isSet(Options::Reformat)))
            return status;
    } else if (const auto error =
                   AtomicFile::write(output, InventoryExport::serialise(after, *format)))
        return context.notRun(error->toString());
    const auto added =
        std::count_if(plan.begin(), plan.end(), [](const FlowUpdate& u) { return u.isAdded(); });
    const auto updated = std::count_if(plan.begin(), plan.end(), [](const FlowUpdate& u) {
        return !u.isAdded() && u.changesSomething();
    });
    printLine(stderr, tr("%1: written, flows %2 (added %3, updated %4)")
                          .arg(output, QString::number(after.flows.size()), QString::number(added),
                               QString::number(updated)));
    return context.done();
}

} // namespace

extern const CommandSpec importCommand{
    "import",
    CommandGroup::Edit,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "bring flows in from n8n, Make, CSV tables and workbooks"),
    {"FILE...", 1, -1},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Read n8n workflows (a download, the CLI's export, a template) and Make blueprints\n"
        "(Export Blueprint, or the API's answer), as files or folders of .json files, one flow\n"
        "each; the kind is told from the content. What the export says is filled in (flow_id,\n"
        "name, source, destination, ipaas, method, creates_records, retry_layers in total\n"
        "attempts, inbound_webhook, idempotency_key only when a header or Make's data-store\n"
        "pattern names it), and notes say which node each came from; everything else stays\n"
        "blank. A Make blueprint has no scenario ID, so its flow_id is made up from the name\n"
        "(said so). Zapier publishes no schema for its account export: it is not read.\n"
        "A CSV table or an Excel workbook with its own column titles is read too: the header is\n"
        "the row among the first 20 whose cells name the most fields (the rows above it are\n"
        "said and left out), the sheet the one whose header names the most; columns are matched\n"
        "to fields by name and by English and German synonyms (Quelle, Ziel, Wiederholungen …),\n"
        "and printed; dates come in as ISO 8601 text. A row without a flow ID, and two rows with\n"
        "one flow ID, are refused. A number written with a decimal comma (5,5) comes in as 5.5,\n"
        "said so; 2.000 or 1,234 could be a thousands group and is refused with both readings,\n"
        "as is any thousands separator (1 234, 1.234,5): the cell is named and nothing is "
        "written.\n"
        "A file whose name says another kind than its content is refused.\n"
        "Prints every change before writing, extra columns' values included."),
    importOptions,
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 the inventory was written, 2 it was not (bad usage, a file that "
        "cannot be\n"
        "read or imported, an inventory that cannot be written)."),
    runImport};

} // namespace FlowAudit::Cli
