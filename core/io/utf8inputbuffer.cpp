#include "core/io/utf8inputbuffer.h"

#include <QCoreApplication>
#include <QIODevice>

#include <cstdint>
#include <cstring>

namespace FlowAudit {

namespace {

constexpr qsizetype ChunkSize = 64 * 1024;

// The length of the UTF-8 sequence that starts with lead, or 0 when lead cannot start one.
int sequenceLength(unsigned char lead) {
    if (lead < 0x80)
        return 1;
    if (lead >= 0xC2 && lead <= 0xDF)
        return 2;
    if (lead >= 0xE0 && lead <= 0xEF)
        return 3;
    if (lead >= 0xF0 && lead <= 0xF4)
        return 4;
    return 0;
}

// Whether the continuation bytes of a sequence are valid (no overlong forms, no
// surrogates, nothing above U+10FFFF).
bool validContinuation(const unsigned char* s, int length) {
    for (int i = 1; i < length; ++i) {
        if ((s[i] & 0xC0) != 0x80)
            return false;
    }
    if (length == 3) {
        if (s[0] == 0xE0 && s[1] < 0xA0)
            return false;
        if (s[0] == 0xED && s[1] > 0x9F)
            return false;
    }
    if (length == 4) {
        if (s[0] == 0xF0 && s[1] < 0x90)
            return false;
        if (s[0] == 0xF4 && s[1] > 0x8F)
            return false;
    }
    return true;
}

// Eight bytes at once (SWAR): whether each is printable ASCII (0x20..0x7F), the bytes
// nearly every inventory is made of, so the check costs about an instruction per byte.
bool allPrintableAscii(const unsigned char* s) {
    std::uint64_t x;
    std::memcpy(&x, s, sizeof x);
    constexpr std::uint64_t High = 0x8080808080808080ULL;
    constexpr std::uint64_t Below20 = 0x2020202020202020ULL;
    // A byte below 0x20 sets its high bit in (x - 0x20...) where it was clear in x.
    return ((x | ((x - Below20) & ~x)) & High) == 0;
}

// How many line feeds eight bytes hold.
int lineFeedsIn(const char* s) {
    std::uint64_t x;
    std::memcpy(&x, s, sizeof x);
    constexpr std::uint64_t Low7 = 0x7F7F7F7F7F7F7F7FULL;
    const std::uint64_t y = x ^ 0x0A0A0A0A0A0A0A0AULL; // a zero byte where a line feed was
    const std::uint64_t zero =
        ~(((y & Low7) + Low7) | y | Low7); // exactly the zero bytes' high bits
    return __builtin_popcountll(zero);
}

} // namespace

Utf8InputBuffer::Utf8InputBuffer(QIODevice* device, LoneCr loneCr)
    : m_device(device)
    , m_loneCr(loneCr) {
    m_buffer.resize(ChunkSize + 4);
}

std::streambuf::int_type Utf8InputBuffer::underflow() {
    if (gptr() < egptr())
        return traits_type::to_int_type(*gptr());
    if (m_done)
        return traits_type::eof();

    // Keep what the last chunk could not finish, then fill up the rest.
    if (egptr())
        advancePosition(egptr() - eback());
    if (m_carry > 0 && egptr())
        std::memmove(m_buffer.data(), egptr(), size_t(m_carry));
    const qint64 read = m_device->read(m_buffer.data() + m_carry, ChunkSize);
    if (read < 0) {
        fail(0, QCoreApplication::translate("Utf8InputBuffer", "the file could not be read: %1")
                    .arg(m_device->errorString()));
        return traits_type::eof();
    }
    const qsizetype size = m_carry + read;
    const bool atEnd = read == 0;
    const qsizetype valid = validate(size, atEnd);
    m_carry = size - valid;
    if (m_problem || (atEnd && m_carry == 0))
        m_done = true;
    if (valid == 0)
        return traits_type::eof();
    if (m_observer)
        m_observer(m_buffer.constData(), valid);
    setg(m_buffer.data(), m_buffer.data(), m_buffer.data() + valid);
    return traits_type::to_int_type(*gptr());
}

qsizetype Utf8InputBuffer::validate(qsizetype size, bool atEnd) {
    auto* bytes = reinterpret_cast<unsigned char*>(m_buffer.data());
    if (m_first && size >= 2) {
        m_first = false;
        const bool utf16 =
            (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF);
        const bool utf32 =
            size >= 4 && bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF;
        if (utf16 || utf32) {
            fail(0, QCoreApplication::translate(
                        "Utf8InputBuffer",
                        "the file is %1 encoded; FlowAudit reads UTF-8: save it as UTF-8")
                        .arg(utf32 || (size >= 4 && bytes[2] == 0 && bytes[3] == 0)
                                 ? QStringLiteral("UTF-32")
                                 : QStringLiteral("UTF-16")));
            return 0;
        }
        // Tools that add a BOM to a file that has one leave two; the second would begin the
        // first key, which then names nothing ("\uFEFFflows").
        if (size >= 6 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF &&
            bytes[3] == 0xEF && bytes[4] == 0xBB && bytes[5] == 0xBF) {
            fail(3, QCoreApplication::translate("Utf8InputBuffer",
                                                "a second byte order mark (U+FEFF) follows the "
                                                "first: remove it, a tool added it twice"));
            return 0;
        }
    }
    qsizetype i = 0;
    while (i < size) {
        if (i + 8 <= size && allPrintableAscii(bytes + i)) {
            i += 8;
            continue;
        }
        const unsigned char c = bytes[i];
        if (c >= 0x20 && c < 0x80) { // the common case
            ++i;
            continue;
        }
        if (c == 0) {
            fail(i, QCoreApplication::translate(
                        "Utf8InputBuffer",
                        "a NUL byte: this is a binary file, or text that is not UTF-8 (UTF-16?)"));
            return i;
        }
        if (c == '\r') {
            if (m_loneCr == LoneCr::Keep) {
                ++i;
                continue;
            }
            if (i + 1 == size && !atEnd)
                return i; // decide with the next chunk
            if (i + 1 == size || bytes[i + 1] != '\n')
                bytes[i] = '\n';
            ++i;
            continue;
        }
        if (c < 0x80) {
            // YAML allows tab and line ends among the control characters, and nothing else:
            // a bell or an escape sequence in a name is garbage, not text to keep.
            if (c != '\t' && c != '\n') {
                fail(i, QCoreApplication::translate(
                            "Utf8InputBuffer", "a control character (0x%1) that text may not hold")
                            .arg(c, 2, 16, QLatin1Char('0')));
                return i;
            }
            ++i;
            continue;
        }
        const int length = sequenceLength(c);
        if (length == 0) {
            fail(i, QCoreApplication::translate(
                        "Utf8InputBuffer", "byte 0x%1 is not valid UTF-8: save the file as UTF-8")
                        .arg(c, 2, 16, QLatin1Char('0')));
            return i;
        }
        if (i + length > size) {
            if (!atEnd)
                return i;
            fail(i, QCoreApplication::translate("Utf8InputBuffer",
                                                "the file ends inside a UTF-8 character"));
            return i;
        }
        if (!validContinuation(bytes + i, length)) {
            fail(i, QCoreApplication::translate("Utf8InputBuffer",
                                                "invalid UTF-8 sequence: save the file as UTF-8"));
            return i;
        }
        // U+FFFE and U+FFFF: YAML does not allow them in text, and yaml-cpp's writer turns
        // them into U+FFFD, so a save would change them (found by fuzz_importsource).
        if (length == 3 && c == 0xEF && static_cast<unsigned char>(bytes[i + 1]) == 0xBF &&
            (static_cast<unsigned char>(bytes[i + 2]) & 0xFE) == 0xBE) {
            fail(i, QCoreApplication::translate("Utf8InputBuffer",
                                                "the noncharacter U+%1, which text may not hold")
                        .arg(static_cast<unsigned char>(bytes[i + 2]) == 0xBE
                                 ? QStringLiteral("FFFE")
                                 : QStringLiteral("FFFF")));
            return i;
        }
        i += length;
    }
    return i;
}

void Utf8InputBuffer::advancePosition(qsizetype size) {
    const char* data = m_buffer.constData();
    // Only the characters after the last line feed count for the column: the lines before
    // are counted eight bytes at a time.
    const auto* lastLineFeed = static_cast<const char*>(memrchr(data, '\n', size_t(size)));
    if (lastLineFeed) {
        const qsizetype lines = lastLineFeed - data + 1;
        qsizetype i = 0;
        int count = 0;
        for (; i + 8 <= lines; i += 8)
            count += lineFeedsIn(data + i);
        for (; i < lines; ++i)
            count += data[i] == '\n' ? 1 : 0;
        m_line += count;
        m_column = 1;
        data = lastLineFeed + 1;
        size -= lines;
    }
    for (qsizetype i = 0; i < size; ++i) {
        if (data[i] == '\n') {
            ++m_line;
            m_column = 1;
        } else if ((static_cast<unsigned char>(data[i]) & 0xC0) != 0x80) {
            ++m_column; // count characters, not continuation bytes
        }
    }
}

void Utf8InputBuffer::fail(qsizetype offset, const QString& message) {
    const int line = m_line, column = m_column;
    advancePosition(offset);
    m_problem = Problem{m_line, m_column, message};
    m_line = line;
    m_column = column;
}

} // namespace FlowAudit
