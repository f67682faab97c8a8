#include "app/cli/sheetoptions.h"

#include "app/cli/clicommands.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"

#include "core/io/inventoryfile.h"

namespace FlowAudit::Cli {

SheetOptionsParser::SheetOptionsParser()
    : m_sheet(QStringLiteral("sheet"), tr("Workbook sheet to read."), QStringLiteral("name"))
    , m_headerRow(QStringLiteral("header-row"), tr("Row that holds the column titles."),
                  QStringLiteral("n"))
    , m_map(QStringLiteral("map"), tr("Column mapping."), QStringLiteral("spec"))
    , m_mapFile(QStringLiteral("map-file"), tr("Column mapping file."), QStringLiteral("path")) {}

void SheetOptionsParser::addTo(QCommandLineParser& parser) const {
    parser.addOptions({m_sheet, m_headerRow, m_map, m_mapFile});
}

int SheetOptionsParser::read(const QCommandLineParser& parser, SheetChoice* choice) const {
    choice->sheet = parser.value(m_sheet);
    if (parser.isSet(m_headerRow)) {
        bool ok = false;
        choice->headerRow = parser.value(m_headerRow).toInt(&ok);
        if (!ok || choice->headerRow < 1)
            return usageError(tr("--header-row takes a row number from 1, not \"%1\"")
                                  .arg(parser.value(m_headerRow)));
    }
    if (parser.isSet(m_map) && parser.isSet(m_mapFile))
        return usageError(tr("--map and --map-file both map the columns; give one of them"));
    choice->mapSpec = parser.value(m_map);
    if (parser.isSet(m_mapFile)) {
        QByteArray text;
        if (const auto error = InventoryFile::readBytes(parser.value(m_mapFile), &text)) {
            printLine(stderr, error->toString());
            return 2;
        }
        choice->mapFileText = QString::fromUtf8(text);
        if (choice->mapFileText.trimmed().isEmpty())
            return usageError(
                tr("%1: the mapping file maps no column").arg(parser.value(m_mapFile)));
    }
    return 0;
}

} // namespace FlowAudit::Cli
