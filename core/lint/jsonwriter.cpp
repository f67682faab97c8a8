#include "core/lint/jsonwriter.h"

namespace FlowAudit {

namespace {
constexpr qsizetype ChunkBytes = 64 * 1024;
} // namespace

JsonWriter::JsonWriter(Flush flush)
    : m_flush(std::move(flush))
{
    m_out.reserve(ChunkBytes + 4096);
}

void JsonWriter::indent()
{
    m_out.append(qsizetype(4 * m_levels.size()), ' ');
}

// A value inside an array starts its own line; after a key it follows ": ".
void JsonWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_levels.empty())
        return;
    Level& level = m_levels.back();
    m_out.append(level.empty ? "\n" : ",\n");
    level.empty = false;
    indent();
}

void JsonWriter::key(const char* name)
{
    Level& level = m_levels.back();
    m_out.append(level.empty ? "\n" : ",\n");
    level.empty = false;
    indent();
    m_out.append('"').append(name).append("\": ");
    m_afterKey = true;
}

void JsonWriter::beginObject()
{
    beforeValue();
    m_out.append('{');
    m_levels.push_back({true, true});
}

void JsonWriter::beginArray()
{
    beforeValue();
    m_out.append('[');
    m_levels.push_back({false, true});
}

void JsonWriter::endObject()
{
    close('}');
}

void JsonWriter::endArray()
{
    close(']');
}

// Qt closes even an empty container on a line of its own: "[\n    ]".
void JsonWriter::close(char bracket)
{
    m_levels.pop_back();
    m_out.append('\n');
    indent();
    m_out.append(bracket);
    maybeFlush();
}

void JsonWriter::value(const QString& text)
{
    beforeValue();
    appendString(m_out, text);
    maybeFlush();
}

void JsonWriter::value(int number)
{
    beforeValue();
    m_out.append(QByteArray::number(number));
}

void JsonWriter::value(bool truth)
{
    beforeValue();
    m_out.append(truth ? "true" : "false");
}

void JsonWriter::null()
{
    beforeValue();
    m_out.append("null");
}

void JsonWriter::finish()
{
    m_out.append('\n');
    m_flush(m_out);
    m_out.clear();
}

void JsonWriter::maybeFlush()
{
    if (m_out.size() >= ChunkBytes) {
        m_flush(m_out);
        m_out.resize(0);
    }
}

void JsonWriter::appendString(QByteArray& out, const QString& text)
{
    static const char hex[] = "0123456789abcdef";
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
        case '"': out.append('"'); break;
        case '\\': out.append('\\'); break;
        case '\b': out.append('b'); break;
        case '\f': out.append('f'); break;
        case '\n': out.append('n'); break;
        case '\r': out.append('r'); break;
        case '\t': out.append('t'); break;
        default: out.append("u00").append(hex[u >> 4]).append(hex[u & 0xF]); break;
        }
    }
    out.append(data + run, size - run);
    out.append('"');
}

} // namespace FlowAudit
