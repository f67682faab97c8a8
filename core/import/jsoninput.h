#pragma once

#include "core/io/ioerror.h"

#include <QJsonDocument>
#include <QJsonValue>

#include <optional>

namespace FlowAudit {

struct JsonReadResult {
    std::optional<QJsonDocument> document; // set when the bytes are one JSON document
    IoError error;                         // why not, otherwise (positioned)
};

// JSON as the importers read it: the same file-size and depth limits as YAML and CSV,
// checked before Qt builds a document, and parse errors with line and column.
class JsonInput {
public:
    static JsonReadResult readFile(const QString& path);
    static JsonReadResult parse(const QByteArray& bytes, const QString& fileName);
    // Whether the bytes look like JSON at all (the first thing that is not white space or
    // a BOM is `{` or `[`): how the import tells an export from a CSV.
    static bool looksLikeJson(const QByteArray& bytes);

    // Values as the exports write them: numbers are often strings ("3 ", "1"), ids are
    // strings or numbers.
    // A string, or a number written without exponent, or true/false; empty otherwise.
    static QString scalarText(const QJsonValue& value);
    // A number, or a string whose trimmed text starts with digits ("3 " reads 3); IML's
    // `{{3}}` braces are looked through.
    static std::optional<double> number(const QJsonValue& value);
};

} // namespace FlowAudit
