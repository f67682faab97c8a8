#pragma once

#include "core/io/table/spreadsheetreader.h"

namespace FlowAudit::Cli {

class CommandArguments;

// How a spreadsheet is read, said the same way to import and lint (Options::sheet():
// --sheet, --header-row, --map and --map-file): 0 with *choice filled, or an exit status
// of 2 after saying what is wrong.
int readSheetOptions(const CommandArguments& arguments, SheetChoice* choice);

} // namespace FlowAudit::Cli
