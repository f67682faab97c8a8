#include "core/io/table/workbookreader.h"

#include "core/io/table/headerrow.h"
#include "core/io/table/spreadsheetcell.h"
#include "core/io/table/tableinventory.h"
#include "core/io/table/workbookstyles.h"

#include <QCoreApplication>
#include <QHash>
#include <QXmlStreamReader>

#include <zip.h>

namespace FlowAudit {

namespace {

// "B7" → column 1 (0-based) and row 7; nullopt when it is not a cell reference.
std::optional<std::pair<int, int>> parseReference(QStringView ref) {
    int column = 0;
    qsizetype i = 0;
    while (i < ref.size() && ref[i] >= u'A' && ref[i] <= u'Z' && i < 3)
        column = column * 26 + (ref[i++].unicode() - u'A' + 1);
    bool ok = false;
    const int row = ref.mid(i).toInt(&ok);
    if (i == 0 || !ok || row < 1)
        return std::nullopt;
    return std::pair{column - 1, row};
}

// The workbook's zip through libzip, read from memory. (QuaZip cannot be used beside
// libxlsxwriter: both export minizip's symbols, and the writer then calls QuaZip's.)
class Zip {
public:
    Zip(const QByteArray& bytes, const QString& fileName)
        : m_bytes(bytes)
        , m_file(fileName) {}
    ~Zip() {
        if (m_zip)
            zip_discard(m_zip);
    }
    Zip(const Zip&) = delete;
    Zip& operator=(const Zip&) = delete;

    std::optional<IoError> open() {
        zip_error_t error;
        zip_error_init(&error);
        zip_source_t* source =
            zip_source_buffer_create(m_bytes.constData(), zip_uint64_t(m_bytes.size()), 0, &error);
        if (source)
            m_zip = zip_open_from_source(source, ZIP_RDONLY, &error);
        if (!m_zip) {
            if (source)
                zip_source_free(source);
            zip_error_fini(&error);
            return fail(QCoreApplication::translate(
                "Import", "a damaged zip file, not a workbook Excel could open"));
        }
        zip_error_fini(&error);
        const zip_int64_t count = zip_get_num_entries(m_zip, 0);
        if (count > WorkbookReader::MaxEntries)
            return fail(
                QCoreApplication::translate(
                    "Import",
                    "a zip with %1 entries; a workbook has a few dozen (at most %2 are read)")
                    .arg(count)
                    .arg(WorkbookReader::MaxEntries));
        qint64 total = 0;
        for (zip_int64_t i = 0; i < count; ++i) {
            zip_stat_t entry;
            if (zip_stat_index(m_zip, zip_uint64_t(i), 0, &entry) != 0)
                return fail(QCoreApplication::translate(
                    "Import", "a damaged zip file, not a workbook Excel could open"));
            const QString name = QString::fromUtf8(entry.name);
            if ((entry.valid & ZIP_STAT_ENCRYPTION_METHOD) &&
                entry.encryption_method != ZIP_EM_NONE)
                return fail(QCoreApplication::translate(
                    "Import",
                    "an encrypted workbook: save it without a password and import it again"));
            const quint64 size = entry.size;
            const quint64 packed = std::max<quint64>(1, entry.comp_size);
            total +=
                qint64(std::min<quint64>(size, quint64(WorkbookReader::MaxUncompressedBytes) + 1));
            if (size > 1024 * 1024 && size > quint64(WorkbookReader::MaxRatio) * packed)
                return fail(QCoreApplication::translate("Import",
                                                        "%1 inflates from %2 to %3 bytes, more "
                                                        "than %4 to 1: a zip bomb, not a workbook")
                                .arg(name)
                                .arg(packed)
                                .arg(size)
                                .arg(WorkbookReader::MaxRatio));
            if (total > WorkbookReader::MaxUncompressedBytes)
                return fail(QCoreApplication::translate("Import",
                                                        "the workbook inflates to more than %1 "
                                                        "MB; an inventory's workbook holds less")
                                .arg(WorkbookReader::MaxUncompressedBytes / (1024 * 1024)));
            m_entries.insert(name, {i, qint64(size)});
        }
        if (!m_entries.contains(QStringLiteral("xl/workbook.xml")))
            return fail(QCoreApplication::translate(
                "Import", "a zip file that is not an Excel workbook (it has no xl/workbook.xml)"));
        return std::nullopt;
    }

    bool has(const QString& name) const { return m_entries.contains(name); }

    // An entry's bytes, never more than it declared (a lying header cannot inflate more);
    // with a limit, its first `limit` bytes at most (enough to look at a sheet's first rows).
    std::optional<QByteArray> read(const QString& name, IoError* error, qint64 limit = -1) {
        const auto it = m_entries.constFind(name);
        if (it == m_entries.constEnd()) {
            *error =
                *fail(QCoreApplication::translate("Import", "the workbook has no %1").arg(name));
            return std::nullopt;
        }
        zip_file_t* file = zip_fopen_index(m_zip, zip_uint64_t(it->first), 0);
        if (!file) {
            *error =
                *fail(QCoreApplication::translate("Import", "%1 cannot be unpacked").arg(name));
            return std::nullopt;
        }
        QByteArray bytes;
        char chunk[65536];
        zip_int64_t n = 0;
        while ((n = zip_fread(file, chunk, sizeof chunk)) > 0) {
            bytes.append(chunk, qsizetype(n));
            if (bytes.size() > it->second || (limit >= 0 && bytes.size() >= limit))
                break;
        }
        zip_fclose(file);
        if (limit >= 0 && bytes.size() >= limit)
            return bytes;
        if (bytes.size() > it->second) {
            *error = *fail(
                QCoreApplication::translate(
                    "Import", "%1 unpacks to more than its declared size: a damaged or hostile zip")
                    .arg(name));
            return std::nullopt;
        }
        if (n < 0) {
            *error = *fail(
                QCoreApplication::translate("Import", "%1 cannot be unpacked: the zip is damaged")
                    .arg(name));
            return std::nullopt;
        }
        return bytes;
    }

    QStringList names() const { return m_entries.keys(); }

    std::optional<IoError> fail(const QString& message) const {
        return IoError{m_file, 0, 0, message};
    }

private:
    QByteArray m_bytes;
    QString m_file;
    zip_t* m_zip = nullptr;
    QHash<QString, std::pair<zip_int64_t, qint64>> m_entries; // index, declared size
};

// The text of an <si> or <is>: its <t> elements, runs included, phonetic hints left out.
QString stringItem(QXmlStreamReader& xml) {
    QString text;
    const QStringView end = xml.name();
    const QString endName = end.toString();
    int phonetic = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"rPh")
            ++phonetic;
        else if (xml.isEndElement() && xml.name() == u"rPh")
            --phonetic;
        else if (xml.isStartElement() && xml.name() == u"t" && phonetic == 0)
            text += xml.readElementText(QXmlStreamReader::IncludeChildElements);
        else if (xml.isEndElement() && xml.name() == endName)
            break;
    }
    return text;
}

// Excel's last row: a row numbered past it is no sheet Excel wrote.
constexpr int MaxSheetRow = 1048576;

// What the sheets of a workbook share: their strings, styles and date system.
struct WorkbookParts {
    QString fileName;
    qint64 bytes = 0; // of the workbook
    QStringList shared;
    std::optional<WorkbookStyles> styles;
    bool date1904 = false;
};

// What a cell element (<c>, the reader at its start) holds: its value as a person sees it
// (a shared string looked up, a boolean as true or false, a number shown as a date as its
// ISO text), or why it cannot be read.
struct CellRead {
    QString value;
    QString problem;
    bool number = false; // a number cell shown as a number: its value, not typed text
};

CellRead readCell(QXmlStreamReader& sheet, const WorkbookParts& parts, const QString& type,
                  int style) {
    QString value;
    bool hasValue = false;
    bool hasFormula = false;
    while (!sheet.atEnd()) {
        sheet.readNext();
        if (sheet.isStartElement() && sheet.name() == u"v") {
            value = sheet.readElementText();
            hasValue = true;
        } else if (sheet.isStartElement() && sheet.name() == u"f") {
            hasFormula = true;
            sheet.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (sheet.isStartElement() && sheet.name() == u"is") {
            value = stringItem(sheet);
            hasValue = true;
        } else if (sheet.isEndElement() && sheet.name() == u"c") {
            break;
        }
    }
    // A formula's empty text (t="str", IF(…,"",…)) is a value; an empty number is not.
    if (hasFormula && (!hasValue || (value.isEmpty() && type != u"str")))
        return CellRead{QString(),
                        QCoreApplication::translate(
                            "Import",
                            "a formula without a saved value; FlowAudit reads values: open the "
                            "workbook in a spreadsheet program, save it, and import it again")};
    if (type == u"s") {
        bool ok = false;
        const int index = value.toInt(&ok);
        if (!ok || index < 0 || index >= parts.shared.size())
            return CellRead{
                QString(),
                QCoreApplication::translate(
                    "Import", "refers to shared string %1, which the workbook does not have")
                    .arg(value)};
        value = parts.shared[index];
    } else if (type == u"b") {
        value = value == u"1" ? QStringLiteral("true") : QStringLiteral("false");
    } else if (type == u"e") {
        return CellRead{
            QString(),
            QCoreApplication::translate("Import", "the cell holds the error %1").arg(value)};
    } else if ((type.isEmpty() || type == u"n") && hasValue && parts.styles) {
        // A number shown as a date is a date to the person who typed it.
        const WorkbookStyles::Shown shown = parts.styles->shown(style);
        if (shown != WorkbookStyles::Shown::Number) {
            bool ok = false;
            const double serial = value.toDouble(&ok);
            const std::optional<QString> iso =
                ok ? WorkbookStyles::isoText(serial, parts.date1904, shown) : std::nullopt;
            if (!iso && ok && serial >= 60 && serial < 61 && !parts.date1904)
                return CellRead{QString(),
                                QCoreApplication::translate(
                                    "Import",
                                    "a date cell holding %1, which Excel shows as 29 February "
                                    "1900, a day that never was (Lotus 1-2-3's leap-year bug); "
                                    "write the date meant")
                                    .arg(value)};
            if (!iso)
                return CellRead{QString(),
                                QCoreApplication::translate(
                                    "Import",
                                    "a date cell holding %1, which is no date Excel can show "
                                    "(dates run from 1900-01-01 to 9999-12-31)")
                                    .arg(value)};
            value = *iso;
            return CellRead{value, QString()};
        }
    }
    const bool number = (type.isEmpty() || type == u"n") && hasValue;
    return CellRead{value, QString(), number};
}

// A sheet's cells as rows into *table (empty rows left out), up to row `lastLine` when it
// is given; false with *error at the first cell that cannot be read (the rows before it
// stay in *table).
bool readSheet(const QByteArray& xml, const QString& sheetName, const WorkbookParts& parts,
               int lastLine, TableRows* out, IoError* error, const ReadProgress& progress = {}) {
    TableRows& table = *out;
    table.fileName = parts.fileName;
    table.sheet = sheetName;
    table.bytes = xml.size();
    auto at = [&](int column, int row, const QString& message) {
        *error = TableInventory::errorAt(table, row, column, message);
        return false;
    };
    QXmlStreamReader sheet(xml);
    int rowNumber = 0;
    QStringList row;
    QList<bool> rowNumbers; // beside row: which cells are number cells
    bool inRow = false;
    while (!sheet.atEnd()) {
        sheet.readNext();
        if (sheet.isStartElement() && sheet.name() == u"row") {
            const int r = sheet.attributes().value(QLatin1StringView("r")).toInt();
            rowNumber = r > rowNumber ? r : rowNumber + 1;
            if (rowNumber > MaxSheetRow)
                return at(0, MaxSheetRow,
                          QCoreApplication::translate("Import", "a row past Excel's last row (%1)")
                              .arg(MaxSheetRow));
            if (lastLine > 0 && rowNumber > lastLine)
                return true;
            row.clear();
            rowNumbers.clear();
            inRow = true;
        } else if (sheet.isEndElement() && sheet.name() == u"row") {
            inRow = false;
            while (!row.isEmpty() && row.last().isEmpty()) {
                row.removeLast();
                rowNumbers.removeLast();
            }
            if (row.isEmpty())
                continue; // formatted but empty: no data
            if (table.rows.size() >= WorkbookReader::MaxRows + 1)
                return at(0, rowNumber,
                          QCoreApplication::translate(
                              "Import", "more than %1 rows; an inventory holds fewer flows")
                              .arg(WorkbookReader::MaxRows));
            TableRow cells;
            cells.line = rowNumber;
            cells.end = sheet.characterOffset();
            for (qsizetype c = 0; c < row.size(); ++c) {
                bool escaped = false;
                cells.cells.append(SpreadsheetCell::restore(row[c].toUtf8(), &escaped));
                cells.escaped.append(escaped);
                cells.numbers.append(rowNumbers[c]);
            }
            table.rows.append(std::move(cells));
            if (progress && table.rows.size() % ProgressEveryFlows == 0 &&
                !progress(
                    qint64(double(sheet.characterOffset()) / qMax(1, xml.size()) * parts.bytes),
                    int(table.rows.size())))
                return at(0, rowNumber,
                          QCoreApplication::translate("YamlReader", "reading was cancelled"));
        } else if (inRow && sheet.isStartElement() && sheet.name() == u"c") {
            const QString type = sheet.attributes().value(QLatin1StringView("t")).toString();
            const int style = sheet.attributes().hasAttribute(QLatin1StringView("s"))
                                  ? sheet.attributes().value(QLatin1StringView("s")).toInt()
                                  : 0;
            const auto ref = parseReference(sheet.attributes().value(QLatin1StringView("r")));
            const int column = ref ? ref->first : int(row.size());
            if (column > 16383)
                return at(0, rowNumber,
                          QCoreApplication::translate("Import", "a cell past Excel's last column"));
            CellRead cell = readCell(sheet, parts, type, style);
            if (!cell.problem.isEmpty())
                return at(column, rowNumber, cell.problem);
            QString value = std::move(cell.value);
            if (value.size() > InputLimits::MaxValueBytes)
                return at(
                    column, rowNumber,
                    QCoreApplication::translate("Import", "the cell holds more than %1 MB of text")
                        .arg(InputLimits::MaxValueBytes / (1024 * 1024)));
            while (row.size() < column) {
                row.append(QString());
                rowNumbers.append(false);
            }
            if (column < row.size()) {
                row[column] = value;
                rowNumbers[column] = cell.number;
            } else {
                row.append(value);
                rowNumbers.append(cell.number);
            }
        }
    }
    if (sheet.hasError() && lastLine == 0) {
        *error =
            IoError{parts.fileName, 0, 0,
                    QCoreApplication::translate("Import", "the sheet %1 is not XML: %2 (line %3)")
                        .arg(sheetName, sheet.errorString())
                        .arg(sheet.lineNumber())};
        return false;
    }
    return true;
}

// The workbook's sheets (name, relation ID), in order, and its date system into parts.
std::optional<QList<std::pair<QString, QString>>> sheetsOf(const QByteArray& workbookXml,
                                                           WorkbookParts& parts, IoError* error) {
    QList<std::pair<QString, QString>> sheets; // name, relation id
    QXmlStreamReader xml(workbookXml);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"workbookPr") {
            const QStringView date1904 = xml.attributes().value(QLatin1StringView("date1904"));
            parts.date1904 = date1904 == u"1" || date1904 == u"true";
        } else if (xml.isStartElement() && xml.name() == u"sheet") {
            sheets.append(
                {xml.attributes().value(QLatin1StringView("name")).toString(),
                 xml.attributes()
                     .value(
                         QLatin1StringView(
                             "http://schemas.openxmlformats.org/officeDocument/2006/relationships"),
                         QLatin1StringView("id"))
                     .toString()});
        }
    }
    if (xml.hasError()) {
        *error = IoError{parts.fileName, 0, 0,
                         QCoreApplication::translate("Import", "xl/workbook.xml is not XML: %1")
                             .arg(xml.errorString())};
        return std::nullopt;
    }
    return sheets;
}

// Where each relation ID points: the zip entry of each sheet.
std::optional<QHash<QString, QString>> relationTargets(Zip& zip, IoError* error) {
    QHash<QString, QString> targets; // relation id → entry
    if (const auto rels = zip.read(QStringLiteral("xl/_rels/workbook.xml.rels"), error)) {
        QXmlStreamReader relations(*rels);
        while (!relations.atEnd()) {
            relations.readNext();
            if (relations.isStartElement() && relations.name() == u"Relationship") {
                const QString target =
                    relations.attributes().value(QLatin1StringView("Target")).toString();
                targets.insert(relations.attributes().value(QLatin1StringView("Id")).toString(),
                               target.startsWith(u'/') ? target.mid(1)
                                                       : QStringLiteral("xl/") + target);
            }
        }
        return targets;
    }
    return std::nullopt;
}

// The shared strings into parts, where the workbook has them.
bool readSharedStrings(Zip& zip, WorkbookParts& parts, IoError* error) {
    auto failWith = [&](const QString& message) {
        *error = IoError{parts.fileName, 0, 0, message};
        return false;
    };
    if (zip.has(QStringLiteral("xl/sharedStrings.xml"))) {
        const auto strings = zip.read(QStringLiteral("xl/sharedStrings.xml"), error);
        if (!strings)
            return false;
        QXmlStreamReader sst(*strings);
        while (!sst.atEnd()) {
            sst.readNext();
            if (sst.isStartElement() && sst.name() == u"si") {
                if (parts.shared.size() >= WorkbookReader::MaxSharedStrings)
                    return failWith(QCoreApplication::translate(
                                        "Import", "xl/sharedStrings.xml holds more than %1 "
                                                  "strings; an inventory's workbook holds fewer")
                                        .arg(WorkbookReader::MaxSharedStrings));
                parts.shared.append(stringItem(sst));
            }
        }
        if (sst.hasError())
            return failWith(
                QCoreApplication::translate("Import", "xl/sharedStrings.xml is not XML: %1")
                    .arg(sst.errorString()));
    }
    return true;
}

} // namespace

bool WorkbookReader::looksLikeWorkbook(const QByteArray& bytes) {
    return bytes.startsWith("PK\x03\x04") || bytes.startsWith("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1");
}

std::optional<TableRows> WorkbookReader::readRows(const QByteArray& bytes, const QString& fileName,
                                                  const QString& sheetName, IoError* error,
                                                  const ReadProgress& progress) {
    auto failWith = [&](const QString& message) {
        *error = IoError{fileName, 0, 0, message};
        return std::nullopt;
    };
    if (bytes.startsWith("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1"))
        return failWith(QCoreApplication::translate(
            "Import",
            "an Excel 97–2003 workbook (.xls) or an encrypted workbook: FlowAudit reads .xlsx "
            "workbooks without a password; save it as an Excel Workbook (.xlsx) and import that"));
    if (!bytes.startsWith("PK\x03\x04"))
        return failWith(QCoreApplication::translate(
            "Import", "not an Excel workbook (.xlsx is a zip file, and this is not one)"));
    Zip zip(bytes, fileName);
    if (const auto problem = zip.open()) {
        *error = *problem;
        return std::nullopt;
    }

    // The sheets by name, where each is (from the relations), and the date system.
    const auto workbookXml = zip.read(QStringLiteral("xl/workbook.xml"), error);
    if (!workbookXml)
        return std::nullopt;
    WorkbookParts parts;
    parts.fileName = fileName;
    parts.bytes = bytes.size();
    std::optional<QList<std::pair<QString, QString>>> listed = sheetsOf(*workbookXml, parts, error);
    if (!listed)
        return std::nullopt;
    const QList<std::pair<QString, QString>>& sheets = *listed;
    if (sheets.isEmpty())
        return failWith(QCoreApplication::translate("Import", "the workbook has no sheet"));
    QStringList sheetNames;
    for (const auto& sheet : std::as_const(sheets))
        sheetNames.append(sheet.first);
    if (!sheetName.isEmpty() && !sheetNames.contains(sheetName))
        return failWith(QCoreApplication::translate("Import",
                                                    "the workbook has no sheet named \"%1\"; its "
                                                    "sheets are: %2")
                            .arg(sheetName, sheetNames.join(QLatin1StringView(", "))));
    const std::optional<QHash<QString, QString>> relations = relationTargets(zip, error);
    if (!relations)
        return std::nullopt;
    const QHash<QString, QString>& targets = *relations;

    if (!readSharedStrings(zip, parts, error))
        return std::nullopt;
    if (zip.has(QStringLiteral("xl/styles.xml"))) {
        const auto styles = zip.read(QStringLiteral("xl/styles.xml"), error);
        if (!styles)
            return std::nullopt;
        parts.styles = WorkbookStyles::read(*styles, fileName, error);
        if (!parts.styles)
            return std::nullopt;
    }

    auto entryOf = [&](const std::pair<QString, QString>& sheet, IoError* problem) {
        // No relation gives no name: a zip may hold an entry with an empty name.
        const QString target = targets.value(sheet.second);
        if (target.isEmpty()) {
            *problem = IoError{fileName, 0, 0,
                               QCoreApplication::translate(
                                   "Import", "the workbook does not say where the sheet %1 is "
                                             "(xl/_rels/workbook.xml.rels has no relation %2)")
                                   .arg(sheet.first, sheet.second)};
            return QString();
        }
        if (!zip.has(target)) {
            *problem = IoError{
                fileName, 0, 0,
                QCoreApplication::translate("Import", "the sheet %1 is not in the workbook (%2)")
                    .arg(sheet.first, target)};
            return QString();
        }
        return target;
    };
    // Which sheet: the one named, else the one whose first rows name the most fields (ties:
    // the one named Flows, else the first).
    qsizetype chosen = sheetName.isEmpty() ? 0 : sheetNames.indexOf(sheetName);
    if (sheetName.isEmpty() && sheets.size() > 1) {
        int best = -1;
        for (qsizetype i = 0; i < sheets.size(); ++i) {
            IoError ignored;
            const QString entry = entryOf(sheets[i], &ignored);
            if (entry.isEmpty())
                continue;
            const auto start = zip.read(entry, &ignored, FirstRowsBytes);
            if (!start)
                continue;
            // A cell that cannot be read is said when the sheet is read; its rows count here.
            TableRows first;
            readSheet(*start, sheets[i].first, parts, HeaderRow::SearchedRows, &first, &ignored);
            const int named = HeaderRow::find(first).namedCells;
            if (named > best || (named == best && sheets[i].first == u"Flows")) {
                best = named;
                chosen = i;
            }
        }
    }
    const QString entry = entryOf(sheets[chosen], error);
    if (entry.isEmpty())
        return std::nullopt;
    const auto sheetXml = zip.read(entry, error);
    if (!sheetXml)
        return std::nullopt;
    std::optional<TableRows> table(std::in_place);
    if (!readSheet(*sheetXml, sheets[chosen].first, parts, 0, &*table, error, progress))
        return std::nullopt;
    table->bytes = bytes.size();
    for (TableRow& row : table->rows) // progress counts the workbook's bytes, roughly
        row.end =
            sheetXml->isEmpty() ? 0 : qsizetype(double(row.end) / sheetXml->size() * bytes.size());
    if (table->rows.isEmpty())
        return failWith(
            QCoreApplication::translate(
                "Import", "the sheet %1 is empty: an inventory's sheet starts with a header row")
                .arg(table->sheet));
    return table;
}

} // namespace FlowAudit
