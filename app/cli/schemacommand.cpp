// flowaudit-cli schema: the inventory's JSON Schema, for editors that check YAML as it is typed.
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/outputguard.h"

#include "core/export/inventoryschema.h"

namespace FlowAudit::Cli {

namespace {

const OptionSpec schemaOptions[] = {Options::output};

int runSchema(CommandContext& context) {
    return writeOutput(context, InventorySchema::json());
}

} // namespace

extern const CommandSpec schemaCommand{
    "schema",
    CommandGroup::Check,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "print the inventory's JSON Schema, for editors"),
    {"", 0, 0},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Print the JSON Schema (draft-07) of the inventory file: every field with its\n"
        "meaning, form and values, the waivers, reviews and systems. Editors that read\n"
        "yaml-language-server's modeline check and complete an inventory with it:\n"
        "  # yaml-language-server: $schema=/usr/share/flowaudit/flow-inventory.schema.json\n"
        "(the package installs it there). The texts are in the language of the locale."),
    schemaOptions,
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "Exit status: 0 printed, 2 the command could not run (bad usage, a file that "
                      "cannot be written)."),
    runSchema};

} // namespace FlowAudit::Cli
