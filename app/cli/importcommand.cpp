// flowaudit-cli import: n8n workflows and Make blueprints (files or folders) into a new
// inventory, or into an existing one without overwriting what people wrote.
#include "app/cli/clicommands.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/outputguard.h"
#include "app/cli/patchedsave.h"
#include "app/cli/sheetoptions.h"

#include "core/export/inventoryexport.h"
#include "core/import/importsource.h"
#include "core/import/ipaasimport.h"
#include "core/import/reimport.h"
#include "core/import/spreadsheetimport.h"
#include "core/io/inventoryfile.h"

#include <QCommandLineParser>
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

} // namespace

int import(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::Import);
    QCommandLineParser parser;
    const QCommandLineOption outputOption(QStringLiteral("output"), tr("Inventory to write."),
                                          QStringLiteral("path"));
    const QCommandLineOption intoOption(
        QStringLiteral("into"), tr("Existing inventory to import into."), QStringLiteral("path"));
    const QCommandLineOption reformatOption(
        QStringLiteral("reformat"),
        tr("Write --into in the canonical layout where it cannot be changed in place."));
    SheetOptionsParser sheetOptions;
    parser.addOptions({outputOption, intoOption, reformatOption});
    sheetOptions.addTo(parser);
    if (!parser.parse(QStringList{QStringLiteral("import")} + arguments))
        return usageError(parser.errorText());
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usageError(tr("import needs at least one file or folder to import"));
    if (!parser.isSet(outputOption) && !parser.isSet(intoOption))
        return usageError(tr("import needs --output INVENTORY or --into INVENTORY"));
    const QString output =
        parser.isSet(outputOption) ? parser.value(outputOption) : parser.value(intoOption);
    const std::optional<InventoryFile::Format> format = InventoryFile::formatNamedBy(output);
    if (!format)
        return usageError(
            tr("%1: import writes .yaml, .yml or .csv, and cannot tell a format from this name; "
               "nothing was written")
                .arg(output));
    if (namesAnInput(output, files))
        return refuseOutputOverInput(QStringLiteral("import"), output);
    if (parser.isSet(intoOption) && !namesAnInput(output, {parser.value(intoOption)}) &&
        QFileInfo::exists(output))
        return usageError(
            tr("%1 exists; import writes --output only into a new file or the --into inventory")
                .arg(output));
    if (!parser.isSet(intoOption) && QFileInfo::exists(output))
        return usageError(
            tr("%1 exists; import into it with --into %1, or name a new file").arg(output));

    Inventory inventory;
    std::optional<ReadInventory> existing;
    if (parser.isSet(intoOption)) {
        existing = readForPatching(parser.value(intoOption));
        if (!existing)
            return 2;
        inventory = *existing->read.inventory;
    }
    SheetChoice mapping;
    if (const int status = sheetOptions.read(parser, &mapping))
        return status;
    QList<ImportedFlow> flows;
    if (const auto error = readAll(files, mapping, &flows)) {
        printLine(stderr, error->toString());
        printLine(stderr, tr("nothing was written"));
        return 2;
    }
    const QList<FlowUpdate> plan = Reimport::plan(inventory, flows);
    for (const FlowUpdate& update : plan) {
        for (const QString& warning : update.warnings)
            printLine(stderr, tr("%1: warning: %2").arg(update.origin, warning));
    }
    for (const QString& line : Reimport::describe(plan))
        printLine(stdout, line);
    const Inventory after = Reimport::apply(inventory, plan);
    if (existing && namesAnInput(output, {parser.value(intoOption)})) {
        if (const int status = savePatched(QStringLiteral("import"), output, *existing, after,
                                           parser.isSet(reformatOption)))
            return status;
    } else if (const auto error =
                   AtomicFile::write(output, InventoryExport::serialise(after, *format))) {
        printLine(stderr, error->toString());
        return 2;
    }
    const auto added =
        std::count_if(plan.begin(), plan.end(), [](const FlowUpdate& u) { return u.isAdded(); });
    const auto updated = std::count_if(plan.begin(), plan.end(), [](const FlowUpdate& u) {
        return !u.isAdded() && u.changesSomething();
    });
    printLine(stderr, tr("%1: written, flows %2 (added %3, updated %4)")
                          .arg(output, QString::number(after.flows.size()), QString::number(added),
                               QString::number(updated)));
    return 0;
}

} // namespace FlowAudit::Cli
