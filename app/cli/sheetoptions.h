#pragma once

#include "core/io/table/spreadsheetreader.h"

namespace FlowAudit::Cli {

class CommandContext;

// How a spreadsheet is read, said the same way to import and lint (Options::sheet, headerRow,
// map and mapFile): 0 with *choice filled, or an exit status
// of 2 after saying what is wrong.
int readSheetOptions(const CommandContext& arguments, SheetChoice* choice);

} // namespace FlowAudit::Cli
