// flowaudit-cli format: an inventory in the canonical layout on purpose, as yamlfmt or
// prettier do; --check says whether it already is, for CI.
#include "app/cli/clicommands.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/patchedsave.h"

#include "core/diff/unifieddiff.h"
#include "core/export/inventoryexport.h"
#include "core/io/atomicfile.h"
#include "core/io/inventoryfile.h"

#include <QCommandLineParser>

namespace FlowAudit::Cli {

int format(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::Format);
    QCommandLineParser parser;
    const QCommandLineOption checkOption(
        QStringLiteral("check"), tr("Only say whether the file is in the canonical layout."));
    parser.addOption(checkOption);
    if (!parser.parse(QStringList{QStringLiteral("format")} + arguments))
        return usageError(parser.errorText());
    if (parser.positionalArguments().size() != 1)
        return usageError(tr("format takes one FILE"));
    const QString file = parser.positionalArguments().first();
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
    if (parser.isSet(checkOption)) {
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

} // namespace FlowAudit::Cli
