#include "core/import/jsoninput.h"

#include "core/io/files/inventoryfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonParseError>

#include <cmath>

namespace FlowAudit {

namespace {

// Line and column (1-based, in characters) of a byte offset.
std::pair<int, int> positionOf(const QByteArray& bytes, qsizetype offset) {
    int line = 1;
    int column = 1;
    const qsizetype end = std::min(offset, bytes.size());
    for (qsizetype i = 0; i < end; ++i) {
        const char c = bytes[i];
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++column;
        }
    }
    return {line, column};
}

// The offset where nesting first goes deeper than the limit, or -1. Qt's own limit is far
// deeper than anything an export needs; this one is the inventory readers'.
qsizetype tooDeepAt(const QByteArray& bytes) {
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > InputLimits::MaxDepth)
                return i;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return -1;
}

} // namespace

JsonReadResult JsonInput::readFile(const QString& path) {
    QByteArray bytes;
    if (const auto error = InventoryFile::readBytes(path, &bytes))
        return {std::nullopt, *error};
    return parse(bytes, path);
}

JsonReadResult JsonInput::parse(const QByteArray& bytes, const QString& fileName) {
    if (const qint64 size = bytes.size(); InputLimits::checkFileSize(fileName, size))
        return {std::nullopt, *InputLimits::checkFileSize(fileName, size)};
    if (const qsizetype at = tooDeepAt(bytes); at >= 0) {
        const auto [line, column] = positionOf(bytes, at);
        return {
            std::nullopt,
            IoError{
                fileName, line, column,
                QCoreApplication::translate(
                    "Import",
                    "lists and objects nested deeper than %1 levels; an export is never this deep")
                    .arg(InputLimits::MaxDepth)}};
    }
    QJsonParseError parseError;
    const qsizetype bom = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    QJsonDocument document = QJsonDocument::fromJson(bom ? bytes.mid(bom) : bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = positionOf(bytes, parseError.offset + bom);
        return {std::nullopt, IoError{fileName, line, column,
                                      QCoreApplication::translate("Import", "not valid JSON: %1")
                                          .arg(parseError.errorString())}};
    }
    return {std::move(document), {}};
}

bool JsonInput::looksLikeJson(const QByteArray& bytes) {
    qsizetype i = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < bytes.size() &&
           (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\r' || bytes[i] == '\n'))
        ++i;
    return i < bytes.size() && (bytes[i] == '{' || bytes[i] == '[');
}

QString JsonInput::scalarText(const QJsonValue& value) {
    if (value.isString())
        return value.toString();
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble()) {
        const double number = value.toDouble();
        if (std::isfinite(number) && number == std::floor(number) && std::fabs(number) < 1e15)
            return QString::number(qint64(number));
        return QString::number(number, 'g', 17);
    }
    return {};
}

std::optional<double> JsonInput::number(const QJsonValue& value) {
    if (value.isDouble())
        return value.toDouble();
    if (!value.isString())
        return std::nullopt;
    const QString whole = value.toString(); // the view below must not outlive it
    QStringView text = QStringView(whole).trimmed();
    if (text.startsWith(u"{{") && text.endsWith(u"}}"))
        text = text.mid(2, text.size() - 4).trimmed();
    qsizetype digits = 0;
    while (digits < text.size() && digits < 9 && text[digits].isDigit() &&
           text[digits].unicode() < 128)
        ++digits;
    if (digits == 0)
        return std::nullopt;
    return text.left(digits).toDouble();
}

} // namespace FlowAudit
