// flowaudit-cli import: n8n workflows and Make blueprints (files or folders) into a new
// inventory, or into an existing one without overwriting what people wrote.
#include "app/cli/clicommands.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"

#include "core/import/ipaasimport.h"
#include "core/import/reimport.h"
#include "core/io/inventoryfile.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace FlowAudit::Cli {

namespace {

// The flows of every FILE, or the first file's error.
std::optional<IoError> readAll(const QStringList& files, QList<ImportedFlow>* flows)
{
    for (const QString& file : files) {
        IpaasImportResult result = IpaasImport::readPath(file);
        if (result.error)
            return result.error;
        flows->append(std::move(result.flows));
    }
    return IpaasImport::makeIdsUnique(flows);
}

} // namespace

int import(const QStringList& arguments)
{
    if (asksForHelp(arguments))
        return commandHelp(Command::Import);
    QCommandLineParser parser;
    const QCommandLineOption outputOption(QStringLiteral("output"), tr("Inventory to write."), QStringLiteral("path"));
    const QCommandLineOption intoOption(QStringLiteral("into"), tr("Existing inventory to import into."), QStringLiteral("path"));
    parser.addOptions({outputOption, intoOption});
    if (!parser.parse(QStringList{QStringLiteral("import")} + arguments))
        return usageError(parser.errorText());
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return usageError(tr("import needs at least one file or folder to import"));
    if (!parser.isSet(outputOption))
        return usageError(tr("import needs --output INVENTORY"));
    const QString output = parser.value(outputOption);
    const std::optional<InventoryFile::Format> format = InventoryFile::formatNamedBy(output);
    if (!format)
        return usageError(tr("%1: import writes .yaml, .yml or .csv, and cannot tell a format from this name; "
                             "nothing was written").arg(output));
    if (!parser.isSet(intoOption) && QFileInfo::exists(output))
        return usageError(tr("%1 exists; import into it with --into %1, or name a new file").arg(output));

    Inventory inventory;
    if (parser.isSet(intoOption)) {
        const InventoryReadResult existing = InventoryFile::load(parser.value(intoOption));
        if (!existing.inventory) {
            printLine(stderr, existing.error.toString());
            return 2;
        }
        inventory = *existing.inventory;
    }
    QList<ImportedFlow> flows;
    if (const auto error = readAll(files, &flows)) {
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
    if (const auto error = AtomicFile::write(output, InventoryFile::serialise(after, *format))) {
        printLine(stderr, error->toString());
        return 2;
    }
    const auto added = std::count_if(plan.begin(), plan.end(), [](const FlowUpdate& u) { return u.isAdded(); });
    const auto updated = std::count_if(plan.begin(), plan.end(),
                                       [](const FlowUpdate& u) { return !u.isAdded() && u.changesSomething(); });
    printLine(stderr, tr("%1: written, flows %2 (added %3, updated %4)")
                          .arg(output, QString::number(after.flows.size()), QString::number(added), QString::number(updated)));
    return 0;
}

} // namespace FlowAudit::Cli
