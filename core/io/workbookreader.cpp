#include "core/io/workbookreader.h"

#include "core/io/csvreader.h"

#include <QBuffer>
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

QString columnName(int column) {
    QString name;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        name.prepend(QChar(u'A' + (c - 1) % 26));
    return name;
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

    // An entry's bytes, never more than it declared (a lying header cannot inflate more).
    std::optional<QByteArray> read(const QString& name, IoError* error) {
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
            if (bytes.size() > it->second)
                break;
        }
        zip_fclose(file);
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

} // namespace

bool WorkbookReader::looksLikeWorkbook(const QByteArray& bytes) {
    return bytes.startsWith("PK\x03\x04") || bytes.startsWith("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1");
}

std::optional<SheetRows> WorkbookReader::readRows(const QByteArray& bytes, const QString& fileName,
                                                  IoError* error) {
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

    // Which sheet: the one named Flows, else the first; where it is, from the relations.
    const auto workbookXml = zip.read(QStringLiteral("xl/workbook.xml"), error);
    if (!workbookXml)
        return std::nullopt;
    QList<std::pair<QString, QString>> sheets; // name, relation id
    QXmlStreamReader xml(*workbookXml);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"sheet")
            sheets.append(
                {xml.attributes().value(QLatin1StringView("name")).toString(),
                 xml.attributes()
                     .value(
                         QLatin1StringView(
                             "http://schemas.openxmlformats.org/officeDocument/2006/relationships"),
                         QLatin1StringView("id"))
                     .toString()});
    }
    if (xml.hasError())
        return failWith(QCoreApplication::translate("Import", "xl/workbook.xml is not XML: %1")
                            .arg(xml.errorString()));
    if (sheets.isEmpty())
        return failWith(QCoreApplication::translate("Import", "the workbook has no sheet"));
    auto chosen = std::find_if(sheets.begin(), sheets.end(),
                               [](const auto& s) { return s.first == u"Flows"; });
    if (chosen == sheets.end())
        chosen = sheets.begin();
    QString target;
    if (const auto rels = zip.read(QStringLiteral("xl/_rels/workbook.xml.rels"), error)) {
        QXmlStreamReader relations(*rels);
        while (!relations.atEnd()) {
            relations.readNext();
            if (relations.isStartElement() && relations.name() == u"Relationship" &&
                relations.attributes().value(QLatin1StringView("Id")) == chosen->second)
                target = relations.attributes().value(QLatin1StringView("Target")).toString();
        }
    } else {
        return std::nullopt;
    }
    target = target.startsWith(u'/') ? target.mid(1) : QStringLiteral("xl/") + target;
    if (!zip.has(target))
        return failWith(
            QCoreApplication::translate("Import", "the sheet %1 is not in the workbook (%2)")
                .arg(chosen->first, target));

    QStringList shared;
    if (zip.has(QStringLiteral("xl/sharedStrings.xml"))) {
        const auto strings = zip.read(QStringLiteral("xl/sharedStrings.xml"), error);
        if (!strings)
            return std::nullopt;
        QXmlStreamReader sst(*strings);
        while (!sst.atEnd()) {
            sst.readNext();
            if (sst.isStartElement() && sst.name() == u"si")
                shared.append(stringItem(sst));
        }
        if (sst.hasError())
            return failWith(
                QCoreApplication::translate("Import", "xl/sharedStrings.xml is not XML: %1")
                    .arg(sst.errorString()));
    }

    const auto sheetXml = zip.read(target, error);
    if (!sheetXml)
        return std::nullopt;
    SheetRows result;
    result.sheet = chosen->first;
    auto at = [&](int column, int row, const QString& message) {
        *error = IoError{fileName, 0, 0,
                         QStringLiteral("%1!%2%3: %4")
                             .arg(result.sheet, columnName(column))
                             .arg(row)
                             .arg(message)};
        return std::nullopt;
    };
    QXmlStreamReader sheet(*sheetXml);
    int rowNumber = 0;
    QStringList row;
    bool inRow = false;
    while (!sheet.atEnd()) {
        sheet.readNext();
        if (sheet.isStartElement() && sheet.name() == u"row") {
            const int r = sheet.attributes().value(QLatin1StringView("r")).toInt();
            rowNumber = r > 0 ? r : rowNumber + 1;
            row.clear();
            inRow = true;
        } else if (sheet.isEndElement() && sheet.name() == u"row") {
            inRow = false;
            while (!row.isEmpty() && row.last().isEmpty())
                row.removeLast();
            if (row.isEmpty())
                continue; // formatted but empty: no data
            if (result.rows.size() >= MaxRows + 1)
                return at(0, rowNumber,
                          QCoreApplication::translate(
                              "Import", "more than %1 rows; an inventory holds fewer flows")
                              .arg(MaxRows));
            result.rows.append(row);
            result.rowNumbers.append(rowNumber);
        } else if (inRow && sheet.isStartElement() && sheet.name() == u"c") {
            const QString type = sheet.attributes().value(QLatin1StringView("t")).toString();
            const auto ref = parseReference(sheet.attributes().value(QLatin1StringView("r")));
            const int column = ref ? ref->first : int(row.size());
            if (column > 16383)
                return at(0, rowNumber,
                          QCoreApplication::translate("Import", "a cell past Excel's last column"));
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
            if (hasFormula && (!hasValue || value.isEmpty()))
                return at(column, rowNumber,
                          QCoreApplication::translate(
                              "Import",
                              "a formula without a saved value; FlowAudit reads values: open the "
                              "workbook in a spreadsheet program, save it, and import it again"));
            if (type == u"s") {
                bool ok = false;
                const int index = value.toInt(&ok);
                if (!ok || index < 0 || index >= shared.size())
                    return at(column, rowNumber,
                              QCoreApplication::translate(
                                  "Import",
                                  "refers to shared string %1, which the workbook does not have")
                                  .arg(value));
                value = shared[index];
            } else if (type == u"b") {
                value = value == u"1" ? QStringLiteral("true") : QStringLiteral("false");
            } else if (type == u"e") {
                return at(column, rowNumber,
                          QCoreApplication::translate("Import", "the cell holds the error %1")
                              .arg(value));
            }
            if (value.size() > InputLimits::MaxValueBytes)
                return at(
                    column, rowNumber,
                    QCoreApplication::translate("Import", "the cell holds more than %1 MB of text")
                        .arg(InputLimits::MaxValueBytes / (1024 * 1024)));
            while (row.size() < column)
                row.append(QString());
            if (column < row.size())
                row[column] = value;
            else
                row.append(value);
        }
    }
    if (sheet.hasError())
        return failWith(QCoreApplication::translate("Import", "%1 is not XML: %2 (line %3)")
                            .arg(target, sheet.errorString())
                            .arg(sheet.lineNumber()));
    if (result.rows.isEmpty())
        return failWith(
            QCoreApplication::translate(
                "Import", "the sheet %1 is empty: an inventory's sheet starts with a header row")
                .arg(result.sheet));
    return result;
}

QByteArray WorkbookReader::toCsv(const SheetRows& rows) {
    QByteArray csv;
    for (const QStringList& row : rows.rows) {
        QStringList cells;
        for (const QString& cell : row)
            cells.append(u'"' + QString(cell).replace(u'"', QLatin1StringView("\"\"")) + u'"');
        csv += cells.join(u',').toUtf8() + "\r\n";
    }
    return csv;
}

InventoryReadResult WorkbookReader::read(const QByteArray& bytes, const QString& fileName) {
    IoError error;
    const std::optional<SheetRows> rows = readRows(bytes, fileName, &error);
    if (!rows)
        return {std::nullopt, error};
    InventoryReadResult result =
        CsvReader::read(toCsv(*rows), fileName, [](qsizetype, const QString& title) {
            if (title == statusTitle())
                return QString(); // the verdict FlowAudit wrote, not data
            const QString lower = title.toLower();
            return FieldCatalogue::byName(lower) || lower == FieldCatalogue::reviewsKey() ? lower
                                                                                          : title;
        });
    if (!result.inventory) {
        // CSV lines are rows only where no cell breaks a line: name the sheet's row instead.
        result.error.message = QStringLiteral("%1: %2").arg(rows->sheet, result.error.message);
        result.error.line = 0;
        result.error.column = 0;
        return result;
    }
    for (Flow& flow : result.inventory->flows)
        flow.forgetLines();
    return result;
}

} // namespace FlowAudit
