// flowaudit-cli import: n8n workflows and Make blueprints (files or folders) into a new
// inventory, or into an existing one without overwriting what people wrote.
#include "app/cli/clicommands.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/outputguard.h"
#include "app/cli/patchedsave.h"

#include "core/export/inventoryexport.h"
#include "core/import/ipaasimport.h"
#include "core/import/reimport.h"
#include "core/import/spreadsheetimport.h"
#include "core/io/inventoryfile.h"
#include "core/io/workbookreader.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace FlowAudit::Cli {

namespace {

// How the columns of a spreadsheet are mapped: --map, else --map-file, else guessed.
struct MappingChoice {
    QString spec;
    QString fileText;
    bool given() const { return !spec.isEmpty() || !fileText.isEmpty(); }
};

QString describe(const ColumnMapping& mapping) {
    QStringList parts;
    for (qsizetype c = 0; c < mapping.header().size(); ++c) {
        const ColumnTarget& target = mapping.targets()[c];
        if (target.kind == ColumnTarget::Kind::Ignore)
            parts.append(tr("%1 ignored").arg(mapping.header()[c]));
        else if (target.kind == ColumnTarget::Kind::Extra)
            parts.append(tr("%1 kept as it is").arg(mapping.header()[c]));
        else
            parts.append(QStringLiteral("%1 → %2").arg(mapping.header()[c], mapping.targetName(c)));
    }
    return parts.join(QLatin1StringView(", "));
}

// A spreadsheet's rows through its column mapping.
std::optional<IoError> readSheet(const QString& file, const QByteArray& bytes,
                                 const MappingChoice& choice, QList<ImportedFlow>* flows) {
    IoError error;
    const std::optional<QStringList> header = SpreadsheetImport::csvHeader(bytes, file, &error);
    if (!header)
        return IoError{file, error.line, error.column,
                       tr("neither an n8n workflow or Make blueprint (JSON) nor a CSV table: %1")
                           .arg(error.message)};
    QString problem;
    const std::optional<ColumnMapping> mapping =
        !choice.spec.isEmpty() ? ColumnMapping::fromSpec(choice.spec, *header, &problem)
        : !choice.fileText.isEmpty()
            ? ColumnMapping::fromFileText(choice.fileText, *header, &problem)
            : std::optional<ColumnMapping>(ColumnMapping::guess(*header));
    if (!mapping)
        return IoError{file, 1, 0, tr("--map: %1").arg(problem)};
    if (!SpreadsheetImport::mapsAnyField(*mapping))
        return IoError{
            file, 1, 0,
            tr("not an n8n workflow or Make blueprint, and no column of this table names a field "
               "(%1); map them with --map 'COLUMN=FIELD,…'")
                .arg(header->join(QLatin1StringView(", ")))};
    printLine(stderr, tr("%1: columns: %2").arg(file, describe(*mapping)));
    SpreadsheetImportResult rows = SpreadsheetImport::readCsv(bytes, file, *mapping);
    if (rows.error)
        return rows.error;
    flows->append(std::move(rows.flows));
    return std::nullopt;
}

// The flows of every FILE, told apart by content, or the first file's error.
std::optional<IoError> readAll(const QStringList& files, const MappingChoice& choice,
                               QList<ImportedFlow>* flows) {
    for (const QString& file : files) {
        QByteArray bytes;
        if (!QFileInfo(file).isDir()) {
            if (const auto error = InventoryFile::readBytes(file, &bytes))
                return error;
            if (WorkbookReader::looksLikeWorkbook(bytes)) {
                // A workbook's sheet takes the spreadsheet's path (its columns mapped).
                IoError error;
                const std::optional<SheetRows> rows = WorkbookReader::readRows(bytes, file, &error);
                if (!rows)
                    return error;
                if (const auto problem =
                        readSheet(file, WorkbookReader::toCsv(*rows), choice, flows))
                    return problem;
                continue;
            }
            if (!IpaasImport::isExport(bytes)) {
                if (const auto error = readSheet(file, bytes, choice, flows))
                    return error;
                continue;
            }
        }
        IpaasImportResult result = IpaasImport::readPath(file);
        if (result.error)
            return result.error;
        flows->append(std::move(result.flows));
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
    const QCommandLineOption mapOption(QStringLiteral("map"), tr("Column mapping."),
                                       QStringLiteral("spec"));
    const QCommandLineOption mapFileOption(QStringLiteral("map-file"), tr("Column mapping file."),
                                           QStringLiteral("path"));
    const QCommandLineOption reformatOption(
        QStringLiteral("reformat"),
        tr("Write --into in the canonical layout where it cannot be changed in place."));
    parser.addOptions({outputOption, intoOption, mapOption, mapFileOption, reformatOption});
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
    MappingChoice mapping;
    mapping.spec = parser.value(mapOption);
    if (parser.isSet(mapFileOption)) {
        QByteArray text;
        if (const auto error = InventoryFile::readBytes(parser.value(mapFileOption), &text)) {
            printLine(stderr, error->toString());
            return 2;
        }
        mapping.fileText = QString::fromUtf8(text);
        if (mapping.fileText.trimmed().isEmpty())
            return usageError(
                tr("%1: the mapping file maps no column").arg(parser.value(mapFileOption)));
    }
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
