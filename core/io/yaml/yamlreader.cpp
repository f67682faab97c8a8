#include "core/io/yaml/yamlreader.h"

#include "core/io/utf8inputbuffer.h"
#include "core/io/yaml/inventorybuilder.h"
#include "core/io/yaml/valuebuilder.h"
#include "core/io/yaml/yamleventpipe.h"
#include "core/io/yaml/yamltextscan.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>

#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/parser.h>

#include <istream>

namespace FlowAudit {

namespace {

// Whether the { or [ at offset is closed before the end of the device, quotes skipped.
bool flowIsClosed(QIODevice* device, qint64 offset) {
    char first = 0;
    if (!device->seek(offset) || !device->getChar(&first) || (first != '{' && first != '['))
        offset += 3; // yaml-cpp does not count a UTF-8 BOM
    if (!device->seek(offset))
        return true;
    int depth = 0;
    char c = 0, quote = 0;
    while (device->getChar(&c)) {
        if (quote) {
            if (c == '\\' && quote == '"')
                device->getChar(&c);
            else if (c == quote)
                quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if ((c == '}' || c == ']') && --depth == 0) {
            return true;
        }
    }
    return false;
}

// How the handler runs: in place, called by the parser; or on a thread of its own
// (YamlEventPipe) while the parser reads on, for inventories, where building the flows is
// worth a second core. The outcome is the same.
enum class HandlerThread { Reader, Own };

// Runs yaml-cpp's event parser over the device into handler, the text scan looking at the
// same bytes as they pass; the error, if any, with its position. yaml-cpp's exceptions end
// here.
std::optional<IoError> parse(QIODevice* device, const QString& fileName, YamlEventHandler& handler,
                             YamlTextScan& scan, HandlerThread handlerThread) {
    Utf8InputBuffer buffer(device);
    const auto feedScan = [&scan](const char* data, qsizetype size) { scan.feed(data, size); };
    std::optional<YamlEventPipe> pipe;
    YAML::EventHandler* events = &handler;
    if (handlerThread == HandlerThread::Own) {
        pipe.emplace(handler, feedScan);
        events = &*pipe;
        buffer.setChunkObserver(
            [&pipe](const char* data, qsizetype size) { pipe->addSourceText(data, size); });
    } else {
        buffer.setChunkObserver(feedScan);
    }
    std::istream stream(&buffer);
    IoError error{fileName, 0, 0, {}};
    try {
        bool empty = false;
        try {
            YAML::Parser parser(stream);
            empty = !parser.HandleNextDocument(*events) && !buffer.problem();
            while (!empty && !buffer.problem() && parser.HandleNextDocument(*events)) {
            }
        } catch (const YamlEventPipe::Stopped&) {
            // The handler stopped at a problem of its own: finish() says which.
        } catch (const YAML::Exception&) {
            if (pipe)
                pipe->finish(); // a problem the handler found in the events before comes first
            throw;
        }
        if (pipe)
            pipe->finish();
        if (empty) {
            error.message = QCoreApplication::translate(
                "YamlReader", "the file is empty: an inventory is a map with a flows list");
            return error;
        }
    } catch (const ReadAbort& abort) {
        error.line = abort.line;
        error.column = abort.column;
        error.message = abort.message;
        if (abort.flowStart >= 0 && !buffer.problem() && !device->isSequential() &&
            !flowIsClosed(device, abort.flowStart))
            error.message = QCoreApplication::translate(
                "YamlReader", "a { or [ starts here and is never closed: the file may be cut off");
    } catch (const YAML::Exception& e) {
        error.line = e.mark.is_null() ? 0 : e.mark.line + 1;
        error.column = e.mark.is_null() ? 0 : e.mark.column + 1;
        error.message = QCoreApplication::translate("YamlReader", "YAML syntax error: %1")
                            .arg(QString::fromStdString(e.msg));
        // A quote left open pairs with the next value's opening quote, and the text breaks
        // where that one was meant to close: point at the quote that ran over.
        if (const auto span = scan.quoteSpanning(error.line))
            error = IoError{fileName, span->start.line, span->start.column,
                            QCoreApplication::translate(
                                "YamlReader",
                                "a quoted value starts here and runs on to line %1, where the "
                                "YAML breaks (%2): is its closing quote missing?")
                                .arg(QString::number(error.line), QString::fromStdString(e.msg))};
    } catch (const std::bad_alloc&) {
        error.message =
            QCoreApplication::translate("YamlReader", "not enough memory to read the file");
    }
    // An encoding problem ends the stream early, so it explains any parse error after it.
    if (const auto& problem = buffer.problem())
        return IoError{fileName, problem->line, problem->column, problem->message};
    if (!error.message.isEmpty())
        return error;
    scan.finish();
    // yaml-cpp 0.7 reads a quoted value left open to the end of the file as its text.
    const auto& open = scan.openQuote();
    if (open && open->offset == handler.lastQuotedScalar().offset)
        return IoError{fileName, open->line, open->column,
                       QCoreApplication::translate(
                           "YamlReader", "a quoted value starts here and is never closed")};
    return std::nullopt;
}

} // namespace

InventoryReadResult YamlReader::readFile(const QString& path, const ReadProgress& progress,
                                         const FlowRead& flowRead) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {std::nullopt,
                {path, 0, 0,
                 QCoreApplication::translate("YamlReader", "cannot open the file: %1")
                     .arg(file.errorString())}};
    return read(&file, path, progress, flowRead);
}

InventoryReadResult YamlReader::read(QIODevice* device, const QString& fileName,
                                     const ReadProgress& progress, const FlowRead& flowRead) {
    if (!device->isSequential()) {
        if (std::optional<IoError> tooLarge = InputLimits::checkFileSize(fileName, device->size()))
            return {std::nullopt, *tooLarge};
    }
    InventoryBuilder builder;
    YamlTextScan scan;
    builder.setProgress(progress);
    builder.setFlowRead(flowRead);
    if (std::optional<IoError> error = parse(device, fileName, builder, scan, HandlerThread::Own))
        return {std::nullopt, *error};
    if (std::optional<ReadAbort> problem = builder.finish())
        return {std::nullopt, {fileName, problem->line, problem->column, problem->message}, {}};
    InventoryReadResult result{builder.takeInventory(), {}, builder.unkept()};
    result.unkept.comments = scan.comments();
    result.unkept.firstCommentLine = scan.firstCommentLine();
    return result;
}

ValueReadResult YamlReader::readValueFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {std::nullopt,
                {path, 0, 0,
                 QCoreApplication::translate("YamlReader", "cannot open the file: %1")
                     .arg(file.errorString())}};
    return readValue(&file, path);
}

ValueReadResult YamlReader::readValue(QIODevice* device, const QString& fileName) {
    if (!device->isSequential()) {
        if (std::optional<IoError> tooLarge = InputLimits::checkFileSize(fileName, device->size()))
            return {std::nullopt, *tooLarge};
        if (device->size() == 0)
            return {
                std::nullopt,
                {fileName, 0, 0, QCoreApplication::translate("YamlReader", "the file is empty")}};
    }
    ValueBuilder builder;
    YamlTextScan scan;
    if (std::optional<IoError> error =
            parse(device, fileName, builder, scan, HandlerThread::Reader))
        return {std::nullopt, *error};
    return {builder.takeValue(), {}};
}

std::optional<YamlValue> YamlReader::readValue(const QByteArray& text, QString* errorMessage) {
    QByteArray copy = text;
    QBuffer device(&copy);
    device.open(QIODevice::ReadOnly);
    ValueBuilder builder;
    YamlTextScan scan;
    if (std::optional<IoError> error =
            parse(&device, QString(), builder, scan, HandlerThread::Reader)) {
        if (errorMessage)
            *errorMessage = error->message;
        return std::nullopt;
    }
    return builder.takeValue();
}

} // namespace FlowAudit
