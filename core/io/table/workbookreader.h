#pragma once

#include "core/io/ioerror.h"
#include "core/io/readprogress.h"
#include "core/io/table/tablerows.h"
#include "core/io/yaml/yamlreader.h"

#include <optional>

namespace FlowAudit {

// Reads a sheet of an Excel workbook (.xlsx) through libzip and QXmlStreamReader as rows of
// cells, each row with its number in the sheet: shared and inline strings, numbers,
// booleans, the cached values of formulas, and dates (numbers whose format shows a date,
// io/workbookstyles) as ISO 8601 text. A merged cell's value is read once, where Excel
// keeps it. Hostile files are refused before they cost memory: too many entries, more
// uncompressed bytes than an inventory may have, entries that inflate more than 100 to 1,
// more rows than an inventory may hold. An .xls, an encrypted workbook (Excel stores those
// as OLE2 files, like .xls) and a zip that is not a workbook are refused in words.
class WorkbookReader {
public:
    static constexpr int MaxEntries = 10000;
    static constexpr qint64 MaxUncompressedBytes = 2 * InputLimits::MaxFileBytes;
    static constexpr qint64 MaxRatio = 100;
    static constexpr int MaxRows = 200000;
    // Ten distinct texts a row at most: the strings' count bounds their memory.
    static constexpr int MaxSharedStrings = 10 * MaxRows;
    // How much of each sheet is unpacked to compare their first rows.
    static constexpr qint64 FirstRowsBytes = 1024 * 1024;

    // A zip, or an OLE2 file (.xls, encrypted .xlsx): the bytes are meant as a workbook.
    static bool looksLikeWorkbook(const QByteArray& bytes);
    // The rows of the sheet named sheetName, or, when it is empty, of the sheet whose first
    // rows name the most fields (io/headerrow; ties: a sheet named Flows, else the first).
    // progress hears every few hundred rows how far the sheet has come, and can cancel.
    static std::optional<TableRows> readRows(const QByteArray& bytes, const QString& fileName,
                                             const QString& sheetName, IoError* error,
                                             const ReadProgress& progress = {});
};

} // namespace FlowAudit
