#include "core/io/jsonwriter.h"

#include <charconv>
#include <cstring>

namespace FlowAudit {

namespace {
constexpr qsizetype ChunkBytes = 64 * 1024;

// Room for n more bytes at the end of out, to be written through the pointer: one size
// check instead of one per piece (out has the capacity of a chunk, so nothing moves).
char* extend(QByteArray& out, qsizetype n) {
    const qsizetype at = out.size();
    out.resize(at + n);
    return out.data() + at;
}

// "\n" or ",\n" and the indent of a new line inside a container.
void newLine(QByteArray& out, bool first, std::size_t depth) {
    const qsizetype spaces = qsizetype(4 * depth);
    char* p = extend(out, spaces + (first ? 1 : 2));
    if (!first)
        *p++ = ',';
    *p++ = '\n';
    std::memset(p, ' ', std::size_t(spaces));
}
} // namespace

JsonWriter::JsonWriter(Flush flush)
    : m_flush(std::move(flush)) {
    m_out.reserve(ChunkBytes + 4096);
}

void JsonWriter::indent() {
    m_out.append(qsizetype(4 * m_levels.size()), ' ');
}

// A value inside an array starts its own line; after a key it follows ": ".
void JsonWriter::beforeValue() {
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_levels.empty())
        return;
    Level& level = m_levels.back();
    newLine(m_out, level.empty, m_levels.size());
    level.empty = false;
}

void JsonWriter::key(const char* name) {
    Level& level = m_levels.back();
    newLine(m_out, level.empty, m_levels.size());
    level.empty = false;
    const std::size_t length = std::strlen(name);
    char* p = extend(m_out, qsizetype(length) + 4);
    *p++ = '"';
    std::memcpy(p, name, length);
    std::memcpy(p + length, "\": ", 3);
    m_afterKey = true;
}

void JsonWriter::beginObject() {
    beforeValue();
    m_out.append('{');
    m_levels.push_back({true, true});
}

void JsonWriter::beginArray() {
    beforeValue();
    m_out.append('[');
    m_levels.push_back({false, true});
}

void JsonWriter::endObject() {
    close('}');
}

void JsonWriter::endArray() {
    close(']');
}

// Qt closes even an empty container on a line of its own: "[\n    ]".
void JsonWriter::close(char bracket) {
    m_levels.pop_back();
    m_out.append('\n');
    indent();
    m_out.append(bracket);
    maybeFlush();
}

void JsonWriter::value(const QString& text) {
    beforeValue();
    appendString(m_out, text);
    maybeFlush();
}

void JsonWriter::value(int number) {
    beforeValue();
    char digits[16];
    const auto end = std::to_chars(digits, digits + sizeof digits, number).ptr;
    m_out.append(digits, end - digits);
}

void JsonWriter::value(bool truth) {
    beforeValue();
    m_out.append(truth ? "true" : "false");
}

void JsonWriter::null() {
    beforeValue();
    m_out.append("null");
}

void JsonWriter::textOrNull(const QString& text) {
    if (text.isEmpty())
        null();
    else
        value(text);
}

void JsonWriter::finish() {
    m_out.append('\n');
    m_flush(m_out);
    m_out.clear();
}

void JsonWriter::maybeFlush() {
    if (m_out.size() >= ChunkBytes) {
        m_flush(m_out);
        m_out.resize(0);
    }
}

void JsonWriter::appendString(QByteArray& out, const QString& text) {
    static const char hex[] = "0123456789abcdef";
    // Text that is printable ASCII (most messages, IDs and names) is copied as it is, one
    // byte per character; anything else is escaped and encoded below.
    const char16_t* const chars = reinterpret_cast<const char16_t*>(text.constData());
    const qsizetype length = text.size();
    qsizetype plain = 0;
    while (plain < length && chars[plain] >= 0x20 && chars[plain] < 0x80 && chars[plain] != '"' &&
           chars[plain] != '\\')
        ++plain;
    if (plain == length) {
        char* p = extend(out, length + 2);
        *p++ = '"';
        for (qsizetype i = 0; i < length; ++i)
            *p++ = char(chars[i]);
        *p = '"';
        return;
    }
    out.append('"');
    const QByteArray utf8 = text.toUtf8();
    const char* const data = utf8.constData();
    const qsizetype size = utf8.size();
    qsizetype run = 0; // the start of the bytes that need no escape, copied at once
    for (qsizetype i = 0; i < size; ++i) {
        const auto u = static_cast<unsigned char>(data[i]);
        if (u >= 0x20 && u != '"' && u != '\\')
            continue;
        out.append(data + run, i - run);
        run = i + 1;
        out.append('\\');
        switch (u) {
        case '"':
            out.append('"');
            break;
        case '\\':
            out.append('\\');
            break;
        case '\b':
            out.append('b');
            break;
        case '\f':
            out.append('f');
            break;
        case '\n':
            out.append('n');
            break;
        case '\r':
            out.append('r');
            break;
        case '\t':
            out.append('t');
            break;
        default:
            out.append("u00").append(hex[u >> 4]).append(hex[u & 0xF]);
            break;
        }
    }
    out.append(data + run, size - run);
    out.append('"');
}

} // namespace FlowAudit
