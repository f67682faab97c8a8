// flowaudit-cli format: an inventory in the canonical layout on purpose, as yamlfmt or
// prettier do; --check says whether it already is, for CI.
#include "app/cli/clioutput.h"
#include "app/cli/commandarguments.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/patchedsave.h"

#include "core/diff/unifieddiff.h"
#include "core/export/inventoryexport.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/inventoryfile.h"

namespace FlowAudit::Cli {

namespace {

QList<QCommandLineOption> formatOptions() {
    return {Options::flag("check")};
}

int runFormat(const QStringList& commandLine) {
    CommandArguments arguments(formatCommand);
    if (!arguments.parse(commandLine))
        return arguments.status();
    if (arguments.positional().size() != 1)
        return usageError(tr("format takes one FILE"));
    const QString file = arguments.positional().first();
    if (InventoryFile::formatOf(file) == InventoryFile::Format::Xlsx)
        return usageError(
            tr("%1: format lays out YAML and CSV inventories, not workbooks").arg(file));
    const std::optional<ReadInventory> original = readForPatching(file);
    if (!original)
        return 2;
    const Inventory& inventory = *original->read.inventory;
    const InventoryFile::Format fileFormat = InventoryFile::formatOf(file);
    const QByteArray canonical = InventoryExport::serialise(inventory, fileFormat);
    if (canonical == original->bytes) {
        printLine(stderr, tr("%1: already in the canonical layout").arg(file));
        return 0;
    }
    // What a diff shows poorly or not at all: the line ends and a byte order mark.
    QStringList encoding;
    if (original->bytes.contains("\r\n") && !canonical.contains("\r\n"))
        encoding.append(tr("its CRLF line ends become LF"));
    if (original->bytes.startsWith("\xEF\xBB\xBF") && !canonical.startsWith("\xEF\xBB\xBF"))
        encoding.append(tr("its UTF-8 byte order mark is dropped"));
    if (arguments.isSet(QLatin1StringView("check"))) {
        print(stdout, unifiedDiff(original->bytes, canonical, file, file));
        printLine(
            stderr,
            tr("%1: not in the canonical layout; flowaudit-cli format %1 writes it so").arg(file));
        if (!encoding.isEmpty())
            printLine(stderr,
                      tr("%1: in the canonical layout, %2").arg(file, encoding.join(tr(", and "))));
        return 1;
    }
    // The canonical bytes must give the same inventory before they replace the file.
    const InventoryReadResult back = InventoryFile::parse(canonical, fileFormat, file);
    if (!back.inventory || !(*back.inventory == inventory)) {
        printLine(stderr, tr("%1: the canonical layout would not read back as the same inventory; "
                             "nothing was written")
                              .arg(file));
        return 2;
    }
    if (const auto error = AtomicFile::write(file, canonical)) {
        printLine(stderr, tr("%1 (nothing was written)").arg(error->toString()));
        return 2;
    }
    const UnkeptSyntax& unkept = original->read.unkept;
    printLine(stderr, unkept.isEmpty() ? tr("%1: written in the canonical layout").arg(file)
                                       : tr("%1: written in the canonical layout, which dropped %2")
                                             .arg(file, unkept.describe()));
    if (!encoding.isEmpty())
        printLine(stderr, tr("%1: %2").arg(file, encoding.join(tr(", and "))));
    return 0;
}

} // namespace

const CommandSpec formatCommand{
    "format",
    CommandGroup::Edit,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "write an inventory in the canonical layout, on purpose"),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "  flowaudit-cli format FILE [--check]\n"
        "      Write the inventory in FlowAudit's canonical layout on purpose, as "
        "yamlfmt or prettier\n"
        "      do: every save elsewhere keeps the file's own layout and comments; this "
        "drops them (said\n"
        "      so).\n"
        "      --check    write nothing: print the diff to the canonical layout, and "
        "exit 1 when there\n"
        "                 is one, for CI"),
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "Exit status: 0 written (or already canonical), 1 with --check: not in the "
                      "canonical layout,\n"
                      "2 not done (bad usage, a file that cannot be read or written)."),
    formatOptions,
    runFormat};

} // namespace FlowAudit::Cli
