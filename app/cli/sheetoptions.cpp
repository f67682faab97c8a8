#include "app/cli/sheetoptions.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"

#include "core/io/files/inventoryfile.h"

namespace FlowAudit::Cli {

int readSheetOptions(const CommandContext& arguments, SheetChoice* choice) {
    const QLatin1StringView sheet("sheet"), headerRow("header-row"), map("map"),
        mapFile("map-file");
    choice->sheet = arguments.value(sheet);
    if (arguments.isSet(headerRow)) {
        bool ok = false;
        choice->headerRow = arguments.value(headerRow).toInt(&ok);
        if (!ok || choice->headerRow < 1)
            return usageError(tr("--header-row takes a row number from 1, not \"%1\"")
                                  .arg(arguments.value(headerRow)));
    }
    choice->mapSpec = arguments.value(map);
    if (arguments.isSet(mapFile)) {
        QByteArray text;
        if (const auto error = InventoryFile::readBytes(arguments.value(mapFile), &text)) {
            printLine(stderr, error->toString());
            return 2;
        }
        choice->mapFileText = QString::fromUtf8(text);
        if (choice->mapFileText.trimmed().isEmpty())
            return usageError(
                tr("%1: the mapping file maps no column").arg(arguments.value(mapFile)));
    }
    return 0;
}

} // namespace FlowAudit::Cli
