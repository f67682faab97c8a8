// flowaudit-cli schema: the inventory's JSON Schema, for editors that check YAML as it is typed.
#include "app/cli/clioutput.h"
#include "app/cli/commandarguments.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/outputguard.h"

#include "core/export/inventoryschema.h"

namespace FlowAudit::Cli {

namespace {

QList<QCommandLineOption> schemaOptions() {
    return {Options::output()};
}

int runSchema(const QStringList& commandLine) {
    CommandArguments arguments(schemaCommand);
    if (!arguments.parse(commandLine))
        return arguments.status();
    if (!arguments.positional().isEmpty())
        return usageError(tr("schema takes no file: it describes every inventory"));
    return writeOutput(arguments, InventorySchema::json());
}

} // namespace

const CommandSpec schemaCommand{
    "schema",
    CommandGroup::Check,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "print the inventory's JSON Schema, for editors"),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "  flowaudit-cli schema [--output PATH]\n"
        "      Print the JSON Schema (draft-07) of the inventory file: every field with its\n"
        "      meaning, form and values, the waivers, reviews and systems. Editors that read\n"
        "      yaml-language-server's modeline check and complete an inventory with it:\n"
        "        # yaml-language-server: $schema=/usr/share/flowaudit/flow-inventory.schema.json\n"
        "      (the package installs it there). The texts are in the language of the locale.\n"
        "      --output  write to PATH (atomically) instead of standard output"),
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "Exit status: 0 printed, 2 the command could not run (bad usage, a file that "
                      "cannot be written)."),
    schemaOptions,
    runSchema};

} // namespace FlowAudit::Cli
