#include "core/io/csvreader.h"

#include "core/io/utf8text.h"

#include "core/io/inventorybuilder.h"
#include "core/io/spreadsheetcell.h"
#include "core/io/utf8inputbuffer.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QStringDecoder>

#include <csv.h>

#include <istream>
#include <iterator>

namespace FlowAudit {

namespace {

struct Record {
    int line = 0;
    qsizetype end = 0; // the end of the line it ends on, in the text: how far a read has come
    QList<QByteArray> cells;
    QList<bool> escaped; // the cell had a leading ' removed: it is text
};

// libcsv's callbacks collect records; the line each record starts on is tracked by
// feeding the parser one physical line at a time.
struct Collector {
    QList<Record> records;
    Record current;
    qsizetype lineEnd = 0; // of the line being parsed

    static void onCell(void* data, size_t size, void* self) {
        auto* c = static_cast<Collector*>(self);
        // FlowAudit's own export neutralised formula cells: this gives the values back.
        bool escaped = false;
        c->current.cells.append(SpreadsheetCell::restore(
            QByteArray(static_cast<const char*>(data), qsizetype(size)), &escaped));
        c->current.escaped.append(escaped);
    }
    static void onRecordEnd(int, void* self) {
        auto* c = static_cast<Collector*>(self);
        c->current.end = c->lineEnd;
        c->records.append(std::move(c->current));
        c->current = Record();
    }
};

// A cell's text, a BOM at its start kept: in the middle of a file it is a character of the
// cell.
QString decodeCell(const QByteArray& bytes) {
    return utf8Text(bytes);
}

// The separator the header row uses: `;` when it has more of them than `,` outside quotes.
unsigned char detectSeparator(const std::string& text) {
    int commas = 0, semicolons = 0;
    bool quoted = false;
    for (char c : text) {
        if (c == '"')
            quoted = !quoted;
        else if (!quoted && (c == '\n'))
            break;
        else if (!quoted && c == ',')
            ++commas;
        else if (!quoted && c == ';')
            ++semicolons;
    }
    return semicolons > commas ? ';' : ',';
}

// Checks the encoding with the YAML reader's buffer (same messages); lone CRs stay.
std::optional<IoError> decode(const QByteArray& bytes, const QString& fileName, std::string* text) {
    QByteArray copy = bytes;
    QBuffer device(&copy);
    device.open(QIODevice::ReadOnly);
    Utf8InputBuffer buffer(&device, Utf8InputBuffer::LoneCr::Keep);
    std::istream stream(&buffer);
    text->assign(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
    if (const auto& problem = buffer.problem())
        return IoError{fileName, problem->line, problem->column, problem->message};
    if (text->rfind("\xEF\xBB\xBF", 0) == 0)
        text->erase(0, 3);
    return std::nullopt;
}

} // namespace

InventoryReadResult CsvReader::readFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {std::nullopt,
                {path, 0, 0,
                 QCoreApplication::translate("CsvReader", "cannot open the file: %1")
                     .arg(file.errorString())}};
    if (std::optional<IoError> tooLarge = InputLimits::checkFileSize(path, file.size()))
        return {std::nullopt, *tooLarge};
    return read(file.readAll(), path);
}

std::optional<QStringList> CsvReader::header(const QByteArray& bytes, const QString& fileName,
                                             IoError* error) {
    QStringList titles;
    const InventoryReadResult result =
        read(bytes, fileName, [&titles](qsizetype, const QString& title) {
            titles.append(title);
            return QString();
        });
    if (!result.inventory) {
        if (error)
            *error = result.error;
        return std::nullopt;
    }
    return titles;
}

InventoryReadResult CsvReader::read(const QByteArray& bytes, const QString& fileName,
                                    const ColumnNamer& namer, const ReadProgress& progress) {
    auto failure = [&](int line, int column, const QString& message) {
        return InventoryReadResult{std::nullopt, {fileName, line, column, message}};
    };
    std::string text;
    if (std::optional<IoError> error = decode(bytes, fileName, &text))
        return {std::nullopt, *error};

    csv_parser parser;
    csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI);
    csv_set_delim(&parser, detectSeparator(text));
    Collector collector;
    std::size_t start = 0;
    int line = 0;
    int recordLine = 0;
    while (start < text.size()) {
        ++line;
        std::size_t end = text.find('\n', start);
        end = end == std::string::npos ? text.size() : end + 1;
        if (parser.pstate == 0) // libcsv's ROW_NOT_BEGUN: a new record starts on this line
            recordLine = line;
        collector.current.line = recordLine;
        collector.lineEnd = qsizetype(end);
        const std::size_t length = end - start;
        const std::size_t parsed = csv_parse(&parser, text.data() + start, length,
                                             Collector::onCell, Collector::onRecordEnd, &collector);
        if (parsed != length) {
            csv_free(&parser);
            return failure(line, int(parsed) + 1,
                           QCoreApplication::translate(
                               "CsvReader",
                               "malformed quotes: a quoted cell must be closed by \" followed by "
                               "the separator or "
                               "the end of the line (write \"\" for a quote inside it)"));
        }
        start = end;
    }
    collector.current.line = recordLine;
    collector.lineEnd = qsizetype(text.size());
    const int finished = csv_fini(&parser, Collector::onCell, Collector::onRecordEnd, &collector);
    csv_free(&parser);
    if (finished != 0)
        return failure(recordLine, 0,
                       QCoreApplication::translate(
                           "CsvReader", "a quoted cell that starts in this row is never closed"));
    if (collector.records.isEmpty())
        return failure(
            0, 0,
            QCoreApplication::translate(
                "CsvReader",
                "the file is empty: the CSV form of an inventory starts with a header row"));

    // The header: known fields, reviews, and the other columns kept as they are.
    const Record& header = collector.records.first();
    QStringList columns;
    for (qsizetype i = 0; i < header.cells.size(); ++i) {
        QString name = decodeCell(header.cells[i]).trimmed();
        // Spreadsheets capitalise headers: Flow_ID is flow_id.
        if (!FieldCatalogue::byName(name) && FieldCatalogue::byName(name.toLower()))
            name = name.toLower();
        if (header.cells[i].size() > InputLimits::MaxValueBytes)
            return failure(
                header.line, 0,
                QCoreApplication::translate(
                    "CsvReader", "column %1 of the header row is longer than a name can be")
                    .arg(i + 1));
        if (namer) {
            // A mapped column: named by the mapping, or left out (an empty name).
            name = namer(i, decodeCell(header.cells[i]).trimmed());
            if (!name.isEmpty() && columns.contains(name))
                return failure(
                    header.line, 0,
                    QCoreApplication::translate("CsvReader", "two columns are mapped to \"%1\"")
                        .arg(name));
            columns.append(name);
            continue;
        }
        if (name.isEmpty())
            return failure(
                header.line, 0,
                QCoreApplication::translate("CsvReader", "column %1 of the header row has no name")
                    .arg(i + 1));
        // One column whose name holds tabs: the file is tab-separated, and every field would
        // land in one unknown column.
        if (header.cells.size() == 1 && name.contains(QLatin1Char('\t')))
            return failure(header.line, 0,
                           QCoreApplication::translate(
                               "CsvReader", "the header row is one column with tabs in it: the "
                                            "file is tab-separated, and FlowAudit reads CSV "
                                            "separated by , or ; (save it as CSV)"));
        if (columns.contains(name))
            return failure(
                header.line, 0,
                QCoreApplication::translate("CsvReader", "the header names the column \"%1\" twice")
                    .arg(name));
        columns.append(name);
    }

    Inventory inventory;
    for (qsizetype r = 1; r < collector.records.size(); ++r) {
        const Record& record = collector.records[r];
        if (record.cells.size() > columns.size())
            return failure(
                record.line, 0,
                QCoreApplication::translate(
                    "CsvReader", "this row has more cells (%1) than the header has columns (%2)")
                    .arg(record.cells.size())
                    .arg(columns.size()));
        // Spreadsheets pad with rows of empty cells: they are no flows. Empty is decided on
        // what the cells hold once read (a lone BOM, a reviews cell of ~ hold nothing), as
        // the writer writes it, so that an export reads back to the same flows.
        bool holdsSomething = false;
        Flow flow;
        flow.setLine(record.line);
        for (qsizetype c = 0; c < record.cells.size(); ++c) {
            if (record.cells[c].size() > InputLimits::MaxValueBytes)
                return failure(
                    record.line, 0,
                    QCoreApplication::translate(
                        "CsvReader", "the %1 cell holds %2 MB: a cell may hold at most %3 MB")
                        .arg(
                            columns[c],
                            QString::number(double(record.cells[c].size()) / (1024 * 1024), 'f', 2))
                        .arg(InputLimits::MaxValueBytes / (1024 * 1024)));
            if (columns[c].isEmpty())
                continue; // a column the mapping leaves out
            const QString cell = decodeCell(record.cells[c]);
            if (cell.trimmed().isEmpty())
                continue;
            const bool collectionLike = !record.escaped[c] && (cell.startsWith(QLatin1Char('[')) ||
                                                               cell.startsWith(QLatin1Char('{')));
            std::optional<YamlValue> structured;
            if (columns[c] == FieldCatalogue::reviewsKey() || collectionLike) {
                QString problem;
                structured = YamlReader::readValue(record.cells[c], &problem);
                if (!structured && columns[c] == FieldCatalogue::reviewsKey())
                    return failure(record.line, 0,
                                   QCoreApplication::translate(
                                       "CsvReader", "the reviews cell is not compact YAML: %1")
                                       .arg(problem));
                if (structured && columns[c] != FieldCatalogue::reviewsKey() &&
                    !structured->isMap() && !structured->isSequence())
                    structured.reset();
            }
            if (columns[c] == FieldCatalogue::reviewsKey()) {
                if (structured->isNull())
                    continue;
                flow.setReviews(std::move(*structured));
            } else if (const std::optional<Field> field = FieldCatalogue::byName(columns[c])) {
                flow.setFieldLine(*field, record.line);
                if (structured)
                    flow.setStructured(*field, std::move(*structured));
                else
                    flow.setText(*field, cell);
            } else {
                flow.appendExtraField(columns[c], structured ? std::move(*structured)
                                                             : YamlValue::scalar(cell));
            }
            holdsSomething = true;
        }
        if (!holdsSomething)
            continue;
        inventory.flows.append(std::move(flow));
        // As the YAML reader reports: every few hundred flows, the bytes they reach (the
        // BOM the text no longer holds counted back in).
        const int flows = int(inventory.flows.size());
        if (progress && flows % InventoryBuilder::ProgressEvery == 0 &&
            !progress(qMin(bytes.size(), record.end + (bytes.size() - qsizetype(text.size()))),
                      flows))
            return failure(record.line, 0,
                           QCoreApplication::translate("YamlReader", "reading was cancelled"));
    }
    return {std::move(inventory), {}};
}

} // namespace FlowAudit
