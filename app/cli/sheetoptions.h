#pragma once

#include "core/io/spreadsheetreader.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace FlowAudit::Cli {

// The options that say how a spreadsheet is read, shared by import and lint so that both
// read a workbook the same way: --sheet, --header-row, --map and --map-file.
class SheetOptionsParser {
public:
    SheetOptionsParser();
    void addTo(QCommandLineParser& parser) const;
    // 0 with *choice filled, or an exit status of 2 after saying what is wrong.
    int read(const QCommandLineParser& parser, SheetChoice* choice) const;

private:
    QCommandLineOption m_sheet;
    QCommandLineOption m_headerRow;
    QCommandLineOption m_map;
    QCommandLineOption m_mapFile;
};

} // namespace FlowAudit::Cli
