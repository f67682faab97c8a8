#include "core/io/table/csvreader.h"

#include "core/io/table/spreadsheetcell.h"
#include "core/io/table/tableinventory.h"
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

// libcsv's callbacks collect rows; the line each row starts on is tracked by feeding the
// parser one physical line at a time.
struct Collector {
    QList<TableRow> records;
    TableRow current;
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
        c->current = TableRow();
    }
};

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

std::optional<TableRows> CsvReader::rows(const QByteArray& bytes, const QString& fileName,
                                         IoError* error) {
    auto failure = [&](int line, int column, const QString& message) {
        *error = IoError{fileName, line, column, message};
        return std::nullopt;
    };
    std::string text;
    if (std::optional<IoError> problem = decode(bytes, fileName, &text)) {
        *error = *problem;
        return std::nullopt;
    }

    csv_parser parser;
    csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI);
    csv_set_delim(&parser, detectSeparator(text));
    // libcsv grows a cell's buffer by this much at a time (128 bytes by default): a 1 MB
    // cell took 8,000 reallocations, each a copy where realloc cannot grow in place (87 s
    // for a 2 MB cell under AddressSanitizer, 0.1 s without).
    csv_set_blk_size(&parser, 64 * 1024);
    Collector collector;
    // Where a row ends in the file's bytes: the BOM the text no longer holds counted back in.
    const qsizetype removed = bytes.size() - qsizetype(text.size());
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
        collector.lineEnd = qsizetype(end) + removed;
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
    collector.lineEnd = bytes.size();
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
    TableRows table;
    table.fileName = fileName;
    table.bytes = bytes.size();
    table.rows = std::move(collector.records);
    return table;
}

InventoryReadResult CsvReader::read(const QByteArray& bytes, const QString& fileName,
                                    const ColumnNamer& namer, const ReadProgress& progress) {
    IoError error;
    const std::optional<TableRows> table = rows(bytes, fileName, &error);
    if (!table)
        return {std::nullopt, error};
    return TableInventory::read(*table, 0, namer, progress);
}

} // namespace FlowAudit
