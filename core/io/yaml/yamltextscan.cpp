#include "core/io/yaml/yamltextscan.h"

#include <cstring>
#include <utility>

namespace FlowAudit {

namespace {

constexpr std::size_t MaxSpans = 64; // the latest are the ones a syntax error can point back to

// Where a quoted or block scalar may start: at the start of a line or after an indicator.
bool startsNode(char lastSignificant) {
    return lastSignificant == 0 || lastSignificant == ':' || lastSignificant == '-' ||
           lastSignificant == '[' || lastSignificant == '{' || lastSignificant == ',' ||
           lastSignificant == '?';
}

// Whether the rest of a line after | or > is a block scalar header: indicators, then
// nothing or a comment.
bool isBlockHeader(const char* line, qsizetype size, qsizetype from) {
    qsizetype i = from;
    while (i < size && (line[i] == '+' || line[i] == '-' || (line[i] >= '1' && line[i] <= '9')))
        ++i;
    while (i < size && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    return i == size || line[i] == '#' || line[i] == '\n' || line[i] == '\r';
}

// The bytes scanLine looks at one by one. A run of any others (plain text and white
// space) only leaves whether it ended in white space and its last other character.
struct ByteClasses {
    bool notable[256] = {};
    constexpr ByteClasses() {
        for (const unsigned char c : {'#', '"', '\'', '|', '>', '[', ']', '{', '}'})
            notable[c] = true;
    }
};
constexpr ByteClasses Classes;

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool isBlank(const char* line, qsizetype size) {
    for (qsizetype i = 0; i < size; ++i) {
        const char c = line[i];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\v' && c != '\f')
            return false;
    }
    return true;
}

} // namespace

void YamlTextScan::feed(const char* data, qsizetype size) {
    if (!m_started) {
        // The first three bytes decide whether a BOM leads; a device may hand them over one by one.
        m_partial.append(data, size);
        if (m_partial.size() < 3)
            return;
        m_started = true;
        const QByteArray head = std::exchange(m_partial, QByteArray());
        const qsizetype bom = head.startsWith("\xEF\xBB\xBF") ? 3 : 0;
        feed(head.constData() + bom, head.size() - bom);
        return;
    }
    const char* p = data;
    const char* const end = data + size;
    while (p < end) {
        const auto* newline = static_cast<const char*>(std::memchr(p, '\n', size_t(end - p)));
        if (!newline) {
            m_partial.append(p, end - p);
            return;
        }
        const qsizetype length = newline + 1 - p;
        if (m_partial.isEmpty()) {
            scanLine(p, length); // the usual case: the line lies whole in the chunk, no copy
        } else {
            m_partial.append(p, length);
            scanLine(m_partial.constData(), m_partial.size());
            m_partial.resize(0); // keeps its capacity for the next cut line
        }
        p = newline + 1;
    }
}

void YamlTextScan::finish() {
    if (!m_started) {
        m_started = true;
        const QByteArray head = std::exchange(m_partial, QByteArray());
        feed(head.constData(), head.size());
    }
    if (!m_partial.isEmpty()) {
        scanLine(m_partial.constData(), m_partial.size());
        m_partial.clear();
    }
}

std::optional<YamlTextScan::QuoteSpan> YamlTextScan::quoteSpanning(int line) const {
    if ((m_inDouble || m_inSingle) && m_openQuote && m_openQuote->line < line)
        return QuoteSpan{*m_openQuote, m_lineNumber};
    for (auto it = m_spans.rbegin(); it != m_spans.rend(); ++it) {
        if (it->start.line < line && line <= it->endLine)
            return *it;
    }
    return std::nullopt;
}

void YamlTextScan::openQuote(const char* line, qsizetype at) {
    int column = 1;
    for (qsizetype i = 0; i < at; ++i) {
        if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80)
            ++column; // characters, not continuation bytes
    }
    m_openQuote = QuoteStart{m_lineOffset + at, m_lineNumber, column};
}

void YamlTextScan::closeQuote() {
    if (m_openQuote && m_openQuote->line != m_lineNumber) {
        m_spans.push_back(QuoteSpan{*m_openQuote, m_lineNumber});
        if (m_spans.size() > MaxSpans)
            m_spans.erase(m_spans.begin());
    }
    m_openQuote.reset();
}

void YamlTextScan::record(qsizetype indent, LineKind kind, const char* line, qsizetype size) {
    if (!m_record)
        return;
    LineClass c{m_lineOffset, int(indent), kind, false};
    if (kind == LineKind::Content)
        c.tabIndent = indent < size && line[indent] == '\t';
    m_record->push_back(c);
}

void YamlTextScan::scanLine(const char* line, qsizetype size) {
    ++m_lineNumber;
    m_lineOffset = m_offset;
    m_offset += size;
    qsizetype indent = 0;
    while (indent < size && line[indent] == ' ')
        ++indent;
    if (m_blockParent > -2) {
        if (isBlank(line, size))
            return record(indent, LineKind::Gap, line, size);
        if (indent > m_blockParent)
            return record(indent, LineKind::Continuation, line, size);
        m_blockParent = -2;
    }
    if (m_inDouble || m_inSingle || m_flowDepth > 0)
        record(indent, LineKind::Continuation, line, size);
    else if (isBlank(line, size) || line[indent] == '#')
        record(indent, LineKind::Gap, line, size);
    else
        record(indent, LineKind::Content, line, size);
    // The column of the node on this line, after any "- " of sequence entries.
    qsizetype node = indent;
    int lastDash = -1;
    while (node < size && line[node] == '-' && (node + 1 == size || line[node + 1] == ' ')) {
        lastDash = int(node);
        node += 1;
        while (node < size && line[node] == ' ')
            ++node;
    }
    char lastSignificant = 0;
    bool afterSpace = true;
    for (qsizetype i = 0; i < size; ++i) {
        const char c = line[i];
        if (m_inDouble) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                m_inDouble = false, lastSignificant = c, closeQuote();
            continue;
        }
        if (m_inSingle) {
            if (c == '\'' && i + 1 < size && line[i + 1] == '\'')
                ++i;
            else if (c == '\'')
                m_inSingle = false, lastSignificant = c, closeQuote();
            continue;
        }
        if (!Classes.notable[static_cast<unsigned char>(c)]) {
            // Plain text and white space: none of it opens anything, so skip to its end.
            const qsizetype start = i;
            while (i + 1 < size && !Classes.notable[static_cast<unsigned char>(line[i + 1])])
                ++i;
            afterSpace = isSpace(line[i]);
            for (qsizetype j = i; j >= start; --j) {
                if (!isSpace(line[j])) {
                    lastSignificant = line[j];
                    break;
                }
            }
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            afterSpace = true;
            continue;
        }
        if (c == '#' && afterSpace) {
            if (m_comments++ == 0)
                m_firstCommentLine = m_lineNumber;
            break;
        }
        // Inside [ ] or { } a value may follow its indicator without a space.
        const bool nodeStart = (afterSpace || (m_flowDepth > 0 && lastSignificant != ':')) &&
                               startsNode(lastSignificant);
        if ((c == '[' || c == '{') && (nodeStart || m_flowDepth > 0)) {
            ++m_flowDepth;
        } else if ((c == ']' || c == '}') && m_flowDepth > 0) {
            --m_flowDepth;
        } else if (nodeStart && (c == '"' || c == '\'')) {
            (c == '"' ? m_inDouble : m_inSingle) = true;
            openQuote(line, i);
        } else if (nodeStart && m_flowDepth == 0 && (c == '|' || c == '>') &&
                   isBlockHeader(line, size, i + 1)) {
            m_blockParent = i == node ? (lastDash >= 0 ? lastDash : int(indent) - 1) : int(node);
        }
        afterSpace = false;
        lastSignificant = c;
    }
}

} // namespace FlowAudit
