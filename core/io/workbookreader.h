#pragma once

#include "core/io/ioerror.h"
#include "core/io/yamlreader.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace FlowAudit {

// One sheet of a workbook as rows of text (row 1 is the header), with the sheet's name
// and each row's number in the sheet, for positioned errors ("Flows!B7: …").
struct SheetRows {
    QString sheet;
    QList<QStringList> rows;
    QList<int> rowNumbers; // 1-based, as Excel numbers them
};

// Reads an Excel workbook (.xlsx) through libzip and QXmlStreamReader: the sheet named
// Flows, else the first; shared and inline strings, numbers, booleans, the cached values of
// formulas. Hostile files are refused before they cost memory: too many entries, more
// uncompressed bytes than an inventory may have, entries that inflate more than 100 to 1,
// more rows than an inventory may hold. An .xls, an encrypted workbook (Excel stores those
// as OLE2 files, like .xls) and a zip that is not a workbook are refused in words.
class WorkbookReader {
public:
    static constexpr int MaxEntries = 10000;
    static constexpr qint64 MaxUncompressedBytes = 2 * InputLimits::MaxFileBytes;
    static constexpr qint64 MaxRatio = 100;
    static constexpr int MaxRows = 200000;

    // A zip, or an OLE2 file (.xls, encrypted .xlsx): the bytes are meant as a workbook.
    static bool looksLikeWorkbook(const QByteArray& bytes);
    static std::optional<SheetRows> readRows(const QByteArray& bytes, const QString& fileName,
                                             IoError* error);
    // The workbook as an inventory: rows through the CSV form's rules (FlowAudit's own
    // titles, the status column left out).
    static InventoryReadResult read(const QByteArray& bytes, const QString& fileName);
    // The same rows as the bytes of a CSV table, for the column mapping's path.
    static QByteArray toCsv(const SheetRows& rows);
    // The title of the verdict column WorkbookWriter adds, which the reader leaves out.
    static QString statusTitle() { return QStringLiteral("FlowAudit status"); }
};

} // namespace FlowAudit
