// flowaudit-cli format: an inventory in the canonical layout on purpose, as yamlfmt or
// prettier do; --check says whether it already is, for CI.
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/patchedsave.h"

#include "core/diff/unifieddiff.h"
#include "core/export/inventoryexport.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/inventoryfile.h"

namespace FlowAudit::Cli {

namespace {

const OptionSpec formatOptions[] = {
    {.name = "check",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "write nothing: print the diff to the canonical layout, and exit 1 "
                               "when there\nis one, for CI")}};

int runFormat(CommandContext& context) {
    const QString file = context.operands().first();
    if (InventoryFile::formatOf(file) == InventoryFile::Format::Xlsx)
        return usageError(
            tr("%1: format lays out YAML and CSV inventories, not workbooks").arg(file));
    const ReadInventory* original = context.inventory(file);
    if (!original)
        return context.notRun();
    const Inventory& inventory = *original->read.inventory;
    const InventoryFile::Format fileFormat = InventoryFile::formatOf(file);
    const QByteArray canonical = InventoryExport::serialise(inventory, fileFormat);
    if (canonical == original->bytes) {
        printLine(stderr, tr("%1: already in the canonical layout").arg(file));
        return context.done();
    }
    // What a diff shows poorly or not at all: the line ends and a byte order mark.
    QStringList encoding;
    if (original->bytes.contains("\r\n") && !canonical.contains("\r\n"))
        encoding.append(tr("its CRLF line ends become LF"));
    if (original->bytes.startsWith("\xEF\xBB\xBF") && !canonical.startsWith("\xEF\xBB\xBF"))
        encoding.append(tr("its UTF-8 byte order mark is dropped"));
    if (context.isSet(QLatin1StringView("check"))) {
        print(stdout, unifiedDiff(original->bytes, canonical, file, file));
        printLine(
            stderr,
            tr("%1: not in the canonical layout; flowaudit-cli format %1 writes it so").arg(file));
        if (!encoding.isEmpty())
            printLine(stderr,
                      tr("%1: in the canonical layout, %2").arg(file, encoding.join(tr(", and "))));
        return context.found(true);
    }
    // The canonical bytes must give the same inventory before they replace the file.
    const InventoryReadResult back = InventoryFile::parse(canonical, fileFormat, file);
    if (!back.inventory || !(*back.inventory == inventory))
        return context.notRun(tr("%1: the canonical layout would not read back as the same "
                                 "inventory; nothing was written")
                                  .arg(file));
    if (const auto error = AtomicFile::write(file, canonical))
        return context.notRun(tr("%1 (nothing was written)").arg(error->toString()));
    const UnkeptSyntax& unkept = original->read.unkept;
    printLine(stderr, unkept.isEmpty() ? tr("%1: written in the canonical layout").arg(file)
                                       : tr("%1: written in the canonical layout, which dropped %2")
                                             .arg(file, unkept.describe()));
    if (!encoding.isEmpty())
        printLine(stderr, tr("%1: %2").arg(file, encoding.join(tr(", and "))));
    return context.done();
}

} // namespace

extern const CommandSpec formatCommand{
    "format",
    CommandGroup::Edit,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "write an inventory in the canonical layout, on purpose"),
    {"FILE", 1, 1},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Write the inventory in FlowAudit's canonical layout on purpose, as yamlfmt or prettier\n"
        "do: every save elsewhere keeps the file's own layout and comments; this drops them (said\n"
        "so)."),
    formatOptions,
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "Exit status: 0 written (or already canonical), 1 with --check: not in the "
                      "canonical layout,\n"
                      "2 not done (bad usage, a file that cannot be read or written)."),
    runFormat};

} // namespace FlowAudit::Cli
